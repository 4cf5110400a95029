import crypto from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { LiveEvent, MenuCounts } from '../../contract';
import { customerDetails } from '../auth/accounts';
import type { Clock } from '../clock';
import type { LiveLimits } from '../config';
import type { Queryable } from '../db/port';
import { readMenuCounts } from '../content/menuCounts';
import { readCommentNotice } from '../review/commentNotice';
import type { LiveNotice } from './notice';
import { SSE_HEARTBEAT, sseEvent } from './sse';

/** Who holds a stream: taken from its verified access token. */
export interface StreamOwner {
  userId: number;
  familyId: string;
  customerId: number | null;
  customerUserId: number | null;
  /** Whether the owner's role may read the menu counts (inbox.view, §6). */
  seesCounts: boolean;
  /** Whether the owner looks after the organisation's media (content manager): told of every item's processing. */
  managesMedia?: boolean;
}

interface OpenStream extends StreamOwner {
  res: ServerResponse;
  /** Epoch ms when its access token expires; the stream ends then unless renewed by a reconnect. */
  expiresAt: number;
  /** Ends the stream at expiresAt (the heartbeat also checks, for a clock moved by hand). */
  expiry: NodeJS.Timeout;
}

export interface StreamCounts {
  login: number;
  user: number;
  total: number;
}

export interface LiveHub {
  /** Registers a stream whose headers are written; 'capped' when its user holds too many. */
  open(owner: StreamOwner, expiresAt: number, res: ServerResponse): Promise<'opened' | 'capped'>;
  /** Acts on a notice from the bus: sends events to the streams it concerns. */
  deliver(notice: LiveNotice): Promise<void>;
  count(owner: Pick<StreamOwner, 'userId' | 'familyId'>): StreamCounts;
  /** Ends every stream (the server is stopping, or it may have missed notices). */
  closeAll(): void;
  stop(): void;
}

/**
 * The streams this server holds. Nothing is queued per stream beyond the socket's own buffer,
 * capped at `maxBufferedBytes`: a reader that falls behind is dropped, and its client resyncs
 * from the `stream.ready` event of its next connection.
 */
export function createLiveHub(deps: {
  db: Queryable;
  clock: Clock;
  limits: LiveLimits;
  /** The version of the SPA this server hands out (Config.version). */
  version: string;
}): LiveHub {
  const { db, clock, limits } = deps;
  const streams = new Set<OpenStream>();
  const byUser = new Map<number, Set<OpenStream>>();
  // Ids are unique per server start; a reconnect's Last-Event-ID is never replayed from (no
  // history is kept), the ready event resyncs instead.
  const boot = crypto.randomBytes(4).toString('hex');
  let sequence = 0;

  const remove = (stream: OpenStream) => {
    clearTimeout(stream.expiry);
    streams.delete(stream);
    const own = byUser.get(stream.userId);
    own?.delete(stream);
    if (own?.size === 0) byUser.delete(stream.userId);
  };
  const end = (stream: OpenStream) => {
    remove(stream);
    stream.res.end();
  };
  const write = (stream: OpenStream, chunk: string) => {
    if (stream.res.writableLength > limits.maxBufferedBytes) {
      remove(stream);
      stream.res.destroy();
      return;
    }
    stream.res.write(chunk);
  };
  const send = (stream: OpenStream, event: LiveEvent) => write(stream, sseEvent(`${boot}-${++sequence}`, event));
  /** The counts alone: search filters are the counts call's business, not an event's. */
  const countsOf = async (customerUserId: number, customerId: number | null): Promise<MenuCounts> => {
    const { searchFilters: _filters, ...counts } = await readMenuCounts(db, customerUserId, customerId);
    return counts;
  };
  const matching = (test: (stream: OpenStream) => boolean) => [...streams].filter(test);

  const heartbeat = setInterval(() => {
    const now = clock.now().getTime();
    for (const stream of [...streams]) {
      if (now >= stream.expiresAt) end(stream);
      else write(stream, SSE_HEARTBEAT);
    }
  }, limits.heartbeatMs);
  heartbeat.unref();

  return {
    async open(owner, expiresAt, res) {
      const own = byUser.get(owner.userId) ?? new Set<OpenStream>();
      if (own.size >= limits.maxStreamsPerUser) return 'capped';
      // An access token that expires without a refresh ends its stream then, not at the next heartbeat.
      const expiry = setTimeout(() => streams.has(stream) && end(stream), Math.max(0, expiresAt - clock.now().getTime()));
      expiry.unref();
      const stream: OpenStream = { ...owner, res, expiresAt, expiry };
      own.add(stream);
      byUser.set(owner.userId, own);
      streams.add(stream);
      res.once('close', () => remove(stream));
      const counts = owner.seesCounts && owner.customerUserId !== null ? await countsOf(owner.customerUserId, owner.customerId) : null;
      if (streams.has(stream)) send(stream, { type: 'stream.ready', counts });
      return 'opened';
    },

    async deliver(notice) {
      switch (notice.t) {
        case 'counts': {
          const wanted = new Set(notice.cu);
          const concerned = matching((s) => s.seesCounts && s.customerUserId !== null && wanted.has(s.customerUserId));
          const members = new Map(concerned.map((s) => [s.customerUserId as number, s.customerId]));
          // One read per member, however many of their streams this server holds.
          const counts = new Map(
            await Promise.all([...members].map(async ([id, customerId]) => [id, await countsOf(id, customerId)] as const)),
          );
          for (const stream of concerned) {
            if (streams.has(stream)) send(stream, { type: 'counts.changed', counts: counts.get(stream.customerUserId as number)! });
          }
          return;
        }
        case 'permissions': {
          const members = notice.cu === undefined ? null : new Set(notice.cu);
          const concerned = (s: OpenStream) =>
            (notice.c === null || s.customerId === notice.c) &&
            (members === null || (s.customerUserId !== null && members.has(s.customerUserId)));
          for (const stream of matching(concerned)) send(stream, { type: 'permissions.changed' });
          return;
        }
        case 'customer': {
          const concerned = matching((s) => s.customerId === notice.c);
          if (concerned.length === 0) return;
          const customer = await customerDetails(db, notice.c);
          if (customer === null) return;
          for (const stream of concerned) if (streams.has(stream)) send(stream, { type: 'customer.changed', customer });
          return;
        }
        case 'locked':
          for (const stream of matching((s) => s.customerUserId === notice.cu)) {
            send(stream, { type: 'membership.locked', customerId: notice.c });
            end(stream);
          }
          return;
        case 'revoked': {
          const families = notice.f === null ? null : new Set(notice.f);
          for (const stream of matching((s) => s.userId === notice.u && (families === null || families.has(s.familyId)))) {
            send(stream, { type: 'session.revoked', reason: notice.r });
            end(stream);
          }
          return;
        }
        case 'media': {
          const concerned = matching((s) => s.customerId === notice.c && (s.userId === notice.u || s.managesMedia === true));
          for (const stream of concerned)
            send(stream, { type: 'media.processing', key: notice.k, state: notice.s, progress: notice.p, error: notice.e });
          return;
        }
        case 'review': {
          const wanted = new Set(notice.cu);
          const concerned = matching((s) => s.customerUserId !== null && wanted.has(s.customerUserId));
          if (concerned.length === 0) return;
          const comment = await readCommentNotice(db, notice.i);
          if (comment === null) return;
          for (const stream of concerned) {
            if (!streams.has(stream)) continue;
            const reader = stream.customerUserId as number;
            send(stream, {
              type: 'review.commented',
              programId: comment.programId,
              version: comment.version,
              commentId: notice.i,
              by: comment.by,
              program: comment.program,
              at: comment.at,
              asAuthor: comment.authorId === reader,
              mentioned: comment.mentioned.includes(reader),
            });
          }
          return;
        }
        case 'render':
          for (const stream of matching((s) => s.customerId === notice.c && s.userId === notice.u))
            send(stream, {
              type: 'program.render',
              programId: notice.p,
              version: notice.v,
              state: notice.s,
              progress: notice.g,
              error: notice.e,
            });
          return;
        case 'version':
          // A server announcing the version this one hands out (a scale-out, a restart) is no news.
          if (notice.v === deps.version) return;
          for (const stream of [...streams]) send(stream, { type: 'version.available', version: notice.v });
          return;
      }
    },

    count({ userId, familyId }) {
      const own = [...(byUser.get(userId) ?? [])];
      return { login: own.filter((s) => s.familyId === familyId).length, user: own.length, total: streams.size };
    },

    closeAll() {
      for (const stream of [...streams]) end(stream);
    },

    stop() {
      clearInterval(heartbeat);
    },
  };
}
