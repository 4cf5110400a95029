import type { TestApp } from './testApp';

/** A browser's part of a single sign-on, for server tests: cookies, redirects and the provider's login form. */
export interface SsoRun {
  /** Where Takeflow's callback finally sent the browser (`/login#sso=…` or `/login?ssoError=…`). */
  landing: string;
  /** The callback address the provider redirected to, to replay it. */
  callbackUrl: string;
}

class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      this.cookies.set(pair.slice(0, index).trim(), pair.slice(index + 1).trim());
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** Starts at Takeflow, signs in at the provider as `account`, and returns the provider's redirect back. */
export async function signInAtProvider(
  test: TestApp,
  account: string,
  providerId = 'google',
): Promise<{ callbackUrl: string; takeflowCookie: string }> {
  const start = await test.inject({ method: 'GET', url: `/oauth/sso/${providerId}/start` });
  if (start.statusCode !== 303) throw new Error(`start answered ${start.statusCode}: ${start.body}`);
  const takeflowCookie = String(start.headers['set-cookie']).split(';')[0] ?? '';
  const jar = new CookieJar();
  let location = String(start.headers.location);
  for (let hop = 0; hop < 10; hop += 1) {
    if (location.startsWith(test.config.publicUrl)) return { callbackUrl: location, takeflowCookie };
    const interaction = /\/interaction\/([^/?]+)$/.exec(new URL(location).pathname);
    const response =
      interaction === null
        ? await fetch(location, { redirect: 'manual', headers: { cookie: jar.header() } })
        : await fetch(location, {
            method: 'POST',
            redirect: 'manual',
            headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ prompt: 'login', login: account, password: 'any' }).toString(),
          });
    jar.take(response.headers.getSetCookie());
    const next = response.headers.get('location');
    if (next === null) throw new Error(`provider answered ${response.status} without a redirect: ${await response.text()}`);
    location = new URL(next, location).toString();
  }
  throw new Error('too many redirects at the provider');
}

/** The whole run: provider sign-in, then Takeflow's callback with the browser's cookie. */
export async function completeSso(test: TestApp, account: string, providerId = 'google'): Promise<SsoRun> {
  const { callbackUrl, takeflowCookie } = await signInAtProvider(test, account, providerId);
  const callback = await test.inject({ method: 'GET', url: pathOf(callbackUrl), headers: { cookie: takeflowCookie } });
  if (callback.statusCode !== 303) throw new Error(`callback answered ${callback.statusCode}: ${callback.body}`);
  return { landing: String(callback.headers.location), callbackUrl };
}

export function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}
