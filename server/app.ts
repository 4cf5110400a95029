import crypto from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerFactory } from 'fastify';
import { accountRoutes } from './account/accountRoutes';
import type { RouteAccess } from './access/routeAccess';
import { configurePasswordHashing, dummyHashFactory } from './auth/passwords';
import { loadServerKeys, type ServerKeys } from './auth/keys';
import { oauthRoutes } from './auth/oauthRoutes';
import { background } from './background';
import { systemClock, type Clock } from './clock';
import { logMailer, makeMailer } from './email/mailer';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Db } from './db/port';
import type { LiveBus } from './live/bus';
import { defaultBus, startLive } from './live/live';
import { loggerOptions, RequestLog } from './logging';
import { mediaRoutes } from './media/mediaRoutes';
import { withEmbeddedUploadSecret } from './media/uploadSecret';
import { appConfigRoutes } from './web/appConfigRoutes';
import { healthRoutes } from './web/healthRoutes';
import { jwksRoutes } from './auth/jwksRoutes';
import { failed } from './kit/envelope';
import { serviceRoutes } from './routes/service';
import { CONTROL_CHARACTER_MESSAGE, NO_CONTROL_CHARACTERS } from '../contract/schemas/kit';
import { registerBodyDeadline } from './web/bodyDeadline';
import { registerDocs } from './web/docs';
import { describeOperations } from './web/operations';
import { answerError, envelopeError, plainError } from './web/errorAnswer';
import { registerFront } from './web/front';
import { serverLimits } from './web/serverOptions';
import { trackConnections, type ConnectionTracker } from './web/stop';
import { NOT_BUILT_MESSAGE, registerSpa, wantsSpaPage } from './web/static';

export interface AppDeps {
  config: Config;
  db: Db;
  clock?: Clock;
  keys?: ServerKeys;
  /** How notices reach the other servers; by default LISTEN/NOTIFY on DATABASE_URL, in-process on PGlite. */
  liveBus?: (onGap: () => void) => Promise<LiveBus>;
  /** The server to take over instead of creating one (main.ts: web/earlyServer.ts). */
  serverFactory?: FastifyServerFactory;
  /** Where stored uploads are sent for processing (main.ts: the pg-boss queue). */
  media?: AppContext['media'];
}

/** §7 bodies are small JSON envelopes; anything larger is refused with 413. */
export const BODY_LIMIT = 64 * 1024;

/** ajv's message, except for the control-character rule, whose pattern says nothing to a person. */
function fieldMessage(error: { message?: string; params: Record<string, unknown> }): string {
  return error.params.pattern === NO_CONTROL_CHARACTERS ? CONTROL_CHARACTER_MESSAGE : (error.message ?? 'is invalid');
}

/**
 * TRUST_PROXY as Fastify wants it. A hop count becomes "the n addresses nearest to us are
 * proxies" (Fastify itself refuses hop counts); it assumes the server is reachable only through
 * those proxies, which is why a list of their addresses is the safer setting.
 */
function proxyTrust(setting: Config['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

/** The whole HTTP application; main.ts and the tests both build it. */
export interface RouteInfo {
  method: string;
  url: string;
  /** Hidden from the OpenAPI document (static files, the docs UI itself). */
  hidden: boolean;
  /** What a secured call needs (server/access/routeAccess.ts); undefined outside /rest/. */
  access: RouteAccess | undefined;
}

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  routes: RouteInfo[];
  /** Which connections carry work under way, for a graceful stop (web/stop.ts). */
  connections: ConnectionTracker;
}

export async function buildApp(deps: AppDeps): Promise<BuiltApp> {
  const { db } = deps;
  const config = await withEmbeddedUploadSecret(db, deps.config);
  configurePasswordHashing(config.passwordHashThreads);
  const clock = deps.clock ?? systemClock;
  const requestTimeout = config.requestTimeoutSeconds * 1000;
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    ...serverLimits(config),
    // main.ts hands over the server it opened before the database (web/earlyServer.ts).
    ...(deps.serverFactory === undefined ? {} : { serverFactory: deps.serverFactory }),
    bodyLimit: BODY_LIMIT,
    trustProxy: proxyTrust(config.trustProxy),
    genReqId: () => crypto.randomUUID(),
    return503OnClosing: true,
    logController: new RequestLog(),
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false } },
    schemaErrorFormatter: (errors, dataVar) => new Error(errors.map((e) => `${dataVar}${e.instancePath} ${fieldMessage(e)}`).join(', ')),
  });

  const live = await startLive({
    db,
    clock,
    limits: config.live,
    version: config.version,
    log: app.log,
    bus: deps.liveBus ?? ((onGap) => defaultBus(db, config.databaseUrl, onGap)),
  });
  // Open streams would hold the server open: they end first, and their clients reconnect elsewhere.
  app.addHook('preClose', async () => live.hub.closeAll());
  app.addHook('onClose', async () => live.close());
  // §4 live: a server that starts with a new version (a deployment) tells the tabs held by the
  // servers still on the old one, so their update banner need not wait for the 30-second check.
  app.addHook('onListen', async () => live.publish({ t: 'version', v: config.version }));
  const ctx: AppContext = {
    config,
    db,
    clock,
    startedAt: clock.now(),
    keys: deps.keys ?? (await loadServerKeys(db, config)),
    dummyHash: dummyHashFactory(),
    live,
    mailer: makeMailer({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, db, clock }),
    background: background(app.log),
    ...(deps.media === undefined ? {} : { media: deps.media }),
  };
  logMailer(ctx.mailer, app.log);
  // Mail still being handed over finishes before the database closes.
  app.addHook('onClose', () => ctx.background.settled());

  const routes: RouteInfo[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      const schema = route.schema as { hide?: boolean } | undefined;
      routes.push({
        method,
        url: route.url,
        hidden: schema?.hide === true || route.url.startsWith('/docs'),
        access: route.config?.access,
      });
    }
  });

  const connections = trackConnections(app);
  registerBodyDeadline(app, requestTimeout);
  registerFront(app, config);
  await registerDocs(app, config.version);
  describeOperations(app);

  // A /rest/ path outside a service route (a GET-only path posted to) still answers an envelope (§8.1).
  app.setErrorHandler((error, request, reply) => answerError(reply, error, request.url.startsWith('/rest/') ? envelopeError : plainError));

  await app.register(appConfigRoutes, { config });
  await app.register(healthRoutes, {
    db,
    dataDir: config.dataDir,
    minFreeBytes: config.readyMinFreeBytes,
    maxDescriptorPercent: config.readyMaxDescriptorPercent,
  });
  await app.register(jwksRoutes, { signing: ctx.keys.signing });
  await app.register(oauthRoutes, { ctx });
  await app.register(serviceRoutes, { ctx });
  await app.register(accountRoutes, { ctx });
  await app.register(mediaRoutes, { ctx });
  const { sendIndex } = await registerSpa(app, { staticDir: config.staticDir, passwordLinks: config.passwordLinks });

  app.setNotFoundHandler((request, reply) => {
    if (wantsSpaPage(request)) {
      return sendIndex ? sendIndex(reply) : reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
    }
    const message = `Not found: ${request.method} ${request.url.split('?')[0] ?? ''}`;
    if (request.url.startsWith('/rest/')) return reply.code(404).send(failed(message, 'not_found'));
    if (request.url.startsWith('/oauth/')) return reply.code(404).send({ error: 'not_found', error_description: message });
    return reply.code(404).send({ statusCode: 404, error: 'Not Found', message });
  });

  await app.ready();
  return { app, ctx, routes, connections };
}
