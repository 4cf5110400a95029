import type { FastifyInstance } from 'fastify';
import { API_PATHS, ROLE } from '../../contract';
import { holdsAnyPermission } from '../access/permissionRepository';
import { signedIn } from '../access/routeAccess';
import { requireCaller } from '../auth/guard';
import type { AppContext } from '../context';
import { ServiceFailure, Unavailable } from '../errors';
import { ok } from '../kit/envelope';
import { sseRetry } from './sse';

export const TOO_MANY_STREAMS = 'Too many open live-update streams for this user';
export const SERVER_STREAMS_FULL = 'This server holds all the live-update streams it may; try again shortly';
/** The wait a client is told to take before reconnecting after the server ends its stream. */
const RECONNECT_HINT_MS = 1000;

/** Epoch ms of a verified bearer token's `exp` (the guard has checked its signature already). */
function tokenExpiry(authorization: string | undefined): number {
  const payload = authorization?.split(' ')[1]?.split('.')[1] ?? '';
  const exp = (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown }).exp;
  if (typeof exp !== 'number') throw new ServiceFailure(401, 'Invalid access token');
  return exp * 1000;
}

/**
 * The live-update stream (server-sent events) and how many streams the caller holds. The
 * stream is authorised like any secured call, ends when its access token expires (the client
 * reconnects with the refreshed one) or its login ends, and sends a heartbeat comment so
 * proxies keep it open.
 */
export async function liveStreamRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { ctx } = opts;
  app.get(
    API_PATHS.liveStream,
    {
      config: signedIn,
      schema: {
        tags: ['live'],
        summary: 'Live updates of the signed-in user as text/event-stream; the first event resyncs (counts)',
        headers: { type: 'object', properties: { 'last-event-id': { type: 'string', maxLength: 200 } } },
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const expiresAt = tokenExpiry(request.headers.authorization);
      const seesCounts = caller.customerUserId !== null && (await holdsAnyPermission(ctx.db, caller, ['inbox.view']));
      const owner = {
        userId: caller.userId,
        familyId: caller.familyId,
        customerId: caller.customerId,
        customerUserId: caller.customerUserId,
        seesCounts,
        managesMedia: caller.roles.includes(ROLE.manager),
      };
      const counts = ctx.live.hub.count(owner);
      if (counts.user >= ctx.config.live.maxStreamsPerUser) throw new ServiceFailure(429, TOO_MANY_STREAMS);
      // Every stream holds a socket for as long as its token lives: the sum is bounded too, and
      // the client falls back on polling the counts meanwhile.
      if (counts.total >= ctx.config.live.maxStreams) throw new Unavailable(SERVER_STREAMS_FULL);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
        connection: 'keep-alive',
      });
      res.write(sseRetry(RECONNECT_HINT_MS));
      // Small events must leave at once, not wait for Nagle.
      request.raw.socket.setNoDelay(true);
      if ((await ctx.live.hub.open(owner, expiresAt, res)) === 'capped') res.end();
    },
  );

  app.get(
    API_PATHS.liveStreams,
    {
      config: signedIn,
      schema: { tags: ['live'], summary: 'How many live-update streams the caller’s login and user hold (one per browser)' },
    },
    async (request) => {
      const caller = requireCaller(request);
      const { login, user } = ctx.live.hub.count(caller);
      return ok({ login, user });
    },
  );
}
