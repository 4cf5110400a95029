/**
 * `npm run bench:drip [-- --connections 1000 --seconds 45]`: a real server process limited to
 * 1,024 file descriptors, and that many anonymous `POST /uploads/` connections dripping a byte of
 * their form every second without ever showing a policy; a refused or closed one reconnects at
 * once. Meanwhile `/login`, the app's script, `/healthz` and `/readyz` are fetched every 250 ms,
 * each on a new connection, from the moment the drippers start. Prints how the drippers were
 * answered, what the pages answered and the server's open descriptors; fails (exit 1) when a
 * page missed a 200 in any round.
 */
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess } from '../server/testing/serverProcess';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const CONNECTIONS = arg('connections', 1000);
const SECONDS = arg('seconds', 45);
const DESCRIPTORS = 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'takeflow-bench-drip-'));
  const dist = path.join(dataDir, 'dist');
  fs.mkdirSync(dist);
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Takeflow</title></head><body></body></html>');
  fs.writeFileSync(path.join(dist, 'main.3f9a1c2b.js'), 'console.log("app")');
  const env = { LOG_LEVEL: 'warn', STATIC_DIR: dist, REQUEST_TIMEOUT_SECONDS: '10' };
  const server = await startServerProcess({
    dataDir,
    databaseUrl: process.env.TEST_DATABASE_URL ?? null,
    env,
    descriptorLimit: DESCRIPTORS,
  });
  const pid = server.child.pid ?? 0;
  const answers = new Map<string, number>();
  const count = (key: string) => answers.set(key, (answers.get(key) ?? 0) + 1);
  let running = true;

  const dripper = () => {
    if (!running) return;
    const socket = net.connect(server.port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.write(
      'POST /uploads/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=drip\r\n' +
        'Content-Length: 100000\r\n\r\n--drip\r\nContent-Disposition: form-data; name="key"\r\n\r\n',
    );
    const drip = setInterval(() => socket.write('a'), 1000);
    socket.once('close', () => {
      clearInterval(drip);
      if (!running) return;
      const status = /^HTTP\/1\.1 (\d+)/.exec(answer)?.[1] ?? 'closed without answer';
      count(`${status}${answer.includes('<Code>') ? ` ${/<Code>(\w+)<\/Code>/.exec(answer)?.[1]}` : ''}`);
      setTimeout(dripper, 100);
    });
    if (!running) socket.destroy();
    stop.push(() => socket.destroy());
  };
  const stop: (() => void)[] = [];

  // Each probe opens a connection of its own, as a new visitor does: a kept-alive one would
  // pass the server's accept queue and connection cap only once.
  const PAGES = ['/login', '/main.3f9a1c2b.js', '/healthz', '/readyz'];
  const pages: Record<string, Map<string, number>> = {};
  const started = Date.now();
  const probe = (url: string) =>
    new Promise<{ url: string; answer: string; ms: number }>((resolve) => {
      const sent = Date.now();
      const done = (answer: string) => resolve({ url, answer, ms: Date.now() - sent });
      const request = http.get(
        { host: '127.0.0.1', port: server.port, path: url, agent: false, timeout: 5000, headers: { accept: 'text/html,*/*' } },
        (response) => {
          response.resume();
          response.on('end', () => done(String(response.statusCode)));
          response.on('error', (error: NodeJS.ErrnoException) => done(`failed: ${error.code ?? error.message}`));
        },
      );
      request.on('timeout', () => request.destroy(Object.assign(new Error('timeout'), { code: 'timeout (5 s)' })));
      request.on('error', (error: NodeJS.ErrnoException) => done(`failed: ${error.code ?? error.message}`));
    });
  let mostDescriptors = 0;
  const sampler = setInterval(() => {
    try {
      mostDescriptors = Math.max(mostDescriptors, fs.readdirSync(`/proc/${pid}/fd`).length);
    } catch {
      // The server is gone: its end is reported below.
    }
  }, 20);

  const failedRounds: string[] = [];
  let rounds = 0;
  let slowest = 0;
  try {
    for (let i = 0; i < CONNECTIONS; i++) dripper();
    const until = Date.now() + SECONDS * 1000;
    while (Date.now() < until) {
      const at = Date.now() - started;
      const results = await Promise.all(PAGES.map(probe));
      rounds += 1;
      for (const { url, answer, ms } of results) {
        const tally = (pages[url] ??= new Map());
        tally.set(answer, (tally.get(answer) ?? 0) + 1);
        slowest = Math.max(slowest, ms);
      }
      const missed = results.filter(({ answer }) => answer !== '200');
      if (missed.length > 0)
        failedRounds.push(
          `round ${rounds} at ${at} ms: ${missed.map(({ url, answer, ms }) => `${url} ${answer} after ${ms} ms`).join(', ')}`,
        );
      await sleep(250);
    }
    running = false;
    clearInterval(sampler);
    for (const end of stop) end();
    const dropped = server.lines
      .filter((line) => line.includes('connection cap is reached'))
      .map((line) => JSON.parse(line).closed as number);
    process.stdout.write(`server file-descriptor limit ${DESCRIPTORS}, ${CONNECTIONS} dripping connections for ${SECONDS} s\n`);
    process.stdout.write(`server's open descriptors: at most ${mostDescriptors} (read every 20 ms)\n`);
    process.stdout.write(`dripping connections answered: ${JSON.stringify(Object.fromEntries(answers))}\n`);
    process.stdout.write(`connections closed at the server's cap (logged every 10 s): ${dropped.reduce((sum, each) => sum + each, 0)}\n`);
    for (const [url, tally] of Object.entries(pages)) process.stdout.write(`${url}: ${JSON.stringify(Object.fromEntries(tally))}\n`);
    process.stdout.write(`slowest page answer: ${slowest} ms\n`);
    process.stdout.write(`rounds where every page answered 200: ${rounds - failedRounds.length} of ${rounds}\n`);
    for (const failed of failedRounds) process.stdout.write(`  ${failed}\n`);
  } finally {
    clearInterval(sampler);
    server.child.kill('SIGTERM');
    await server.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (failedRounds.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
