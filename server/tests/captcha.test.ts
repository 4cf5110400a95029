import { API_PATHS, CAPTCHA_FIELD, type CaptchaChallenge } from '../../contract';
import { DEMO_PASSWORD } from '../db/seedData';
import { solvedCaptcha } from '../testing/captcha';
import { appForFile } from '../testing/testApp';

const t = appForFile({ CAPTCHA_REQUIRED: 'true' });

async function solved(): Promise<string> {
  const answer = await t.inject({ method: 'GET', url: API_PATHS.captchaChallenge });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(answer.json<CaptchaChallenge>().maxnumber).toBe(100_000);
  return solvedCaptcha(t);
}

const login = (extra: Record<string, string>) =>
  t.token({ grant_type: 'password', username: 'viewer@acme.test', password: DEMO_PASSWORD, client_id: 'takeflow-web', ...extra });

describe('captcha on the password grant (CAPTCHA_REQUIRED=true)', () => {
  it('requires a solved challenge and accepts each solution once', async () => {
    expect((await login({})).json()).toEqual({ error: 'invalid_request', error_description: 'Captcha required' });
    const solution = await solved();
    expect((await login({ [CAPTCHA_FIELD]: solution })).statusCode).toBe(200);
    expect((await login({ [CAPTCHA_FIELD]: solution })).json()).toEqual({
      error: 'invalid_request',
      error_description: 'Captcha verification failed',
    });
  });

  it('rejects a forged or garbled solution', async () => {
    const forged = JSON.parse(Buffer.from(await solved(), 'base64').toString()) as { number: number };
    forged.number += 1;
    expect((await login({ [CAPTCHA_FIELD]: Buffer.from(JSON.stringify(forged)).toString('base64') })).statusCode).toBe(400);
    expect((await login({ [CAPTCHA_FIELD]: 'not base64 json' })).statusCode).toBe(400);
  });

  it('is not asked of the refresh grant', async () => {
    const first = (await login({ [CAPTCHA_FIELD]: await solved() })).json<{ refresh_token: string }>();
    const refreshed = await t.token({ grant_type: 'refresh_token', refresh_token: first.refresh_token, client_id: 'takeflow-web' });
    expect(refreshed.statusCode).toBe(200);
  });
});
