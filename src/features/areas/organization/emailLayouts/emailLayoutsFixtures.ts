import { API_PATHS } from '../../../../../contract/config';
import type { EmailLayoutsResponse, EmailOutboxResponse } from '../../../../../contract/email';
import { ROLE } from '../../../../../contract/roles';
import type { HttpRequest, HttpResponse } from '../../../../platform/deps';
import { STORAGE_KEYS } from '../../../../api';
import { fakeDeps, fakeTransport } from '../../../../testing/fakeDeps';

/** Markup inside a message: the page must show it as text, never parse it. */
export const MARKUP = '<img src=x onerror="alert(1)"><b>bold</b>';

export const LAYOUTS: EmailLayoutsResponse = {
  delivery: 'outbox',
  layouts: [
    {
      template: 'passwordReset',
      previews: [
        { language: 'en', subject: 'Reset your Takeflow password', text: `Choose a new password:\n\n${MARKUP}` },
        { language: 'fr', subject: 'Réinitialisez votre mot de passe Takeflow', text: 'Choisissez un nouveau mot de passe' },
      ],
    },
  ],
};

export const OUTBOX: EmailOutboxResponse = {
  messages: [
    {
      id: 7,
      recipient: 'creator@acme.test',
      template: 'passwordReset',
      language: 'en',
      subject: 'Reset your Takeflow password',
      text: 'https://takeflow.example/setpassword#token=abc',
      createdAt: '2026-01-05T09:00:00.000Z',
    },
  ],
};

export const envelope = (clientResponse: unknown): HttpResponse => ({
  status: 200,
  body: { status: 'Ok', clientResponse, errorMessage: null },
});
export const refusal = (errorMessage: string): HttpResponse => ({
  status: 200,
  body: { status: 'Error', clientResponse: null, errorMessage },
});

/** The token answer for the support account (no customer), as the server sends it. */
function supportTokens(): HttpResponse {
  return {
    status: 200,
    body: {
      access_token: 'access-1',
      token_type: 'bearer',
      refresh_token: 'refresh-1',
      expires_in: 300,
      userRoles: [ROLE.superAdmin],
      userUUID: '00000000-0000-4000-8000-000000000001',
      redirect: 'Default',
      additionalDetails: {
        CustomerUserDetails: null,
        CustomerDetails: null,
        UserDetails: { userId: 1, name: 'Sam Support', userPictureURL3: null, youTubeIntegrated: false },
        preSignedCookie: { 'CloudFront-Key-Pair-Id': 'K2TEST', 'CloudFront-Signature': 'sig-1', 'CloudFront-Policy': 'policy-1' },
      },
    },
  };
}

/**
 * Deps of a support account signed in a minute ago: the refresh at load is answered, the role
 * permissions grant `permissions`, and the email calls answer from `email` (404 otherwise).
 */
export function supportDeps(permissions: string[], email: (request: HttpRequest) => HttpResponse | undefined) {
  const transport = fakeTransport((request) => {
    if (request.path === API_PATHS.token) return supportTokens();
    if (request.path === API_PATHS.getRolePermissions) return envelope({ rolePermissionVO: [{ roleId: ROLE.superAdmin, permissions }] });
    return email(request) ?? { status: 404, body: { message: 'no fake answer' } };
  });
  const made = fakeDeps({ transport });
  const now = made.deps.clock.nowMs();
  const storage = made.deps.storage;
  storage.setItem(STORAGE_KEYS.accessToken, 'access-0');
  storage.setItem(STORAGE_KEYS.refreshToken, 'refresh-0');
  storage.setItem(STORAGE_KEYS.tokenExpiry, String(now + 120_000));
  storage.setItem(STORAGE_KEYS.username, 'support@takeflow.test');
  storage.setItem(STORAGE_KEYS.lastActivity, String(now - 60_000));
  return { ...made, transport };
}
