import fs from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EMBEDDED_CDN_PATH } from '../config';
import type { AppContext } from '../context';
import { parseRange } from './byteRange';
import { cookiesAllow, parseCookies, policyLogin } from './cdnCookies';
import type { ObjectFiles } from './objectFiles';
import { findObject } from './objectRepository';

/** Images, audio and video play inline; anything else is only ever downloaded. */
const INLINE_TYPES = /^(image|video|audio)\//;

/**
 * The embedded CDN: `GET|HEAD /cdn/<key>` serves a stored object only to a request carrying
 * valid CloudFront-style signed cookies for `${CDN_URL}/<key>` (§3 preSignedCookie, §9 15 minutes);
 * anything else is 403, as CloudFront answers. Byte ranges for seeking, ETag and Last-Modified
 * revalidation, private caching.
 */
export async function cdnRoutes(app: FastifyInstance, opts: { ctx: AppContext; files: ObjectFiles }): Promise<void> {
  const { ctx, files } = opts;
  // An uploaded page or SVG opened directly must not run as this origin.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Content-Security-Policy', "sandbox; default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'");
    return payload;
  });
  const handler = (request: FastifyRequest, reply: FastifyReply) => serve(ctx, files, request, reply);
  // HEAD has its own route: Fastify's derived one would answer Content-Length: 0.
  app.get(`${EMBEDDED_CDN_PATH}/*`, { schema: { hide: true }, exposeHeadRoute: false }, handler);
  app.head(`${EMBEDDED_CDN_PATH}/*`, { schema: { hide: true } }, handler);
}

async function serve(ctx: AppContext, files: ObjectFiles, request: FastifyRequest, reply: FastifyReply) {
  const rawPath = request.url.slice(EMBEDDED_CDN_PATH.length + 1);
  const resource = `${ctx.config.cdnUrl}/${rawPath}`;
  const cookies = parseCookies(request.headers.cookie);
  if (!cookiesAllow(cookies, resource, request.ip, ctx.keys.cloudFront, ctx.clock.now())) return refuse(reply);
  let key: string;
  try {
    key = decodeURIComponent(rawPath.split('?')[0] ?? '');
  } catch {
    return refuse(reply);
  }
  // No stored key holds a control character, and a NUL cannot even be asked of the database.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(key)) return notFound(reply);
  if (!(await loginLive(ctx, policyLogin(cookies), key))) return refuse(reply);
  const object = await findObject(ctx.db, key);
  if (object === null) return notFound(reply);
  const etag = `"${object.etag}"`;
  reply
    .header('Cache-Control', 'private, max-age=3600')
    .header('ETag', etag)
    .header('Last-Modified', object.createdAt.toUTCString())
    .header('Accept-Ranges', 'bytes')
    .header('Vary', 'Cookie');
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')) {
    return reply.code(304).send();
  }
  reply.type(object.contentType);
  if (!INLINE_TYPES.test(object.contentType)) reply.header('Content-Disposition', 'attachment');
  const ifRange = request.headers['if-range'];
  const range = ifRange === undefined || ifRange === etag ? parseRange(request.headers.range, object.size) : null;
  if (range === 'unsatisfiable') {
    return reply
      .code(416)
      .header('Content-Range', `bytes */${object.size}`)
      .type('text/plain; charset=utf-8')
      .send('Range not satisfiable');
  }
  const { start, end } = range ?? { start: 0, end: object.size - 1 };
  if (range !== null) reply.code(206).header('Content-Range', `bytes ${start}-${end}/${object.size}`);
  reply.header('Content-Length', String(Math.max(0, end - start + 1)));
  if (request.method === 'HEAD' || object.size === 0) return reply.send();
  const path = files.pathOf(object.customerId, object.key);
  const handle = await fs.promises.open(path, 'r').catch(() => null);
  if (handle === null) {
    request.log.error({ key: object.key }, 'stored object has no file');
    reply.removeHeader('Content-Length');
    return notFound(reply);
  }
  return reply.send(handle.createReadStream({ start, end }));
}

/** How long a login's answer is reused: a seek fires many range requests in a row. */
const LOGIN_CHECK_MS = 5_000;
const LOGIN_CHECKS_KEPT = 10_000;
const loginChecks = new Map<string, { live: boolean; until: number }>();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether the login the cookies were issued to may still read the organisation of `key`: the
 * login not ended, the user active, their membership there not locked. Cookies may outlive all
 * three by their 15 minutes (§9), so without this a logout, a deactivation or a lock would leave
 * media readable until then.
 */
async function loginLive(ctx: AppContext, login: string | null, key: string): Promise<boolean> {
  const customerId = /^customers\/(\d{1,9})\//.exec(key)?.[1];
  if (login === null || !UUID.test(login) || customerId === undefined) return false;
  const now = ctx.clock.now();
  const cacheKey = `${login} ${customerId}`;
  const cached = loginChecks.get(cacheKey);
  if (cached !== undefined && cached.until > now.getTime()) return cached.live;
  const rows = await ctx.db.query(
    `SELECT 1 FROM refresh_families f JOIN users u ON u.id = f.user_id
      WHERE f.id = $1::uuid AND f.revoked_at IS NULL AND f.expires_at > $3 AND u.is_active
        AND EXISTS (SELECT 1 FROM customer_users cu WHERE cu.user_id = u.id AND cu.customer_id = $2::int AND NOT cu.is_locked)`,
    [login, Number(customerId), now],
  );
  if (loginChecks.size >= LOGIN_CHECKS_KEPT) loginChecks.clear();
  loginChecks.set(cacheKey, { live: rows.length > 0, until: now.getTime() + LOGIN_CHECK_MS });
  return rows.length > 0;
}

function refuse(reply: FastifyReply) {
  return reply.code(403).type('text/plain; charset=utf-8').header('Cache-Control', 'no-store').send('Forbidden');
}

function notFound(reply: FastifyReply) {
  return reply.code(404).type('text/plain; charset=utf-8').header('Cache-Control', 'no-store').send('Not found');
}
