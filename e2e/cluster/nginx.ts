import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
/** The response header the test adds to learn which server answered (not in deploy/nginx.conf). */
export const UPSTREAM_HEADER = 'x-takeflow-upstream';

export interface RunningNginx {
  url: string;
  stop(): Promise<void>;
}

/**
 * Runs Debian's nginx, as an unprivileged foreground process in a scratch prefix, with the
 * repository's deploy/nginx.conf: only its listen port and upstream addresses are replaced.
 */
export async function startNginx(port: number, upstreamPorts: number[]): Promise<RunningNginx> {
  const prefix = mkdtempSync(path.join(tmpdir(), 'takeflow-nginx-'));
  let site = readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8');
  const upstreams = upstreamPorts.map((p) => `    server 127.0.0.1:${p} max_fails=3 fail_timeout=10s;`).join('\n');
  site = site.replace(/^\s*server \S+:\d+[^\n]*\n/gm, '').replace(/(upstream takeflow \{\n)/, `$1${upstreams}\n`);
  site = site.replace(/listen 80;/, `listen 127.0.0.1:${port};`);
  if (!site.includes(`127.0.0.1:${upstreamPorts[0]}`) || !site.includes(`listen 127.0.0.1:${port}`)) {
    throw new Error('deploy/nginx.conf no longer has the upstream block or listen line this test adapts');
  }
  writeFileSync(path.join(prefix, 'site.conf'), site);
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${prefix}/nginx.pid;`,
      `error_log ${prefix}/error.log warn;`,
      'events { worker_connections 256; }',
      'http {',
      `  access_log ${prefix}/access.log;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${prefix}/${kind};`),
      `  add_header ${UPSTREAM_HEADER} $upstream_addr always;`,
      `  include ${prefix}/site.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  const check = spawnSync(NGINX, ['-t', '-p', prefix, '-c', `${prefix}/nginx.conf`], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  const child: ChildProcess = spawn(NGINX, ['-p', prefix, '-c', `${prefix}/nginx.conf`], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 20_000; ;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${errors}`);
    try {
      await fetch(`${url}/healthz`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not listen within 20 s: ${errors}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          rmSync(prefix, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGQUIT');
      }),
  };
}
