import crypto from 'node:crypto';
import net from 'node:net';
import { API_PATHS } from '../../contract';
import { EMBEDDED_UPLOAD_PATH } from '../config';
import { multipartBody, objectRows, settledFiles, videoForm, storedFiles } from '../testing/postForm';
import { appForFile } from '../testing/testApp';

// Ordinary requests get 3 s for their body; an upload may take up to 30 s as long as it never
// pauses 3 s. The figures are bounds, never asserted durations (they are printed).
const t = appForFile({ REQUEST_TIMEOUT_SECONDS: '3', UPLOAD_TIMEOUT_SECONDS: '30' }, { listen: true });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function uploadBody(bytes: number) {
  const { key, fields } = videoForm(t, 1024 * 1024);
  return { key, ...multipartBody(fields, { filename: 'clip.mp4', type: 'video/mp4', data: crypto.randomBytes(bytes) }) };
}

/** A raw connection: the head now, then the body as the test paces it; resolves with all it heard once closed or answered. */
function connect(head: string) {
  const socket = net.connect(t.port, '127.0.0.1');
  socket.on('error', () => undefined);
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString()));
  const opened = Date.now();
  const ended = new Promise<{ answer: string; afterMs: number }>((resolve) => {
    const done = () => resolve({ answer, afterMs: Date.now() - opened });
    socket.once('close', done);
    socket.once('end', done);
  });
  socket.write(head);
  return { socket, ended };
}

const uploadHead = (contentType: string, length: number) =>
  `POST ${EMBEDDED_UPLOAD_PATH}/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${contentType}\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n`;

it('stores an upload whose body takes longer than REQUEST_TIMEOUT_SECONDS but keeps flowing', async () => {
  const { key, body, contentType } = uploadBody(200_000);
  const { socket, ended } = connect(uploadHead(contentType, body.length));
  const pieces = 10;
  const size = Math.ceil(body.length / pieces);
  for (let i = 0; i < pieces; i++) {
    socket.write(body.subarray(i * size, (i + 1) * size));
    await sleep(500); // 5 s in all, paused at most 0.5 s at a time
  }
  const { answer, afterMs } = await ended;
  process.stdout.write(`paced upload answered after ${afterMs} ms: ${answer.split('\r\n')[0]}\n`);
  expect(answer).toMatch(/^HTTP\/1\.1 204/);
  expect(afterMs).toBeGreaterThan(3000);
  const rows = await t.ctx.db.query<{ size: string | number }>('SELECT size FROM media_objects WHERE key = $1', [key]);
  expect(rows.map((row) => Number(row.size))).toEqual([200_000]);
});

it('refuses an upload that stalls with S3’s RequestTimeout and keeps nothing of it', async () => {
  const objectsDir = t.config.media.objectsDir;
  const before = { rows: await objectRows(t.ctx.db), files: storedFiles(objectsDir) };
  const { body, contentType } = uploadBody(200_000);
  const { socket, ended } = connect(uploadHead(contentType, body.length));
  socket.write(body.subarray(0, body.length / 2));
  const { answer, afterMs } = await ended;
  process.stdout.write(`stalled upload answered after ${afterMs} ms: ${answer.split('\r\n')[0]}\n`);
  socket.destroy();
  expect(answer).toMatch(/^HTTP\/1\.1 400/);
  expect(answer).toContain('<Code>RequestTimeout</Code>');
  expect(answer.toLowerCase()).toContain('connection: close');
  expect(await settledFiles(objectsDir)).toEqual(before.files);
  expect(await objectRows(t.ctx.db)).toBe(before.rows);
});

it('still answers 408 to any other request whose body is not whole after REQUEST_TIMEOUT_SECONDS', async () => {
  const { socket, ended } = connect(
    `POST ${API_PATHS.token} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\ngrant_type=`,
  );
  // Bytes keep coming, but the body never completes: the deadline is for the whole body.
  const drip = setInterval(() => socket.write('a'), 500);
  const { answer, afterMs } = await ended;
  clearInterval(drip);
  socket.destroy();
  process.stdout.write(`slow token body answered after ${afterMs} ms: ${answer.split('\r\n')[0]}\n`);
  expect(answer).toMatch(/^HTTP\/1\.1 408/);
  expect(afterMs).toBeLessThan(25_000);
});
