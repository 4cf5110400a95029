import { rotateSigningKey } from '../auth/signingKeys';
import { ConfigError, loadConfig } from '../config';
import { DataDirError } from '../db/dataDir';
import { prepareDatabase } from '../db/prepare';
import { openDb } from '../db/open';
import { AdminError, createSupport } from './createSupport';

/** `npm run admin -- <command>`: operator tasks on the configured database (PGlite or PostgreSQL). */
const HELP = `Usage: npm run admin -- <command>

Commands:
  create-support <email>   Create a support (super-admin) account with a temporary password,
                           printed once; its first sign-in asks for a new password.
  rotate-signing-key       Sign new access tokens with a fresh key; the previous key keeps
                           verifying until the tokens it signed have expired.
  help                     Show this help.

The database is the server's: DATABASE_URL, else the embedded one in DATA_DIR (stop the server
first: the embedded database has one user at a time).`;

async function run(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  if (command === undefined || command === 'help' || command === '--help') {
    process.stdout.write(`${HELP}\n`);
    return command === undefined ? 1 : 0;
  }
  if (command !== 'create-support' && command !== 'rotate-signing-key') {
    process.stderr.write(`Unknown command '${command}'.\n\n${HELP}\n`);
    return 1;
  }
  if (command === 'create-support' && rest.length !== 1) {
    process.stderr.write('Usage: npm run admin -- create-support <email>\n');
    return 1;
  }
  const config = loadConfig();
  process.umask(0o077);
  const db = await openDb(config);
  try {
    await prepareDatabase(db, { seedDemo: false });
    if (command === 'create-support') {
      const created = await createSupport(db, rest[0]!);
      process.stdout.write(
        `Created support account ${created.username}.\nTemporary password (shown only now): ${created.temporaryPassword}\n` +
          'The first sign-in asks for a new password.\n',
      );
    } else {
      if (config.jwtSigningKey !== null) throw new AdminError('JWT_SIGNING_KEY is set: rotate by changing it (README, Production)');
      const kid = await rotateSigningKey(db, config, new Date());
      process.stdout.write(`New signing key ${kid}; servers sign with it within a minute.\n`);
    }
    return 0;
  } finally {
    await db.close();
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof AdminError || error instanceof ConfigError || error instanceof DataDirError;
    process.stderr.write(`${known ? (error as Error).message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
