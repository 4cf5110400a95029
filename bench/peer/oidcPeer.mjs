// The peer of the refresh-grant benchmark: panva's certified node-oidc-provider, configured like
// our token endpoint (a public client, rotating refresh tokens). Its tokens live in PostgreSQL
// through postgresAdapter.mjs when a connection string is given (the fair comparison), else in
// its own in-memory adapter (the ceiling). Run as its own Node process, as our server is.
// Besides the provider it answers POST /__bench/mint?count=N
// with N fresh refresh tokens, created through provider.Grant and provider.RefreshToken exactly
// as an authorization-code exchange would; the bench calls it between runs, never during one.
// Usage: node bench/peer/oidcPeer.mjs <port> [postgresql://…]   (prints "ready" when listening)
import http from 'node:http';
import Provider from 'oidc-provider';
import MemoryAdapter from 'oidc-provider/lib/adapters/memory_adapter.js';
import LRU from 'oidc-provider/lib/helpers/lru.js';
import { postgresAdapter } from './postgresAdapter.mjs';

const port = Number(process.argv[2] ?? 0);
const databaseUrl = process.argv[3];
const issuer = `http://127.0.0.1:${port}`;
const CLIENT_ID = 'bench-peer';
const ACCOUNT_ID = 'manager@acme.test';

// The provider's own in-memory adapter; its default store keeps only 1000 entries, too few to
// hold a pre-minted pool, so the same store class is given room for a million.
const store = new LRU({ maxSize: 1_000_000 });
const postgres = databaseUrl ? await postgresAdapter(databaseUrl) : null;

const provider = new Provider(issuer, {
  adapter: postgres?.adapter ?? ((model) => new MemoryAdapter(model, store)),
  clients: [
    {
      client_id: CLIENT_ID,
      token_endpoint_auth_method: 'none',
      grant_types: ['refresh_token', 'authorization_code'],
      response_types: ['code'],
      redirect_uris: ['http://127.0.0.1/callback'],
    },
  ],
  rotateRefreshToken: true,
  // Like our server: plain OAuth refresh (no ID token), an hour-long refresh lifetime at least.
  scopes: ['openid', 'offline_access'],
  ttl: { AccessToken: 300, RefreshToken: 12 * 3600, Grant: 12 * 3600 },
  findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => ({ sub }) }),
  features: { devInteractions: { enabled: false } },
});
provider.on('server_error', (_ctx, error) => console.error('peer server_error', error));

async function mint(count) {
  const client = await provider.Client.find(CLIENT_ID);
  const mintOne = async () => {
    const grant = new provider.Grant({ accountId: ACCOUNT_ID, clientId: CLIENT_ID });
    grant.addOIDCScope('offline_access');
    const grantId = await grant.save();
    const refreshToken = new provider.RefreshToken({
      accountId: ACCOUNT_ID,
      client,
      grantId,
      gty: 'authorization_code',
      scope: 'offline_access',
      expiresWithSession: false,
      authTime: Math.floor(Date.now() / 1000),
    });
    return refreshToken.save();
  };
  // Twenty at a time: PostgreSQL commits each save, and minting happens between runs only.
  const tokens = [];
  while (tokens.length < count) {
    tokens.push(...(await Promise.all(Array.from({ length: Math.min(20, count - tokens.length) }, mintOne))));
  }
  return tokens;
}

const handle = provider.callback();
const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', issuer);
  if (request.method === 'POST' && url.pathname === '/__bench/mint') {
    mint(Number(url.searchParams.get('count') ?? 1)).then(
      (tokens) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(tokens)),
      (error) => response.writeHead(500).end(String(error)),
    );
    return;
  }
  handle(request, response);
});
server.listen(port, '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => server.close(() => void (postgres?.close() ?? Promise.resolve()).finally(() => process.exit(0))));
