import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { EMBEDDED_UPLOAD_PATH } from '../config';
import { appForFile } from '../testing/testApp';

// Anonymous upload connections dripping a byte at a time: with a 3 s request deadline and a cap
// of 4 unverified upload connections, 12 of them must neither hold the server nor keep the other
// pages from answering. Durations are printed, bounded loosely, never asserted tightly.
const CAP = 4;
const DRIPPERS = 12;
let staticDir = '';
const t = appForFile(
  () => {
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'takeflow-dist-'));
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><html><head><title>Takeflow</title></head><body></body></html>');
    fs.writeFileSync(path.join(staticDir, 'main.3f9a1c2b.js'), 'console.log("app")');
    return { REQUEST_TIMEOUT_SECONDS: '3', UPLOAD_TIMEOUT_SECONDS: '60', UPLOAD_MAX_PENDING: String(CAP), STATIC_DIR: staticDir };
  },
  { listen: true, cleanup: () => fs.rmSync(staticDir, { recursive: true, force: true }) },
);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const BOUNDARY = 'drip';

/** A connection that sends an upload's head, then one byte of its form every 500 ms, never a policy. */
function dripper() {
  const socket = net.connect(t.port, '127.0.0.1');
  socket.on('error', () => undefined);
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString()));
  const opened = Date.now();
  const prelude = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="key"\r\n\r\n`;
  socket.write(
    `POST ${EMBEDDED_UPLOAD_PATH}/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\n` +
      `Content-Length: 100000\r\n\r\n${prelude}`,
  );
  const drip = setInterval(() => socket.write('a'), 500);
  const ended = new Promise<{ answer: string; afterMs: number }>((resolve) => {
    socket.once('close', () => {
      clearInterval(drip);
      resolve({ answer, afterMs: Date.now() - opened });
    });
  });
  return { socket, ended };
}

async function get(url: string): Promise<number> {
  const response = await fetch(`${t.url}${url}`, { headers: { accept: 'text/html' } });
  await response.arrayBuffer();
  return response.status;
}

it('refuses anonymous upload connections beyond the cap and closes the others once the policy deadline passes, while the pages answer', async () => {
  const drippers = Array.from({ length: DRIPPERS }, dripper);
  const refused: string[] = [];
  try {
    // Every dripper is either refused at once or held: the pages answer meanwhile.
    await sleep(1000);
    expect(await get('/login')).toBe(200);
    expect(await get('/main.3f9a1c2b.js')).toBe(200);
    expect(await get('/healthz')).toBe(200);
    const results = await Promise.all(
      drippers.map(({ ended }) => Promise.race([ended, sleep(30_000).then(() => ({ answer: 'still open', afterMs: 30_000 }))])),
    );
    for (const { answer, afterMs } of results) {
      process.stdout.write(`dripping upload answered after ${afterMs} ms: ${answer.split('\r\n')[0]}\n`);
      refused.push(answer);
    }
  } finally {
    for (const { socket } of drippers) socket.destroy();
  }
  const busy = refused.filter((answer) => /^HTTP\/1\.1 503/.test(answer));
  const timedOut = refused.filter((answer) => /^HTTP\/1\.1 400/.test(answer) && answer.includes('<Code>RequestTimeout</Code>'));
  expect(busy).toHaveLength(DRIPPERS - CAP);
  for (const answer of busy) {
    expect(answer).toMatch(/\r\nRetry-After: \d+\r\n/i);
    expect(answer.toLowerCase()).toContain('connection: close');
  }
  // Held, they were closed by the policy deadline, not kept for the 60 s upload time.
  expect(timedOut).toHaveLength(CAP);
  // The slots are free again: a new anonymous connection is held, not refused.
  const again = dripper();
  await sleep(1000);
  again.socket.destroy();
  const { answer } = await again.ended;
  expect(answer).not.toMatch(/^HTTP\/1\.1 503/);
  expect(await get('/healthz')).toBe(200);
}, 90_000);
