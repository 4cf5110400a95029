import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
export const NEVER_STORE = 'no-cache, no-store';

export const NOT_BUILT_MESSAGE = 'The web app has not been built: run `npm run build`, then restart the server. The API is available.';

/** A content hash in the file name (main.3f9a1c2b.js, 812.a1b2c3d4e5.chunk.js). */
const HASHED_NAME = /\.[0-9a-f]{8,}\.[A-Za-z0-9]+$|\.[0-9a-f]{8,}\.chunk\.[A-Za-z0-9]+$/;

/**
 * Caching of the SPA's files: hashed assets never change, so browsers keep them for a year;
 * everything else is revalidated, and the service worker is never stored so that a new
 * version is found on the next check (§4).
 */
export function cacheControlFor(urlPath: string): string {
  const name = path.posix.basename(urlPath);
  if (name === 'sw.js') return NEVER_STORE;
  if (urlPath.startsWith('/static/') || HASHED_NAME.test(name)) return IMMUTABLE;
  return REVALIDATE;
}

export function isApiPath(url: string): boolean {
  return /^\/(rest|oauth|api)(\/|$|\?)/.test(url);
}

export interface SpaOptions {
  staticDir: string;
}

/** Serves the built SPA from staticDir; without a build the API still runs. */
export async function registerSpa(app: FastifyInstance, opts: SpaOptions): Promise<{ built: boolean }> {
  const root = path.resolve(opts.staticDir);
  const built = fs.existsSync(path.join(root, 'index.html'));
  if (!built) {
    app.get('/', { schema: { hide: true } }, (_request, reply) =>
      reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE),
    );
    return { built };
  }
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    index: false,
    wildcard: true,
    cacheControl: false,
    dotfiles: 'ignore',
    // The wildcard route serves files only; API paths never reach the disk.
    allowedPath: (pathName) => !isApiPath(pathName),
    setHeaders: (res, filePath) => {
      const relative = '/' + path.relative(root, filePath).split(path.sep).join('/');
      res.header('Cache-Control', cacheControlFor(relative));
    },
  });
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  return { built };
}

export function sendIndex(reply: FastifyReply): FastifyReply {
  return reply.header('Cache-Control', REVALIDATE).sendFile('index.html');
}

/** Client-side routes (§2) are answered with index.html when the browser asks for a page. */
export function wantsSpaPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (isApiPath(request.url)) return false;
  // Only navigations: a missing script or image must stay a 404, not turn into HTML.
  return (request.headers.accept ?? '').includes('text/html');
}
