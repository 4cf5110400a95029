import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_PATH, HEADLESS_CHROMIUM_FLAGS } from '../../e2e/harness/browser';
import { freePort } from '../../e2e/harness/server';

/** Lighthouse drives Debian's Chromium with the same headless flags as the browser tests. */
const LIGHTHOUSE_CHROME_FLAGS = HEADLESS_CHROMIUM_FLAGS;

interface DebuggableChromium {
  port: number;
  /** The same browser through playwright-core (its default context is the one Lighthouse uses). */
  browser: Browser;
  close(): Promise<void>;
}

/**
 * One Chromium with a remote-debugging port: playwright-core signs in through it and Lighthouse
 * audits through it, so the tokens the app stored apply to Lighthouse's tab.
 */
export async function launchDebuggable(): Promise<DebuggableChromium> {
  const port = await freePort();
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'takeflow-bench-chromium-'));
  const child: ChildProcess = spawn(
    CHROMIUM_PATH,
    [...LIGHTHOUSE_CHROME_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${userDataDir}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  let browser: Browser | null = null;
  const deadline = Date.now() + 30_000;
  while (browser === null) {
    try {
      browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    } catch (error) {
      if (Date.now() > deadline || child.exitCode !== null) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  const connected = browser;
  return {
    port,
    browser: connected,
    async close() {
      await connected.close().catch(() => undefined);
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
