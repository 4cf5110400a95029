import { API_PATHS, type TokenResponse } from '../../contract';
import { LINK_INVALID } from '../account/setPassword';
import { MAX_RESETS_PER_ACCOUNT } from '../account/resetLimits';
import { PASSWORD_RULE } from '../auth/passwordPolicy';
import { DEMO_PASSWORD } from '../db/seedData';
import { linkToken } from '../testing/smtpListener';
import { appForFile, startTestApp } from '../testing/testApp';

const PUBLIC_URL = 'http://takeflow.local';
const NEW_PASSWORD = 'Fresh-Start-2026';

const test = appForFile({ PUBLIC_URL }, { mail: true });

const publicCall = (url: string, clientRequest: unknown, ip = '203.0.113.7') =>
  test.inject({ method: 'POST', url, payload: { clientRequest }, remoteAddress: ip });
const forgot = (username: string, ip?: string) => publicCall(API_PATHS.forgotPassword, { username, language: 'en' }, ip);
const setPassword = (token: string, password: string) => publicCall(API_PATHS.setPassword, { token, password });
const refresh = (tokens: TokenResponse) =>
  test.token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: test.config.clientId });
const passwordLogin = (username: string, password: string) =>
  test.token({ grant_type: 'password', username, password, client_id: test.config.clientId });

describe('forgot password, end to end through a real SMTP listener', () => {
  it('emails a link that sets the password once, ends every login and signs nobody in', async () => {
    const laptop = await test.login('viewer@acme.test');
    const phone = await test.login('viewer@acme.test');
    const answer = await forgot('Viewer@Acme.test');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'Ok', clientResponse: null, errorMessage: null });
    const mail = await test.smtp.next('viewer@acme.test');
    expect(mail.subject).toBe('Reset your Takeflow password');
    expect(mail.text).toContain(`${PUBLIC_URL}/setpassword#token=`);
    expect(mail.text).toContain('30 minutes');
    const token = linkToken(mail);

    const described = await publicCall(API_PATHS.checkAccountLink, { token });
    expect(described.json<{ clientResponse: unknown }>().clientResponse).toEqual({
      purpose: 'reset',
      username: 'viewer@acme.test',
      organisation: null,
      ssoRequired: false,
      passwordRule: PASSWORD_RULE,
    });
    const weak = await setPassword(token, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json<{ errorMessage: string }>().errorMessage).toBe(PASSWORD_RULE);

    const set = await setPassword(token, NEW_PASSWORD);
    expect(set.json()).toEqual({ status: 'Ok', clientResponse: null, errorMessage: null });
    expect((await refresh(laptop)).statusCode).toBe(400);
    expect((await refresh(phone)).statusCode).toBe(400);
    expect((await passwordLogin('viewer@acme.test', DEMO_PASSWORD)).statusCode).toBe(400);
    expect((await passwordLogin('viewer@acme.test', NEW_PASSWORD)).statusCode).toBe(200);
    expect((await test.smtp.next('viewer@acme.test')).subject).toBe('Your Takeflow password was changed');

    const again = await setPassword(token, 'Another-Start-2026');
    expect(again.statusCode).toBe(400);
    expect(again.json<{ errorMessage: string }>().errorMessage).toBe(LINK_INVALID);
  });

  it('expires the link after 30 minutes', async () => {
    await forgot('creator@acme.test', '203.0.113.8');
    const token = linkToken(await test.smtp.next('creator@acme.test'));
    test.clock.advance(30 * 60_000 + 1000);
    const late = await setPassword(token, NEW_PASSWORD);
    expect(late.json<{ errorMessage: string }>().errorMessage).toBe(LINK_INVALID);
    expect((await passwordLogin('creator@acme.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('answers unknown and inactive accounts exactly like known ones, and mails nobody', async () => {
    const before = test.smtp.received.length;
    const known = await forgot('manager@acme.test', '203.0.113.9');
    const unknown = await forgot('nobody@acme.test', '203.0.113.9');
    const inactive = await forgot('inactive@acme.test', '203.0.113.9');
    for (const response of [unknown, inactive]) {
      expect(response.statusCode).toBe(known.statusCode);
      expect(response.body).toBe(known.body);
      expect(response.headers['content-type']).toBe(known.headers['content-type']);
    }
    await test.ctx.background.settled();
    await test.smtp.next('manager@acme.test');
    expect(test.smtp.received.slice(before).flatMap((mail) => mail.to)).toEqual(['manager@acme.test']);
  });

  it('limits requests per account from one address, known or not, with 429 and Retry-After; elsewhere the owner still resets', async () => {
    for (const account of ['admin@acme.test', 'ghost@acme.test']) {
      for (let i = 0; i < MAX_RESETS_PER_ACCOUNT; i += 1) expect((await forgot(account, '198.51.100.1')).statusCode).toBe(200);
      const refused = await forgot(account, '198.51.100.1');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json<{ errorMessage: string }>().errorMessage).toMatch(/^Too many password reset requests/);
      // Someone else's requests never block the account's own reset from another address.
      expect((await forgot(account, '198.51.100.2')).statusCode).toBe(200);
    }
  });

  it('refuses malformed bodies and tokens with 400, changing nothing', async () => {
    expect((await publicCall(API_PATHS.setPassword, { token: 'x', password: NEW_PASSWORD })).statusCode).toBe(400);
    expect((await publicCall(API_PATHS.forgotPassword, { username: '' })).statusCode).toBe(400);
    expect((await publicCall(API_PATHS.checkAccountLink, { token: 'A'.repeat(43) })).json<{ errorMessage: string }>().errorMessage).toBe(
      LINK_INVALID,
    );
  });
});

describe('without SMTP_URL', () => {
  it('keeps messages in the outbox, which the support role reads and others cannot', async () => {
    const embedded = await startTestApp({ PUBLIC_URL });
    try {
      await embedded.inject({
        method: 'POST',
        url: API_PATHS.forgotPassword,
        payload: { clientRequest: { username: 'creator@acme.test', language: 'fr' } },
      });
      await embedded.ctx.background.settled();
      const support = await embedded.login('support@takeflow.test');
      const outbox = await embedded.call(API_PATHS.getEmailOutbox, support.access_token);
      const messages = outbox.json<{ clientResponse: { messages: Array<{ recipient: string; subject: string; text: string }> } }>()
        .clientResponse.messages;
      expect(messages).toHaveLength(1);
      expect(messages[0]?.recipient).toBe('creator@acme.test');
      expect(messages[0]?.subject).toBe('Réinitialisez votre mot de passe Takeflow');
      const creator = await embedded.login('creator@acme.test');
      expect((await embedded.call(API_PATHS.getEmailOutbox, creator.access_token)).statusCode).toBe(403);

      // Email Layouts: every template with a preview in every language, for the super-admin only.
      const layouts = (await embedded.call(API_PATHS.getEmailLayouts, support.access_token)).json<{
        clientResponse: { delivery: string; layouts: Array<{ template: string; previews: Array<{ language: string; subject: string }> }> };
      }>().clientResponse;
      expect(layouts.delivery).toBe('outbox');
      expect(layouts.layouts.map((layout) => layout.template)).toEqual([
        'invitation',
        'joinInvitation',
        'passwordReset',
        'passwordChanged',
      ]);
      for (const layout of layouts.layouts) expect(layout.previews.map((preview) => preview.language)).toEqual(['en', 'fr', 'es']);
      expect(layouts.layouts[0]?.previews[1]?.subject).toBe('Invitation à rejoindre Acme Media sur Takeflow');
      expect((await embedded.call(API_PATHS.getEmailLayouts, creator.access_token)).statusCode).toBe(403);
    } finally {
      await embedded.close();
    }
  });
});
