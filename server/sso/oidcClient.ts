import * as oidc from 'openid-client';
import type { SsoProvider } from './ssoConfig';

/** The provider could not be reached or answered nonsense: a transient outage, not the user's fault. */
export class ProviderUnavailable extends Error {}

/** What an identity provider vouches for after a verified ID token. */
export interface ProvenIdentity {
  email: string | null;
  emailVerified: boolean;
}

const DISCOVERY_TIMEOUT_SECONDS = 5;

/**
 * The authorisation-code flow with PKCE, state and nonce (RFC 9700 §2.1.1) through openid-client,
 * which reads the provider's discovery document, checks the ID token's signature, issuer,
 * audience, expiry and nonce. A failed discovery is retried on the next sign-in.
 */
export class OidcClient {
  private configuration: Promise<oidc.Configuration> | null = null;

  constructor(
    readonly provider: SsoProvider,
    private readonly redirectUri: string,
  ) {}

  private async config(): Promise<oidc.Configuration> {
    this.configuration ??= oidc
      .discovery(new URL(this.provider.issuer), this.provider.clientId, this.provider.clientSecret, undefined, {
        timeout: DISCOVERY_TIMEOUT_SECONDS,
        // Plain http only for a provider on this machine (tests, a local development provider).
        execute: isLoopbackHttp(this.provider.issuer) ? [oidc.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        this.configuration = null;
        throw new ProviderUnavailable(`Discovery of ${this.provider.issuer} failed: ${String(error)}`);
      });
    return this.configuration;
  }

  async authorizationUrl(input: { state: string; nonce: string; codeVerifier: string }): Promise<string> {
    const config = await this.config();
    return oidc
      .buildAuthorizationUrl(config, {
        redirect_uri: this.redirectUri,
        scope: 'openid email',
        state: input.state,
        nonce: input.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(input.codeVerifier),
        code_challenge_method: 'S256',
      })
      .toString();
  }

  /** Exchanges the code; throws ProviderUnavailable on an outage, anything else for a bad answer. */
  async exchange(callbackUrl: URL, expected: { state: string; nonce: string; codeVerifier: string }): Promise<ProvenIdentity> {
    const config = await this.config();
    let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
    try {
      tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: expected.codeVerifier,
        expectedState: expected.state,
        expectedNonce: expected.nonce,
        idTokenExpected: true,
      });
    } catch (error) {
      if (isNetworkFailure(error)) throw new ProviderUnavailable(String(error));
      throw error;
    }
    const claims = tokens.claims();
    return {
      email: typeof claims?.email === 'string' ? claims.email : null,
      emailVerified: claims?.email_verified === true,
    };
  }
}

function isLoopbackHttp(issuer: string): boolean {
  const url = new URL(issuer);
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

function isNetworkFailure(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } } | null)?.cause;
  return error instanceof TypeError || (error as Error | null)?.name === 'TimeoutError' || typeof cause?.code === 'string';
}
