// A PostgreSQL storage for node-oidc-provider through its documented adapter interface
// (upsert, find, findByUid, findByUserCode, consume, destroy, revokeByGrantId), in the shape of
// the provider's published example adapters: one table of JSON payloads keyed by model and id,
// each call one autocommit statement on a pooled connection (10, like our server's pool).
import pg from 'pg';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS oidc_payloads (
  id text NOT NULL,
  type text NOT NULL,
  payload jsonb NOT NULL,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  PRIMARY KEY (id, type)
);
CREATE INDEX IF NOT EXISTS oidc_payloads_grant ON oidc_payloads (grant_id);
CREATE INDEX IF NOT EXISTS oidc_payloads_user_code ON oidc_payloads (user_code);
CREATE INDEX IF NOT EXISTS oidc_payloads_uid ON oidc_payloads (uid);`;

/** Opens the pool, creates the table, and returns the provider's `adapter` option. */
export async function postgresAdapter(connectionString) {
  const pool = new pg.Pool({ connectionString, max: 10 });
  pool.on('error', () => undefined);
  await pool.query(SCHEMA);

  const live = 'AND (expires_at IS NULL OR expires_at > now())';
  const payloadOf = (row) => (row === undefined ? undefined : { ...row.payload, ...(row.consumed_at ? { consumed: true } : {}) });

  class PostgresAdapter {
    constructor(type) {
      this.type = type;
    }

    async upsert(id, payload, expiresIn) {
      const expiresAt = typeof expiresIn === 'number' ? new Date(Date.now() + expiresIn * 1000) : null;
      await pool.query(
        `INSERT INTO oidc_payloads (id, type, payload, grant_id, user_code, uid, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (id, type) DO UPDATE SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id,
           user_code = EXCLUDED.user_code, uid = EXCLUDED.uid, expires_at = EXCLUDED.expires_at`,
        [id, this.type, payload, payload.grantId ?? null, payload.userCode ?? null, payload.uid ?? null, expiresAt],
      );
    }

    async find(id) {
      const { rows } = await pool.query(`SELECT payload, consumed_at FROM oidc_payloads WHERE id = $1 AND type = $2 ${live}`, [
        id,
        this.type,
      ]);
      return payloadOf(rows[0]);
    }

    async findByUid(uid) {
      const { rows } = await pool.query(`SELECT payload, consumed_at FROM oidc_payloads WHERE uid = $1 AND type = $2 ${live}`, [
        uid,
        this.type,
      ]);
      return payloadOf(rows[0]);
    }

    async findByUserCode(userCode) {
      const { rows } = await pool.query(`SELECT payload, consumed_at FROM oidc_payloads WHERE user_code = $1 AND type = $2 ${live}`, [
        userCode,
        this.type,
      ]);
      return payloadOf(rows[0]);
    }

    async consume(id) {
      await pool.query('UPDATE oidc_payloads SET consumed_at = now() WHERE id = $1 AND type = $2', [id, this.type]);
    }

    async destroy(id) {
      await pool.query('DELETE FROM oidc_payloads WHERE id = $1 AND type = $2', [id, this.type]);
    }

    async revokeByGrantId(grantId) {
      await pool.query('DELETE FROM oidc_payloads WHERE grant_id = $1', [grantId]);
    }
  }

  return { adapter: PostgresAdapter, close: () => pool.end() };
}
