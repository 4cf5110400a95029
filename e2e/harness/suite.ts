import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser } from './browser';
import { startServer, type RunningServer, type StartOptions } from './server';

/** A browser, or a persistent context (its own profile, for service workers). */
type Closable = Browser | BrowserContext;

export interface Suite<B extends Closable> {
  readonly server: RunningServer;
  readonly browser: B;
}

export interface SuiteSetup<B extends Closable> {
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
  let server: RunningServer | undefined;
  let browser: Closable | undefined;
  beforeAll(async () => {
    const options = typeof setup.server === 'function' ? await setup.server() : setup.server;
    const [started, launched] = await Promise.allSettled([startServer(options), (setup.browser ?? launchBrowser)()]);
    if (started.status === 'fulfilled') server = started.value;
    if (launched.status === 'fulfilled') browser = launched.value;
    if (started.status === 'rejected') throw started.reason;
    if (launched.status === 'rejected') throw launched.reason;
  }, setup.timeoutMs);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await setup.cleanup?.();
  });
  return {
    get server() {
      if (!server) throw new Error('The server is not running: serverAndBrowser() starts it in beforeAll.');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('The browser is not running: serverAndBrowser() starts it in beforeAll.');
      return browser;
    },
  };
}
