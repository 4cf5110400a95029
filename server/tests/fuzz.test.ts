import fc from 'fast-check';
import { API_PATHS } from '../../contract';
import { START_TIMEOUT_MS, startTestApp, type TestApp } from '../testing/testApp';

/** Whatever a client sends, the answer is a 2xx or a 4xx: a 5xx would be a bug. */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = (await t.login('multi@acme.test')).access_token;
}, START_TIMEOUT_MS);
afterAll(() => t?.close(), START_TIMEOUT_MS);

const SERVICE_PATHS = [
  API_PATHS.getCustomerProfiles,
  API_PATHS.getMenuNotificationCount,
  API_PATHS.getUploadSignature,
  API_PATHS.getRolePermissions,
  API_PATHS.changePassword,
];

it('service calls never answer 5xx to arbitrary JSON', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...SERVICE_PATHS),
      fc.oneof(fc.jsonValue(), fc.record({ clientRequest: fc.jsonValue() }), fc.record({ clientRequest: fc.dictionary(fc.string(), fc.jsonValue()) })),
      async (url, body) => {
        const answer = await t.inject({
          method: 'POST',
          url,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        expect(answer.statusCode).toBeLessThan(500);
        expect(['Ok', 'Error']).toContain(answer.json().status);
      },
    ),
    { numRuns: 150 },
  );
});

it('service calls never answer 5xx to arbitrary bytes or headers', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...SERVICE_PATHS),
      fc.string({ maxLength: 300 }),
      fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'application/octet-stream'),
      fc.dictionary(fc.constantFrom('x-customer-id', 'web-version', 'authorization'), fc.string({ maxLength: 40 })),
      async (url, payload, contentType, headers) => {
        const answer = await t.inject({
          method: 'POST',
          url,
          headers: { authorization: `Bearer ${token}`, 'content-type': contentType, ...headers },
          payload,
        });
        expect(answer.statusCode).toBeLessThan(500);
      },
    ),
    { numRuns: 150 },
  );
});

it('the token endpoint never answers 5xx to arbitrary forms', async () => {
  const field = fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom('password', 'refresh_token', 'takeflow-web', '2', 'manager@acme.test'));
  await fc.assert(
    fc.asyncProperty(
      fc.dictionary(fc.constantFrom('grant_type', 'client_id', 'username', 'password', 'refresh_token', 'customerId', 'altcha', 'other'), field),
      async (form) => {
        const answer = await t.token(form);
        expect(answer.statusCode).toBeLessThan(500);
        expect(typeof answer.json().error === 'string' || typeof answer.json().access_token === 'string').toBe(true);
      },
    ),
    { numRuns: 150 },
  );
});
