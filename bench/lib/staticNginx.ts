import { spawn } from 'node:child_process';
import { chmodSync, copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../e2e/harness/server';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/**
 * Debian's nginx serving a copy of one file at `/file` with sendfile, one worker (the server
 * under comparison is one Node process): the yardstick for serving stored media. A copy, because
 * the store's files are readable by their owner only and nginx's workers run as nobody.
 */
export async function startStaticNginx(file: string): Promise<{ url: string; stop(): Promise<void> }> {
  const prefix = mkdtempSync(path.join(tmpdir(), 'takeflow-bench-nginx-'));
  chmodSync(prefix, 0o755);
  const served = path.join(prefix, 'file');
  copyFileSync(file, served);
  chmodSync(served, 0o644);
  const port = await freePort();
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${prefix}/nginx.pid;`,
      `error_log ${prefix}/error.log warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      '  sendfile on;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${prefix}/${kind};`),
      `  server { listen 127.0.0.1:${port}; location = /file { default_type video/mp4; alias ${served}; } }`,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(NGINX, ['-p', prefix, '-c', `${prefix}/nginx.conf`], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}/file`;
  for (const deadline = Date.now() + 10_000; ;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    if (
      await fetch(url, { method: 'HEAD' }).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error('nginx did not answer within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => {
          rmSync(prefix, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGQUIT');
      }),
  };
}
