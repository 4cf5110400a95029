import { buildApp } from './app';
import { startHousekeeping } from './auth/housekeeping';
import { ConfigError, loadConfig } from './config';
import { migrate } from './db/migrate';
import { openDb } from './db/open';
import type { Db } from './db/port';
import { seedDemo } from './db/seed';

/** How long a stop may take before the process gives up on in-flight requests. */
const STOP_TIMEOUT_MS = 15_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const db: Db = await openDb(config);
  try {
    await migrate(db);
    if (config.seedDemo) await seedDemo(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  const { app, ctx } = await buildApp({ config, db });
  app.log.info(
    { database: db.kind === 'pglite' ? config.dataDir : 'postgres', staticDir: config.staticDir, version: config.version },
    'starting',
  );

  const housekeeping = startHousekeeping(ctx, app.log);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('stop timed out');
      process.exit(1);
    }, STOP_TIMEOUT_MS);
    timer.unref();
    try {
      // Stops accepting, waits for in-flight requests, then closes the database: PGlite only
      // lets the process exit once it is closed.
      await app.close();
      await housekeeping.stop();
      await db.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'stop failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Server failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
});
