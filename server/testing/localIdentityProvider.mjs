// A real OpenID Connect provider on this machine that plays Google in the tests: panva's
// certified node-oidc-provider with its development login form (any password). The account id
// typed on that form is the email; "unverified." in front of it makes the email unverified.
// Usage: node server/testing/localIdentityProvider.mjs <port> <clientId> <clientSecret> <redirectUri>
// Prints "ready" when listening.
import http from 'node:http';
import Provider from 'oidc-provider';

const [port, clientId, clientSecret, redirectUri] = process.argv.slice(2);
const issuer = `http://127.0.0.1:${port}`;
const UNVERIFIED = 'unverified.';

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: clientId,
      client_secret: clientSecret,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      redirect_uris: [redirectUri],
    },
  ],
  pkce: { required: () => true },
  // Like Google: the email claims are in the ID token itself.
  conformIdTokenClaims: false,
  claims: { openid: ['sub'], email: ['email', 'email_verified'] },
  findAccount: (_ctx, sub) => ({
    accountId: sub,
    claims: () => ({
      sub,
      email: sub.startsWith(UNVERIFIED) ? sub.slice(UNVERIFIED.length) : sub,
      email_verified: !sub.startsWith(UNVERIFIED),
    }),
  }),
  // Like a user who consented before: the provider's own consent page is not what is tested.
  loadExistingGrant: async (ctx) => {
    const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
    grant.addOIDCScope('openid email');
    await grant.save();
    return grant;
  },
  features: { devInteractions: { enabled: true } },
  cookies: { keys: ['local-identity-provider-test-key'] },
});
provider.on('server_error', (_ctx, error) => console.error('provider server_error', error));

const server = http.createServer(provider.callback());
server.listen(Number(port), '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
