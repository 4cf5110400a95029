import type { HttpRequest, HttpResponse } from '../../../platform/deps';
import { makeTokens, type TokenFixture } from './tokens';

/** One scripted answer: a response, a function of the request, or a failed network. */
export type Answer = HttpResponse | ((request: HttpRequest) => HttpResponse) | 'network';

export const ok = (clientResponse: unknown = null): HttpResponse => ({
  status: 200,
  body: { status: 'Ok', clientResponse, errorMessage: null },
});
export const failed = (status: number, errorMessage: string): HttpResponse => ({
  status,
  body: { status: 'Error', clientResponse: null, errorMessage },
});
export const oauthError = (description: string, status = 400): HttpResponse => ({
  status,
  body: { error: status === 401 ? 'invalid_client' : 'invalid_grant', error_description: description },
});
export const tokens = (fixture: TokenFixture = {}): HttpResponse => ({ status: 200, body: makeTokens(fixture) });

/**
 * A server answering from a script: per path, answers are used in order and the last one
 * repeats. An unscripted path answers 404.
 */
export function scriptedServer(script: Record<string, Answer[]>) {
  const used = new Map<string, number>();
  return (request: HttpRequest): Promise<HttpResponse> => {
    const answers = script[request.path];
    if (!answers || answers.length === 0) {
      return Promise.resolve({ status: 404, body: { status: 'Error', clientResponse: null, errorMessage: 'Not found' } });
    }
    const index = used.get(request.path) ?? 0;
    used.set(request.path, index + 1);
    const answer = answers[Math.min(index, answers.length - 1)] as Answer;
    if (answer === 'network') return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(typeof answer === 'function' ? answer(request) : answer);
  };
}
