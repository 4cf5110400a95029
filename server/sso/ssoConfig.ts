/** An OpenID Connect provider the operator configured (server/README.md, Single sign-on). */
export interface SsoProvider {
  /** In addresses: /oauth/sso/{id}/start. */
  id: string;
  /** Shown on the button: "Sign in with {label}". */
  label: string;
  issuer: string;
  clientId: string;
  /** Never leaves the server. */
  clientSecret: string;
}

type Env = Record<string, string | undefined>;

export const GOOGLE_ISSUER = 'https://accounts.google.com';

/**
 * Google is a preset (only its client id and secret are needed); any other provider is named by
 * its issuer. A provider half configured is a start-up error, never a silently missing button.
 */
export function loadSsoProviders(env: Env, problems: string[]): SsoProvider[] {
  const value = (name: string) => env[name]?.trim() || undefined;
  const providers: SsoProvider[] = [];
  const add = (prefix: string, id: string, label: string, issuer: string | undefined) => {
    const clientId = value(`${prefix}_CLIENT_ID`);
    const clientSecret = value(`${prefix}_CLIENT_SECRET`);
    if (clientId === undefined && clientSecret === undefined && (prefix === 'GOOGLE' || issuer === undefined)) return;
    if (clientId === undefined || clientSecret === undefined || issuer === undefined) {
      problems.push(`${prefix}_ISSUER, ${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET must be set together`);
      return;
    }
    if (!/^https?:\/\/[^\s/]+/.test(issuer)) problems.push(`${prefix}_ISSUER must be an http(s) URL (got '${issuer}')`);
    providers.push({ id, label, issuer: issuer.replace(/\/+$/, ''), clientId, clientSecret });
  };
  add('GOOGLE', 'google', 'Google', value('GOOGLE_ISSUER') ?? GOOGLE_ISSUER);
  add('OIDC', 'oidc', value('OIDC_LABEL') ?? 'single sign-on', value('OIDC_ISSUER'));
  return providers;
}
