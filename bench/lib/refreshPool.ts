// Refresh tokens are single-use (rotation), so the refresh-grant benchmark needs one token per
// request. Minting them through the password grant would spend the run hashing; instead the
// bench opens the same database with the server's own modules before the server starts,
// prepares it as the server does (prepareDatabase: migrations, demo seed, statistics), and starts
// login sessions exactly as a password grant would (createFamily: one family per token, as each
// real client has its own).
import { chooseCustomer } from '../../server/auth/customerChoice';
import { findUserByUsername, loginChoices } from '../../server/auth/accounts';
import { createFamily } from '../../server/auth/refreshStore';
import { loadConfig, type Config } from '../../server/config';
import { prepareDatabase } from '../../server/db/prepare';
import { openDb } from '../../server/db/open';

const BATCH = 500;

/** The server's config for a bench database: PGlite in dataDir, or PostgreSQL at databaseUrl. */
export function benchConfig(target: { dataDir: string; databaseUrl?: string }): Config {
  return loadConfig({ ...process.env, DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl ?? '' });
}

/** Prepares the database (migrations, demo data) and returns `count` fresh refresh tokens. */
export async function mintRefreshTokens(config: Config, username: string, count: number): Promise<string[]> {
  const db = await openDb(config);
  try {
    await prepareDatabase(db, { seedDemo: true });
    const user = await findUserByUsername(db, username);
    if (user === null) throw new Error(`No demo account ${username}`);
    const choice = chooseCustomer({ ...(await loginChoices(db, user.id)), requested: null, current: null });
    if (!choice.ok) throw new Error(`${username}: ${choice.message}`);
    const tokens: string[] = [];
    while (tokens.length < count) {
      const size = Math.min(BATCH, count - tokens.length);
      const batch = await db.transaction(async (tx) => {
        const minted: string[] = [];
        for (let i = 0; i < size; i += 1) {
          const { refreshToken } = await createFamily(tx, {
            userId: user.id,
            clientId: config.clientId,
            customerId: choice.membership?.customerId ?? null,
            now: new Date(),
            expiresAt: new Date(Date.now() + config.refreshAbsoluteTtlSeconds * 1000),
          });
          minted.push(refreshToken);
        }
        return minted;
      });
      tokens.push(...batch);
    }
    return tokens;
  } finally {
    await db.close();
  }
}
