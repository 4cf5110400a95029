import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../e2e/harness/server';
import type { TokenSource } from './apiRuns';
import { ROOT } from './compile';

interface Peer {
  url: string;
  pid: number;
  clientId: string;
  tokens: TokenSource;
  stop(): Promise<void>;
}

/**
 * Starts bench/peer/oidcPeer.mjs (node-oidc-provider) in its own Node process: its tokens in
 * the PostgreSQL database at databaseUrl, or in memory without one.
 */
export async function startPeer(databaseUrl?: string): Promise<Peer> {
  const port = await freePort();
  const args = [path.join(ROOT, 'bench/peer/oidcPeer.mjs'), String(port), ...(databaseUrl ? [databaseUrl] : [])];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`node-oidc-provider exited (${code}):\n${output}`)));
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    pid: child.pid ?? 0,
    clientId: 'bench-peer',
    async tokens(count) {
      const response = await fetch(`${url}/__bench/mint?count=${count}`, { method: 'POST' });
      if (!response.ok) throw new Error(`Minting peer tokens failed: ${await response.text()}`);
      return (await response.json()) as string[];
    },
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
