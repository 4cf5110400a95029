import crypto from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hashPassword } from '../server/auth/passwords';
import { prepareDatabase } from '../server/db/prepare';
import { openPglite } from '../server/db/pglite';
import { DEMO_PASSWORD } from './harness/browser';

/** Names and addresses an attacker might have stored: they are data and must render as text. */
export const HOSTILE = {
  customer: '<img src=x onerror=alert(1)>',
  otherCustomer: '"><svg onload=alert(2)><script>window.__pwned=1</script>',
  city: '<b onmouseover=alert(3)>Austin</b>',
  userName: '<script>alert(4)</script><img src=x onerror=alert(5)> Mallory',
  logo: 'javascript:alert(6)',
  otherLogo: ' JaVaScRiPt:alert(7)//.png',
  picture: 'javascript:alert(8)',
};
export const HOSTILE_USER = 'mallory@acme.test';
const HOSTILE_CUSTOMER_IDS = { first: 6, second: 7 };

const ROLE = { creator: 1232, viewer: 1432, manager: 1532 };

/**
 * A PGlite data directory with the demo data plus a hostile user and two hostile organisations,
 * written through the server's own modules before the server opens it (no test-only code in
 * the server). Start the server on the returned directory.
 */
export async function hostileDataDir(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'takeflow-hostile-'));
  const db = await openPglite(dataDir);
  try {
    await prepareDatabase(db, { seedDemo: true });
    const hash = await hashPassword(DEMO_PASSWORD);
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO customers (id, name, city, state, zip, logo_url, storyboard_enabled) VALUES
           ($1, $2, $3, 'TX', '78701', $4, true), ($5, $6, NULL, NULL, NULL, $7, false)`,
        [
          HOSTILE_CUSTOMER_IDS.first,
          HOSTILE.customer,
          HOSTILE.city,
          HOSTILE.logo,
          HOSTILE_CUSTOMER_IDS.second,
          HOSTILE.otherCustomer,
          HOSTILE.otherLogo,
        ],
      );
      await tx.query(`SELECT setval(pg_get_serial_sequence('customers', 'id'), (SELECT max(id) FROM customers))`);
      const [user] = await tx.query<{ id: number }>(
        `INSERT INTO users (uuid, username, display_name, password_hash, picture_url) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [crypto.randomUUID(), HOSTILE_USER, HOSTILE.userName, hash, HOSTILE.picture],
      );
      const memberships: [number, number, boolean][] = [
        [HOSTILE_CUSTOMER_IDS.first, ROLE.creator, true],
        [HOSTILE_CUSTOMER_IDS.second, ROLE.viewer, false],
        [1, ROLE.manager, false],
      ];
      for (const [index, [customerId, roleId, isDefault]] of memberships.entries()) {
        const [member] = await tx.query<{ id: number }>(
          `INSERT INTO customer_users (customer_id, user_id, sequence, is_default_login) VALUES ($1, $2, $3, $4) RETURNING id`,
          [customerId, user?.id, index + 1, isDefault],
        );
        await tx.query('INSERT INTO customer_user_roles (customer_user_id, role_id) VALUES ($1, $2)', [member?.id, roleId]);
      }
    });
  } finally {
    await db.close();
  }
  return dataDir;
}
