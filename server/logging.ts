import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { isProbe } from './web/healthRoutes';
import { canonicalPath } from './web/canonicalPath';

export { canonicalPath };

/** Fields that must never reach a log line, wherever they appear. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.refresh_token',
  '*.access_token',
  '*.token',
  'body.password',
  'body.refresh_token',
  'body.access_token',
  'body.token',
];

// code and state: an identity provider's answer to the single sign-on callback, which a thief
// could redeem while it is fresh.
const SECRET_QUERY = /([?&](?:password|token|refresh_token|access_token|code|state|session_state|id_token)=)[^&]*/gi;

/**
 * The first segment of a login route as some router may still read it: `login`, or `login`
 * followed by anything but a letter or digit (`/login./`, `/login%20/`, `/login;a/`), since
 * servers and proxies differ on dots, spaces and matrix parameters in a segment.
 */
const LOGIN_SEGMENT = '\\/login(?:[^a-z0-9/][^/]*)?\\/';
const CREDENTIAL_LOGIN = new RegExp(`^${LOGIN_SEGMENT}.`);
const LOGIN_STATUS = new RegExp(`^${LOGIN_SEGMENT}status(\\/|$)`);

/** /login/{ftl}/… (§2): the route that may carry a username and password, however spelled. */
export function isCredentialLoginPath(path: string): boolean {
  const canonical = canonicalPath(path);
  return CREDENTIAL_LOGIN.test(canonical) && !LOGIN_STATUS.test(canonical);
}

/**
 * §2 puts a username and password in the login route (/login/{ftl}/{userName}/{passWord}); a
 * page reload sends that path here, so it is cut before it is logged, whatever its spelling
 * (`/LOGIN/…`, `/%6cogin/…`, `//login/…`, `/login%2f…`, `/login./…`, `/login%20/…`, `/login;a/…`).
 */
export function redactUrl(url: string): string {
  const withoutSecrets = url.replace(SECRET_QUERY, '$1[redacted]');
  const at = withoutSecrets.indexOf('?');
  const path = at < 0 ? withoutSecrets : withoutSecrets.slice(0, at);
  const query = at < 0 ? '' : withoutSecrets.slice(at);
  return isCredentialLoginPath(path) ? `/login/[redacted]${query}` : withoutSecrets;
}

export function loggerOptions(level: string) {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}

/**
 * One line per request, when it is answered: method, redacted URL, status and time. Health
 * probes, polled every few seconds, and a request's arrival (for following one that does not
 * finish) are logged at debug level only.
 */
export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override routeNotFound(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'route not found');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { req: request, res: reply, responseTime: Math.round(reply.elapsedTime * 10) / 10 };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (isProbe(request.url)) reply.log.debug(line, 'request completed');
    else reply.log.info(line, 'request completed');
  }
}
