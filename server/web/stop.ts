import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** A body still arriving this long after a stop began is cut; an honest client has sent it by then. */
export const BODY_GRACE_MS = 1_500;
/** After this long, a stop closes every connection still open, whatever it is doing. */
export const FORCE_CLOSE_AFTER_MS = 8_000;

export interface ConnectionTracker {
  /** Destroys every connection without a fully arrived request; returns how many. */
  cutStalled(): number;
}

/**
 * Knows which connections carry a request that has fully arrived. A graceful stop lets such
 * requests finish, but a client that never finishes its body or its headers (slowly or on
 * purpose) would hold the stop until the request timeout; those requests have done nothing
 * yet, so the stop cuts them.
 */
export function trackConnections(app: FastifyInstance): ConnectionTracker {
  const open = new Set<Socket>();
  const current = new Map<Socket, IncomingMessage>();
  app.server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => {
      open.delete(socket);
      current.delete(socket);
    });
  });
  app.addHook('onRequest', async (request, reply) => {
    const socket = request.raw.socket;
    current.set(socket, request.raw);
    // Until its answer is sent (the request's own 'close' fires once its body is read).
    reply.raw.once('close', () => {
      if (current.get(socket) === request.raw) current.delete(socket);
    });
  });
  return {
    cutStalled() {
      let cut = 0;
      for (const socket of open) {
        if (current.get(socket)?.complete === true) continue;
        socket.destroy();
        cut += 1;
      }
      return cut;
    },
  };
}

/**
 * Stops accepting, cuts connections without a fully arrived request after BODY_GRACE_MS
 * (bodies or headers still arriving, idle keep-alives), waits for handlers under way, and after
 * FORCE_CLOSE_AFTER_MS closes whatever is left, so the database still closes within 10 s.
 */
export async function closeServer(app: FastifyInstance, connections: ConnectionTracker): Promise<{ cut: number; forced: boolean }> {
  const closing = app.close();
  let cut = 0;
  let forced = false;
  const timers = [
    setTimeout(() => (cut = connections.cutStalled()), BODY_GRACE_MS),
    setTimeout(() => {
      forced = true;
      app.server.closeAllConnections();
    }, FORCE_CLOSE_AFTER_MS),
  ];
  try {
    await closing;
  } finally {
    for (const timer of timers) clearTimeout(timer);
  }
  return { cut, forced };
}
