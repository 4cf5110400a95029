import crypto from 'node:crypto';
import Fastify, { type FastifyServerFactory } from 'fastify';
import type { Config } from '../config';
import { sendUnavailable } from './errorAnswer';
import { loggerOptions, RequestLog } from '../logging';
import { HEALTH_PATHS } from './healthRoutes';
import type { FirstServer } from './firstAnswers';
import { registerFront } from './front';
import { logClosedConnections } from './descriptors';
import { serverLimits } from './serverOptions';
import { NOT_BUILT_MESSAGE, registerSpa, wantsSpaPage } from './static';

/** What answers until the application takes the port over. */
export interface EarlyServer {
  /** Hands the port to the application: its `listen` starts serving at once (AppDeps.serverFactory). */
  takeOver: FastifyServerFactory;
  /** Stops listening when the application never took over (a stop while the database opens). */
  close(): Promise<void>;
}

/**
 * Answers on the port web/firstAnswers.ts opened while the database opens, which takes seconds
 * (PGlite replays its files): the page and its files need no database, so a browser gets /login
 * and the app at once, and every other call answers 503 with Retry-After — a transient state,
 * never a 500 (§8) — until the application, built on the open database, takes the server over.
 */
export async function serveWhileOpening(config: Config, first: FirstServer): Promise<EarlyServer> {
  const { server } = first;
  let earlyHandler: Parameters<FastifyServerFactory>[0] | undefined;
  const early = Fastify({
    logger: loggerOptions(config.logLevel),
    ...serverLimits(config),
    genReqId: () => crypto.randomUUID(),
    logController: new RequestLog(),
    serverFactory: (handler) => {
      earlyHandler = handler;
      return server;
    },
  });
  registerFront(early, config);
  // The process answers; readiness (the database) is the application's /readyz, until then a 503.
  early.get(HEALTH_PATHS.live, async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));
  const { sendIndex } = await registerSpa(early, { staticDir: config.staticDir, passwordLinks: config.passwordLinks });
  early.setNotFoundHandler((request, reply) => {
    if (!wantsSpaPage(request)) return sendUnavailable(reply);
    return sendIndex ? sendIndex(reply) : reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
  });
  await early.ready();
  if (earlyHandler) first.handTo(earlyHandler);
  early.log.info({ address: server.address(), maxConnections: first.cap?.connections ?? null }, 'listening; opening the database');
  if (first.cap !== null) logClosedConnections(first.cap.closed, first.cap.connections, early.log);

  const earlyClientErrors = server.listeners('clientError');
  return {
    takeOver: (handler) => {
      // Fastify's listen becomes the hand-over: the port is open already, so it swaps who answers.
      server.listen = (() => {
        for (const listener of earlyClientErrors) server.off('clientError', listener as (...args: unknown[]) => void);
        first.handTo(handler);
        process.nextTick(() => server.emit('listening'));
        return server;
      }) as typeof server.listen;
      return server;
    },
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await early.close();
    },
  };
}
