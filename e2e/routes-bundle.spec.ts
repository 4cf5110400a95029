import { gzipSync } from 'node:zlib';
import type { BrowserContext } from 'playwright-core';
import { BUDGETS } from '../bench/lib/budgets';
import { signIn } from './harness/browser';
import { serverAndBrowser } from './harness/suite';

/**
 * §2 "areas are loaded on demand": the JavaScript a cold Chromium downloads for /login and
 * for /home/library. /login gets no shell and no area; /home/library adds the shell and the home
 * area only. The gzip figures are printed for the report.
 */

const AREA_CHUNKS = [
  'home',
  'tasks',
  'create',
  'audience',
  'organization',
  'people',
  'roles',
  'account',
  'myprofile',
  'integrations',
  'users',
  'channel',
  'settings',
  'inbox',
  'not-found',
  'analytics-landing',
];
/**
 * The shell and everything only it uses may add this much to a signed-in page (gzip bytes): the
 * sidebar, the home area, MUI with its styling engine (~75 KB) and the RTK Query data layer, none
 * of which /login loads — what the two routes' budgets leave between them.
 */
const SHELL_ALLOWANCE = BUDGETS['/home/library']! - BUDGETS['/login']!;

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
/** Scripts that carry MUI components (their "MuiButton"-style class-name keys). */
const withMui = new Set<string>();
const VIEWPORT = { width: 1600, height: 900 };

const suite = serverAndBrowser();

/** Scripts a cold load fetched (service workers blocked, so no background precache), gzip -9 each. */
async function scriptsOf(path: string, ready: { role: 'button' | 'heading'; name: RegExp }, storageState?: StorageState) {
  const context = await suite.browser.newContext({ serviceWorkers: 'block', viewport: VIEWPORT, storageState });
  const sizes = new Map<string, number>();
  const pending: Promise<unknown>[] = [];
  try {
    const page = await context.newPage();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const file = new URL(response.url()).pathname.split('/').pop() ?? '';
      pending.push(
        response.body().then((body) => {
          sizes.set(file, gzipSync(body, { level: 9 }).length);
          if (/"Mui[A-Z][A-Za-z]+"/.test(body.toString('utf8'))) withMui.add(file);
        }),
      );
    });
    await page.goto(`${suite.server.url}${path}`);
    await page.getByRole(ready.role, { name: ready.name }).first().waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe(path);
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    await Promise.all(pending);
    return sizes;
  } finally {
    await context.close();
  }
}

const chunkName = (file: string) => file.replace(/\.[0-9a-f]{10}\.js$/, '');
const total = (sizes: Map<string, number>) => [...sizes.values()].reduce((sum, size) => sum + size, 0);
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

it('/login downloads no shell and no area; /home/library adds the shell and the home area only', async () => {
  const login = await scriptsOf('/login', { role: 'button', name: /sign in/i });

  const signInContext = await suite.browser.newContext({ serviceWorkers: 'block', viewport: VIEWPORT });
  const signInPage = await signInContext.newPage();
  await signIn(signInPage, suite.server.url, 'manager@acme.test');
  const state = await signInContext.storageState();
  await signInContext.close();
  const library = await scriptsOf('/home/library', { role: 'heading', name: /^All$/ }, state);

  const loginChunks = [...login.keys()].map(chunkName);
  expect(loginChunks.filter((name) => name === 'shell' || AREA_CHUNKS.includes(name))).toEqual([]);
  // No component library in the sign-in page's first paint (bundle budget, docs/conventions.md §14); the shell has it.
  expect([...login.keys()].filter((file) => withMui.has(file))).toEqual([]);
  expect([...library.keys()].some((file) => withMui.has(file))).toBe(true);

  const libraryChunks = [...library.keys()].map(chunkName);
  expect(libraryChunks).toContain('shell');
  expect(libraryChunks.filter((name) => AREA_CHUNKS.includes(name))).toEqual(['home']);
  for (const file of login.keys()) expect(library.has(file)).toBe(true);

  const added = [...library.entries()].filter(([file]) => !login.has(file));
  const addedBytes = added.reduce((sum, [, size]) => sum + size, 0);
  console.info(
    [
      `/login: ${login.size} JS files, ${kb(total(login))} gzip (${[...login.entries()].map(([f, s]) => `${f} ${kb(s)}`).join(', ')})`,
      `/home/library: ${library.size} JS files, ${kb(total(library))} gzip; on top of /login: ${added.map(([f, s]) => `${f} ${kb(s)}`).join(', ')} = ${kb(addedBytes)}`,
    ].join('\n'),
  );
  expect(addedBytes).toBeLessThanOrEqual(SHELL_ALLOWANCE);
});
