import http from 'node:http';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route takes long bodies (uploads to the embedded object store): its body is bounded by
     * UPLOAD_TIMEOUT_SECONDS, and the route itself refuses one that pauses (receiveUpload.ts).
     */
    longBody?: true;
  }
}

const BODY = JSON.stringify({ statusCode: 408, error: http.STATUS_CODES[408], message: 'Client Timeout' });
/** What Node itself answers when its request timeout strikes, with Fastify's body. */
const TIMED_OUT =
  'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n' +
  `Content-Length: ${Buffer.byteLength(BODY)}\r\n\r\n${BODY}`;

/**
 * Node's request timeout is one figure for the whole server, and an upload of a few gigabytes
 * needs far more than the 30 s an ordinary call gets. So Node's figure is the upload timeout
 * (server/app.ts), and every request whose route is not marked `longBody` is held here to
 * `timeoutMs`: a body still incomplete then is answered 408 and its connection closed, as Node
 * does itself. The timer starts once the headers are in (they have their own, shorter timeout).
 */
export function registerBodyDeadline(app: FastifyInstance, timeoutMs: number): void {
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    if (raw.complete || request.routeOptions.config?.longBody === true) return done();
    const timer = setTimeout(() => {
      if (raw.complete) return;
      const socket = raw.socket;
      if (socket.destroyed) return;
      request.log.info({ timeoutMs }, 'request body timed out');
      if (!reply.raw.headersSent && socket.writable) socket.end(TIMED_OUT, () => socket.destroy());
      else socket.destroy();
    }, timeoutMs);
    timer.unref();
    reply.raw.once('close', () => clearTimeout(timer));
    done();
  });
}
