import type { HttpRequest, HttpResponse } from '../../src/platform/deps';
import { makeTokens } from '../../src/features/session/testing/tokens';
import type { AnswerJson } from './types';

const envelopeError = (status: number, errorMessage: string): HttpResponse => ({
  status,
  body: { status: 'Error', clientResponse: null, errorMessage },
});

/**
 * The scenario's server: per path, answers in order, the last one repeating. Token answers get
 * numbered tokens (access-1, refresh-1, …) unless the file names them.
 */
export function scenarioServer(script: Record<string, AnswerJson[]>) {
  const used = new Map<string, number>();
  let issued = 0;
  const respond = (answer: AnswerJson): Promise<HttpResponse> => {
    if ('hang' in answer) return new Promise(() => undefined);
    if ('network' in answer) return Promise.reject(new TypeError('Failed to fetch'));
    if ('tokens' in answer) {
      issued += 1;
      const { tokens: fixture } = answer;
      const body = makeTokens({
        ...fixture,
        roles: fixture.roles as never,
        access: fixture.access ?? `access-${issued}`,
        refresh: fixture.refresh ?? `refresh-${issued}`,
      });
      return Promise.resolve({ status: 200, body });
    }
    if ('ok' in answer) return Promise.resolve({ status: 200, body: { status: 'Ok', clientResponse: answer.ok, errorMessage: null } });
    if ('oauthError' in answer) {
      return Promise.resolve({
        status: answer.status ?? 400,
        body: { error: 'invalid_grant', error_description: answer.oauthError },
      });
    }
    if ('errorMessage' in answer) return Promise.resolve(envelopeError(answer.status, answer.errorMessage));
    return Promise.resolve({ status: answer.status, body: answer.body });
  };
  return (request: HttpRequest): Promise<HttpResponse> => {
    const answers = script[request.path];
    if (!answers || answers.length === 0) return Promise.resolve(envelopeError(404, `No answer scripted for ${request.path}`));
    const index = used.get(request.path) ?? 0;
    used.set(request.path, index + 1);
    return respond(answers[Math.min(index, answers.length - 1)] as AnswerJson);
  };
}
