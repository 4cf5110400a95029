import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** A body still arriving this long after a stop began is cut; an honest client has sent it by then. */
export const BODY_GRACE_MS = 1_500;
/** After this long, a stop closes every connection still open, whatever it is doing. */
export const FORCE_CLOSE_AFTER_MS = 8_000;

export interface ConnectionTracker {
  /** Destroys every connection that has no request whose body has fully arrived; returns how many. */
  cutStalled(): number;
}

/**
 * Knows which connections carry a request being handled. A graceful stop lets handlers finish,
 * but a client that never finishes its body or its headers (slowly or on purpose) would hold
 * the stop until the request timeout; such requests have done nothing yet, so the stop cuts them.
 */
export function trackConnections(app: FastifyInstance): ConnectionTracker {
  const open = new Set<Socket>();
  const handling = new Map<Socket, number>();
  app.server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => {
      open.delete(socket);
      handling.delete(socket);
    });
  });
  const settle = (socket: Socket) => {
    const left = (handling.get(socket) ?? 1) - 1;
    if (left > 0) handling.set(socket, left);
    else handling.delete(socket);
  };
  app.addHook('preHandler', async (request, reply) => {
    // The body has been read and parsed: from here on the request is work under way, until its
    // answer is sent (the response's 'close'; the request's own fires once its body is read).
    const socket = request.raw.socket;
    handling.set(socket, (handling.get(socket) ?? 0) + 1);
    reply.raw.once('close', () => settle(socket));
  });
  return {
    cutStalled() {
      let cut = 0;
      for (const socket of open) {
        if (handling.has(socket)) continue;
        socket.destroy();
        cut += 1;
      }
      return cut;
    },
  };
}

/**
 * Stops accepting, cuts connections without a request being handled after BODY_GRACE_MS
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
