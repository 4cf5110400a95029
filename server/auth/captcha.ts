import { createChallenge, verifySolution } from 'altcha-lib';
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../contract';
import { CaptchaChallengeSchema } from '../../contract/schemas/token';
import type { AppContext } from '../context';
import { OAuthFailure } from '../errors';

/** A challenge must be solved and used within this time. */
export const CHALLENGE_LIFETIME_MS = 10 * 60_000;

export const CAPTCHA_REQUIRED = 'Captcha required';
export const CAPTCHA_FAILED = 'Captcha verification failed';

/** GET /captcha/challenge: an ALTCHA proof-of-work challenge signed with the server's key. */
export async function captchaRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { ctx } = opts;
  app.get(
    API_PATHS.captchaChallenge,
    {
      schema: {
        tags: ['oauth'],
        summary: 'A proof-of-work challenge for the sign-in form (ALTCHA)',
        response: { 200: CaptchaChallengeSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return createChallenge({
        hmacKey: ctx.keys.captchaHmacKey,
        maxNumber: ctx.config.captchaMaxNumber,
        expires: new Date(ctx.clock.now().getTime() + CHALLENGE_LIFETIME_MS),
      });
    },
  );
}

/**
 * Checks a solved challenge from the password grant and spends it: a solution is accepted once,
 * by any server sharing the database. One sent when none is needed is checked all the same.
 */
export async function checkCaptcha(ctx: AppContext, solution: string | undefined, needed: boolean): Promise<void> {
  if (solution === undefined || solution === '') {
    if (needed || ctx.config.captchaRequired) throw new OAuthFailure(400, 'invalid_request', CAPTCHA_REQUIRED);
    return;
  }
  let signature: unknown;
  try {
    signature = (JSON.parse(Buffer.from(solution, 'base64').toString('utf8')) as { signature?: unknown }).signature;
  } catch {
    signature = undefined;
  }
  if (typeof signature !== 'string' || !(await verifySolution(solution, ctx.keys.captchaHmacKey, true))) {
    throw new OAuthFailure(400, 'invalid_request', CAPTCHA_FAILED);
  }
  const now = ctx.clock.now();
  const fresh = await ctx.db.transaction(async (tx) => {
    await tx.query('DELETE FROM captcha_uses WHERE expires_at < $1', [now]);
    return tx.query(
      'INSERT INTO captcha_uses (signature, expires_at) VALUES ($1, $2) ON CONFLICT (signature) DO NOTHING RETURNING signature',
      [signature, new Date(now.getTime() + CHALLENGE_LIFETIME_MS)],
    );
  });
  if (fresh.length === 0) throw new OAuthFailure(400, 'invalid_request', CAPTCHA_FAILED);
}
