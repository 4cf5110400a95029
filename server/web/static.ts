import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { styleNonceFor } from './headers';
import { isApiPath, renderIndex, REVALIDATE } from './page';

export { isApiPath, renderIndex, REVALIDATE, wantsSpaPage } from './page';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
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

export interface SpaOptions {
  staticDir: string;
  /** Off: the page's first script drops a sign-in link's password instead of handing it to the app. */
  passwordLinks?: boolean;
}

/** Serves the built SPA from staticDir; without a build the API still runs. */
export interface Spa {
  built: boolean;
  /** Answers with index.html (client-side routes, §2); present when built. */
  sendIndex?: (reply: FastifyReply) => Promise<FastifyReply>;
}

export async function registerSpa(app: FastifyInstance, opts: SpaOptions): Promise<Spa> {
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
  const indexFile = path.join(root, 'index.html');
  const sendIndex = async (reply: FastifyReply) => {
    const page = renderIndex(await fs.promises.readFile(indexFile, 'utf8'), styleNonceFor(reply), {
      passwordLinks: opts.passwordLinks !== false,
    });
    return reply.header('Cache-Control', REVALIDATE).type('text/html; charset=utf-8').send(page);
  };
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  // The service worker precaches the page by this name: it gets its nonce like any other copy.
  app.get('/index.html', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  return { built, sendIndex };
}
