import { ConfigError, loadConfig } from '../config';
import { openDb } from '../db/open';
import { prepareDatabase } from '../db/prepare';
import { LIVE_CHANNEL, splitNotice, type LiveNotice } from '../live/notice';
import { startMediaWorker } from './processing/mediaWorker';
import { openMediaQueue } from './processing/queue';

/**
 * `npm run worker`: a media processing worker on its own, for any machine that reaches the
 * database (DATABASE_URL) and the object store (DATA_DIR/objects). Progress reaches the API
 * servers' live streams through the same NOTIFY channel they publish on.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  process.umask(0o077);
  if (config.databaseUrl === null) {
    throw new ConfigError('npm run worker needs DATABASE_URL: the embedded database belongs to the server, which runs its own worker');
  }
  const log = {
    info: (details: object, message: string) => process.stdout.write(`${JSON.stringify({ level: 'info', msg: message, ...details })}\n`),
    error: (details: object, message: string) =>
      process.stderr.write(
        `${JSON.stringify({ level: 'error', msg: message, ...details }, (_k, v: unknown) => (v instanceof Error ? v.message : v))}\n`,
      ),
  };
  const db = await openDb(config);
  await prepareDatabase(db, { seedDemo: false });
  const queue = await openMediaQueue({
    db,
    databaseUrl: config.databaseUrl,
    timeoutSeconds: config.media.processing.timeoutSeconds,
    onError: (error) => log.error({ err: error }, 'media queue'),
  });
  const publish = async (notice: LiveNotice) => {
    try {
      for (const part of splitNotice(notice)) await db.query('SELECT pg_notify($1, $2)', [LIVE_CHANNEL, JSON.stringify(part)]);
    } catch (error) {
      log.error({ err: error }, 'live notice not published');
    }
  };
  const worker = await startMediaWorker({ db, config, queue, publish, log });
  await worker.sweep();
  log.info({ concurrency: config.media.processing.concurrency }, 'media worker started');
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await worker.stop();
    await queue.stop();
    await db.close();
    process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void stop());
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
