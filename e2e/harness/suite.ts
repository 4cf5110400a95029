import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser } from './browser';
import { takeCspViolations, watchBrowser, watchContext } from './cspWatch';
import { startServer, type RunningServer, type StartOptions } from './server';

/** A browser, or a persistent context (its own profile, for service workers). */
type Closable = Browser | BrowserContext;

interface Suite<B extends Closable> {
  readonly server: RunningServer;
  readonly browser: B;
}

interface SuiteSetup<B extends Closable> {
  /** How to start the server; a function when the options are prepared first (a free port, a data dir). */
  server?: StartOptions | (() => StartOptions | Promise<StartOptions>);
  /** How to start the browser: launchBrowser unless given. */
  browser?: () => Promise<B>;
  /** Runs after the browser and the server have stopped: temporary folders, clusters. */
  cleanup?: () => void | Promise<void>;
  /** For set-ups that do more than start the two (a second build, a database cluster). */
  timeoutMs?: number;
}

/**
 * The one set-up of a browser spec: a real server and a browser started together before the
 * file's tests and stopped after them, whichever of the two failed to start.
 */
export function serverAndBrowser(setup?: SuiteSetup<Browser>): Suite<Browser>;
export function serverAndBrowser<B extends Closable>(setup: SuiteSetup<B> & { browser: () => Promise<B> }): Suite<B>;
export function serverAndBrowser(setup: SuiteSetup<Closable> = {}): Suite<Closable> {
  return browserAnd(
    'server',
    async () => startServer(typeof setup.server === 'function' ? await setup.server() : setup.server),
    async (server) => {
      await server.stop();
      await setup.cleanup?.();
    },
    { browser: setup.browser ?? launchBrowser, timeoutMs: setup.timeoutMs },
  );
}

/** Fails the test (or the file's teardown) in whose time a page reported a CSP violation. */
function failOnCspViolations(when: string): void {
  const found = takeCspViolations();
  if (found.length > 0) {
    throw new Error(`${found.length} Content Security Policy violation(s) ${when}:\n${found.slice(0, 10).join('\n')}`);
  }
}

/**
 * A browser and one other thing a spec needs for all its tests (a cluster of servers, an SMTP
 * listener), started together before them and stopped after them: the browser first, then the
 * other, which the returned object names `name`. Every page the browser opens is watched for
 * Content Security Policy violations (cspWatch.ts): one fails the test it happened in.
 */
export function browserAnd<K extends string, T, B extends Closable = Browser>(
  name: K,
  start: () => Promise<T>,
  stop: (other: T) => unknown,
  setup: { browser?: () => Promise<B>; timeoutMs?: number } = {},
): { readonly browser: B } & { readonly [key in K]: T } {
  let other: T | undefined;
  let browser: B | undefined;
  beforeAll(async () => {
    const launch = setup.browser ?? (launchBrowser as () => Promise<B>);
    const [started, launched] = await Promise.allSettled([start(), launch()]);
    if (started.status === 'fulfilled') other = started.value;
    if (launched.status === 'fulfilled') browser = launched.value;
    if (started.status === 'rejected') throw started.reason;
    if (launched.status === 'rejected') throw launched.reason;
    if (browser && 'newContext' in browser) watchBrowser(browser);
    else if (browser) await watchContext(browser);
  }, setup.timeoutMs);
  afterEach(() => failOnCspViolations('during this test'));
  afterAll(async () => {
    await browser?.close();
    if (other !== undefined) await stop(other);
    failOnCspViolations('outside the tests of this file');
  });
  const running = <V>(value: V | undefined, what: string): V => {
    if (value === undefined) throw new Error(`The ${what} is not running: it starts in beforeAll.`);
    return value;
  };
  return Object.defineProperties({} as { readonly browser: B } & { readonly [key in K]: T }, {
    browser: { get: () => running(browser, 'browser') },
    [name]: { get: () => running(other, name) },
  });
}
