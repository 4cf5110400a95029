/**
 * `npm run bench:drip [-- --connections 1000 --seconds 45]`: a real server process limited to
 * 1,024 file descriptors, and that many anonymous `POST /uploads/` connections dripping a byte of
 * their form every second without ever showing a policy; a refused or closed one reconnects at
 * once. Meanwhile `/login`, the app's script, `/healthz` and `/readyz` are fetched every 250 ms.
 * Prints how the drippers were answered, what the pages answered and the server's open
 * descriptors.
 */
import fs from 'node:fs';
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
      const status = /^HTTP\/1\.1 (\d+)/.exec(answer)?.[1] ?? 'closed without answer';
      count(`${status}${answer.includes('<Code>') ? ` ${/<Code>(\w+)<\/Code>/.exec(answer)?.[1]}` : ''}`);
      setTimeout(dripper, 100);
    });
    if (!running) socket.destroy();
    stop.push(() => socket.destroy());
  };
  const stop: (() => void)[] = [];

  const pages: Record<string, Map<string, number>> = {};
  const probe = async (url: string) => {
    const tally = (pages[url] ??= new Map());
    const started = Date.now();
    let key: string;
    try {
      const response = await fetch(`http://127.0.0.1:${server.port}${url}`, {
        signal: AbortSignal.timeout(5000),
        headers: { accept: 'text/html,*/*' },
      });
      await response.arrayBuffer();
      key = String(response.status);
    } catch {
      key = 'failed';
    }
    tally.set(key, (tally.get(key) ?? 0) + 1);
    return Date.now() - started;
  };
  const descriptors = () => fs.readdirSync(`/proc/${pid}/fd`).length;

  try {
    for (let i = 0; i < CONNECTIONS; i++) dripper();
    let slowest = 0;
    let mostDescriptors = 0;
    const until = Date.now() + SECONDS * 1000;
    while (Date.now() < until) {
      const times = await Promise.all(['/login', '/main.3f9a1c2b.js', '/healthz', '/readyz'].map(probe));
      slowest = Math.max(slowest, ...times);
      mostDescriptors = Math.max(mostDescriptors, descriptors());
      await sleep(250);
    }
    running = false;
    for (const end of stop) end();
    process.stdout.write(`server file-descriptor limit ${DESCRIPTORS}, ${CONNECTIONS} dripping connections for ${SECONDS} s\n`);
    process.stdout.write(`server's open descriptors: at most ${mostDescriptors}\n`);
    process.stdout.write(`dripping connections answered: ${JSON.stringify(Object.fromEntries(answers))}\n`);
    for (const [url, tally] of Object.entries(pages)) process.stdout.write(`${url}: ${JSON.stringify(Object.fromEntries(tally))}\n`);
    process.stdout.write(`slowest page answer: ${slowest} ms\n`);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
