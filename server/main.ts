import { ConfigError, loadConfig } from './config';
import { DataDirError, pgliteClusterState } from './db/dataDir';
import type { Db } from './db/port';
import { listenFirst } from './web/firstAnswers';

/** How long a stop may take before the process gives up on in-flight requests. */
const STOP_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  // Everything this process writes (the embedded database, its lock) is for its own user only.
  process.umask(0o077);
  const previousShutdown = config.databaseUrl === null ? pgliteClusterState(config.dataDir) : null;
  // A stop asked for while the database opens waits for it: PGlite must close what it opened.
  let stopAsked: string | null = null;
  const stopWhileOpening = (signal: string) => {
    stopAsked ??= signal;
  };
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, stopWhileOpening);
  // The port opens first: /login answers before Fastify is loaded (web/firstAnswers.ts), the
  // app's files while the database opens, which takes seconds (web/earlyServer.ts); the rest of
  // the server is loaded meanwhile.
  const first = await listenFirst(config);
  const { serveWhileOpening } = await import('./web/earlyServer');
  const early = await serveWhileOpening(config, first);
  const [{ openDb }, { prepareDatabase }] = await Promise.all([import('./db/open'), import('./db/prepare')]);
  const db: Db = await openDb(config, {
    onLost: (error) => {
      process.stderr.write(`Database lost, exiting for a restart: ${error.message}\n`);
      process.exit(1);
    },
  });
  try {
    await prepareDatabase(db, { seedDemo: config.seedDemo });
  } catch (error) {
    await db.close();
    throw error;
  }
  if (stopAsked !== null) {
    await early.close();
    await db.close();
    process.exit(0);
  }
  const [{ buildApp }, { startHousekeeping }, { closeServer }] = await Promise.all([
    import('./app'),
    import('./auth/housekeeping'),
    import('./web/stop'),
  ]);
  const { openMediaQueue } = await import('./media/processing/queue');
  // The processing queue lives in the same database (pg-boss); stored uploads are sent to it.
  const queue = await openMediaQueue({
    db,
    databaseUrl: config.databaseUrl,
    timeoutSeconds: config.media.processing.timeoutSeconds,
    onError: (error) => process.stderr.write(`Media queue: ${error.message}\n`),
  });
  const { app, ctx, connections } = await buildApp({ config, db, serverFactory: early.takeOver, media: queue });
  app.log.info(
    {
      database: db.kind === 'pglite' ? config.dataDir : 'postgres',
      ...(previousShutdown === null ? {} : { previousShutdown: previousShutdown === 'shut down' ? 'clean' : 'unclean, recovered' }),
      staticDir: config.staticDir,
      version: config.version,
      production: config.production,
    },
    'starting',
  );
  if (config.seedDemo && (config.production || config.databaseUrl !== null)) {
    app.log.warn('SEED_DEMO=true: the demo organisations and accounts, with their published password, are in this database');
  }

  for (const provider of config.ssoProviders.filter((each) => each.emailDomains === null)) {
    app.log.warn(
      { provider: provider.id },
      `single sign-on: ${provider.label} matches the accounts of every organisation; ${provider.id.toUpperCase()}_EMAIL_DOMAINS binds it to email domains`,
    );
  }

  const housekeeping = startHousekeeping(ctx, app.log);
  // The quick start processes its own uploads; a deployment may leave that to `npm run worker`.
  const { startMediaWorker } = await import('./media/processing/mediaWorker');
  const worker =
    config.media.processing.inProcessWorker && config.media.uploadEmbedded
      ? await startMediaWorker({ db, config, queue, publish: (notice) => ctx.live.publish(notice), log: app.log })
      : null;
  let stopping = false;
  const stop = async (signal: string) => {
    // A Ctrl+C reaches the server twice (from the terminal and forwarded by npm): one stop only.
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('stop timed out');
      process.exit(1);
    }, STOP_TIMEOUT_MS);
    timer.unref();
    try {
      // Stops accepting, cuts stalled connections, waits for in-flight requests, then closes the
      // database: PGlite only lets the process exit once it is closed.
      const closed = await closeServer(app, connections);
      if (closed.cut > 0 || closed.forced) app.log.warn(closed, 'stopping: cut unfinished requests');
      await housekeeping.stop();
      await worker?.stop();
      await queue.stop();
      await db.close();
      app.log.info('stopped');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'stop failed');
      process.exit(1);
    }
  };
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
    process.off(signal, stopWhileOpening);
    process.on(signal, () => void stop(signal));
  }

  // Takes the port over from the early server (web/earlyServer.ts): it is open already.
  await app.listen({ port: config.port, host: config.host });
  if (stopAsked !== null) void stop(stopAsked);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Server failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
});
