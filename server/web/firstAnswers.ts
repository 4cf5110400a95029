import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import type { Config } from '../config';
import { renderIndex, REVALIDATE, wantsSpaPage } from './page';
import { capConnections, connectionCap, descriptorLimit } from './descriptors';
import { securityHeaders } from './securityHeaders';
import { serverLimits } from './serverOptions';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** The port, open, and the hand-over of its requests to whoever answers them next. */
export interface FirstServer {
  server: http.Server;
  /** The connections it holds at most (web/descriptors.ts) and how many it closed at that cap; null without a descriptor limit. */
  cap: { connections: number; closed: () => number } | null;
  /** From now on `handler` answers; the requests held so far go to it, in their order. */
  handTo(handler: Handler): void;
}

/**
 * Opens the port the moment the process starts, before Fastify and the database are loaded:
 * a browser asking for a page gets index.html at once (it needs neither), and every other
 * request is held — not refused — until web/earlyServer.ts hands it to Fastify a moment later.
 */
export async function listenFirst(config: Config): Promise<FirstServer> {
  const limits = serverLimits(config);
  const server = http.createServer({ ...limits.http, keepAliveTimeout: limits.keepAliveTimeout });
  server.setTimeout(limits.connectionTimeout);
  const limit = descriptorLimit();
  const cap = limit === null ? null : { connections: connectionCap(limit), closed: () => 0 };
  if (cap !== null) cap.closed = capConnections(server, cap.connections);
  const indexFile = path.join(path.resolve(config.staticDir), 'index.html');
  const index = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null;
  const headerOptions = {
    hsts: config.publicUrl.startsWith('https://'),
    imageOrigins: config.media.cdnEmbedded ? [] : [new URL(config.cdnUrl).origin],
  };
  const held: [IncomingMessage, ServerResponse][] = [];
  let current: Handler = (request, response) => {
    if (index === null || !wantsSpaPage(request)) {
      held.push([request, response]);
      return;
    }
    const nonce = randomBytes(16).toString('base64');
    const page = renderIndex(index, nonce, { passwordLinks: config.passwordLinks });
    response.writeHead(200, {
      ...securityHeaders(request.url ?? '/', { ...headerOptions, styleNonce: nonce }),
      'X-Request-Id': randomUUID(),
      'Cache-Control': REVALIDATE,
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': Buffer.byteLength(page),
    });
    response.end(request.method === 'HEAD' ? undefined : page);
  };
  server.on('request', (request, response) => current(request, response));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port: config.port, host: config.host }, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    server,
    cap,
    handTo(handler) {
      current = handler;
      for (const [request, response] of held.splice(0)) if (!response.destroyed) handler(request, response);
    },
  };
}
