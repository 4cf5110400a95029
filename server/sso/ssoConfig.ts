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
  /**
   * Lower-case domains a verified email must end in (after its last `@`) to sign in; null when
   * unset: the provider then matches the accounts of every organisation.
   */
  emailDomains: string[] | null;
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
    const domains = value(`${prefix}_EMAIL_DOMAINS`);
    if (clientId === undefined && clientSecret === undefined && (prefix === 'GOOGLE' || issuer === undefined)) {
      if (domains !== undefined)
        problems.push(`${prefix}_EMAIL_DOMAINS is set but ${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET are not`);
      return;
    }
    if (clientId === undefined || clientSecret === undefined || issuer === undefined) {
      problems.push(`${prefix}_ISSUER, ${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET must be set together`);
      return;
    }
    if (!/^https?:\/\/[^\s/]+/.test(issuer)) problems.push(`${prefix}_ISSUER must be an http(s) URL (got '${issuer}')`);
    const emailDomains = domains === undefined ? null : parseEmailDomains(`${prefix}_EMAIL_DOMAINS`, domains, problems);
    providers.push({ id, label, issuer: issuer.replace(/\/+$/, ''), clientId, clientSecret, emailDomains });
  };
  add('GOOGLE', 'google', 'Google', value('GOOGLE_ISSUER') ?? GOOGLE_ISSUER);
  add('OIDC', 'oidc', value('OIDC_LABEL') ?? 'single sign-on', value('OIDC_ISSUER'));
  return providers;
}

const DOMAIN = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

function parseEmailDomains(name: string, list: string, problems: string[]): string[] {
  const entries = list.split(',').map((entry) => entry.trim().toLowerCase());
  const bad = entries.filter((entry) => !DOMAIN.test(entry));
  if (bad.length > 0) {
    problems.push(
      `${name} must be comma-separated domains such as acme.test,acme.example (not ${bad.map((entry) => `'${entry}'`).join(', ')})`,
    );
  }
  return entries;
}

/** Exact, case-insensitive match of the part after the last `@`: no subdomains, no suffixes. */
export function emailDomainAllowed(provider: SsoProvider, email: string): boolean {
  if (provider.emailDomains === null) return true;
  const at = email.lastIndexOf('@');
  return at >= 0 && provider.emailDomains.includes(email.slice(at + 1).toLowerCase());
}
