import { spawn } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../config';

export interface LocalIdentityProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  stop(): Promise<void>;
}

export const TEST_SSO_CLIENT = { clientId: 'takeflow-test', clientSecret: 'local-provider-secret-0123456789abcdef' };

/**
 * Starts server/testing/localIdentityProvider.mjs (node-oidc-provider, an ES module) in its own
 * Node process on loopback; it plays Google for a Takeflow server reachable at publicUrl.
 */
export async function startIdentityProvider(
  port: number,
  takeflowPublicUrl: string,
  providerId = 'google',
): Promise<LocalIdentityProvider> {
  const { clientId, clientSecret } = TEST_SSO_CLIENT;
  const redirectUri = `${takeflowPublicUrl}/oauth/sso/${providerId}/callback`;
  const child = spawn(
    process.execPath,
    [path.join(REPO_ROOT, 'server/testing/localIdentityProvider.mjs'), String(port), clientId, clientSecret, redirectUri],
    { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`local identity provider exited (${code}):\n${output}`)));
  });
  return {
    issuer: `http://127.0.0.1:${port}`,
    clientId,
    clientSecret,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
