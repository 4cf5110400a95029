import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** A body still arriving this long after a stop began is cut; an honest client has sent it by then. */
export const BODY_GRACE_MS = 1_500;
/** After this long, a stop closes every connection still open, whatever it is doing. */
export const FORCE_CLOSE_AFTER_MS = 5_000;

/**
 * Remembers requests whose body is still arriving. A graceful stop lets handlers finish, but a
 * client that never finishes its body (slowly or on purpose) would hold the stop until the
 * request timeout; such requests have done nothing yet, so the stop cuts them after a short grace.
 */
export function trackArrivingRequests(app: FastifyInstance): { cutIncomplete(): number } {
  const arriving = new Set<IncomingMessage>();
  app.addHook('onRequest', async (request) => {
    const raw = request.raw;
    if (raw.complete) return;
    arriving.add(raw);
    const forget = () => arriving.delete(raw);
    raw.once('end', forget);
    raw.once('close', forget);
  });
  return {
    cutIncomplete() {
      let cut = 0;
      for (const raw of arriving) {
        if (raw.complete) continue;
        raw.socket.destroy();
        cut += 1;
      }
      arriving.clear();
      return cut;
    },
  };
}

/**
 * Stops accepting, cuts requests still sending their body after BODY_GRACE_MS, waits for
 * handlers under way, and
 * after FORCE_CLOSE_AFTER_MS closes whatever connection is left (half-sent headers, a client
 * that never reads), so the database can still be closed cleanly well within 10 s.
 */
export async function closeServer(app: FastifyInstance, arriving: { cutIncomplete(): number }): Promise<{ cut: number; forced: boolean }> {
  const closing = app.close();
  let cut = 0;
  let forced = false;
  const timers = [
    setTimeout(() => (cut = arriving.cutIncomplete()), BODY_GRACE_MS),
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
