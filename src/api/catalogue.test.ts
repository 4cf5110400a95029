import { ERROR_MESSAGES } from '../../contract/envelope';
import { customerIdFromConflict, judge } from './catalogue';
import type { Exchange } from './http';

const envelope = (status: 'Ok' | 'Error', errorMessage: string | null = null) => ({
  status,
  clientResponse: null,
  errorMessage,
});
const answer = (status: number, body: unknown): Exchange => ({ kind: 'answer', status, body });
const withRefresh = { hasRefreshToken: true };

describe('§8, one row at a time', () => {
  test.each([
    ['HTTP 200 Ok', answer(200, envelope('Ok')), withRefresh, 'envelope'],
    ['HTTP 200 Error', answer(200, envelope('Error', 'No profiles')), withRefresh, 'envelope'],
    ['the clear-cache message', answer(200, envelope('Error', `${ERROR_MESSAGES.clearCachePrefix} F5`)), withRefresh, 'clearCache'],
    ['HTTP 401', answer(401, envelope('Error', 'Access token expired')), withRefresh, 'unauthorized'],
    ['HTTP 401 without a refresh token', answer(401, envelope('Error', 'x')), { hasRefreshToken: false }, 'unauthorized'],
    ['HTTP 400 with a refresh token', answer(400, envelope('Error', 'bad')), withRefresh, 'unauthorized'],
    ['HTTP 400 without a refresh token', answer(400, envelope('Error', 'bad')), { hasRefreshToken: false }, 'failed'],
    ['HTTP 400 on a form', answer(400, envelope('Error', 'bad')), { hasRefreshToken: true, formErrors: true }, 'envelope'],
    ['HTTP 429 on a form', answer(429, envelope('Error', 'Too many')), { hasRefreshToken: true, formErrors: true }, 'envelope'],
    ['HTTP 429 elsewhere', answer(429, envelope('Error', 'Too many')), withRefresh, 'failed'],
    ['HTTP 500', answer(500, envelope('Error', 'Internal server error')), withRefresh, 'serverError'],
    ['HTTP 409', answer(409, envelope('Error', 'Belongs elsewhere ##77')), withRefresh, 'conflict'],
    [
      'HTTP 409 on a form, naming no organisation',
      answer(409, envelope('Error', 'Saved elsewhere')),
      { hasRefreshToken: true, formErrors: true },
      'envelope',
    ],
    [
      'HTTP 409 on a form, naming one',
      answer(409, envelope('Error', 'Belongs elsewhere ##77')),
      { hasRefreshToken: true, formErrors: true },
      'conflict',
    ],
    ['HTTP 409 elsewhere, naming none', answer(409, envelope('Error', 'Saved elsewhere')), withRefresh, 'conflict'],
    ['HTTP 403', answer(403, envelope('Error', 'No access')), withRefresh, 'failed'],
    ['HTTP 200 that is not an envelope', answer(200, '<html>'), withRefresh, 'failed'],
    ['no answer', { kind: 'network', aborted: false } as Exchange, withRefresh, 'network'],
    ['HTTP 503 (database outage)', answer(503, envelope('Error', 'The service is temporarily unavailable.')), withRefresh, 'network'],
    ['HTTP 502 from a proxy', answer(502, '<html>Bad gateway</html>'), withRefresh, 'network'],
    ['HTTP 504 from a proxy', answer(504, ''), withRefresh, 'network'],
  ])('%s', (_name, exchange, context, kind) => {
    expect(judge(exchange, context).kind).toBe(kind);
  });
});

test('the conflict carries the customer id after ##, or null when there is none', () => {
  expect(judge(answer(409, envelope('Error', 'Belongs elsewhere ##77')), withRefresh)).toEqual({
    kind: 'conflict',
    customerId: 77,
    message: 'Belongs elsewhere ##77',
  });
  expect(customerIdFromConflict('no marker')).toBeNull();
  expect(customerIdFromConflict('##abc')).toBeNull();
  expect(customerIdFromConflict('first ##1 then ##2')).toBe(2);
});

test('an envelope-less failure still yields its message', () => {
  expect(judge(answer(404, { statusCode: 404, message: 'Not found: POST /x' }), withRefresh)).toEqual({
    kind: 'failed',
    status: 404,
    message: 'Not found: POST /x',
  });
});
