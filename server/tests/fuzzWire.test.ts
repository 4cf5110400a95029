import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { API_PATHS } from '../../contract';
import { EMBEDDED_UPLOAD_PATH } from '../config';
import { appForFile } from '../testing/testApp';

/**
 * What arrives on the socket before any route sees it: garbage bytes, broken request lines,
 * oversized or malformed headers, smuggling attempts, broken chunked bodies. Every answer is a
 * 4xx (or a plain answer to what happened to be a valid request), and the server stays up.
 */
const RUNS = Math.ceil(Number(process.env.FUZZ_RUNS ?? 2000) / 8);

const t = appForFile(
  () => {
    // A built site of its own: without one, / answers 503 ("run npm run build"), as on a fresh clone.
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'takeflow-wire-site-'));
    fs.writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><title>Takeflow</title>');
    return { STATIC_DIR: siteDir };
  },
  { listen: true },
);

/** Writes raw bytes, half-closes, and reads whatever comes back until the server closes. */
function exchange(bytes: Uint8Array | string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(t.port, '127.0.0.1');
    let answer = '';
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer within 10 s')));
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNRESET' || error.code === 'EPIPE' ? resolve(answer) : reject(error),
    );
    socket.on('close', () => resolve(answer));
    socket.end(bytes);
  });
}

const token = fc.stringMatching(/^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,12}$/);
const junk = fc.string({ unit: fc.integer({ min: 0, max: 255 }).map((c) => String.fromCharCode(c)), maxLength: 60 });
const requestLine = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('GET', 'POST', 'PUT', 'BREW', 'get', 'CONNECT', 'TRACE'),
      fc.constantFrom('/', API_PATHS.token, `${EMBEDDED_UPLOAD_PATH}/`, '*', 'http://evil.test/', '/a b', '//'),
      fc.constantFrom('HTTP/1.1', 'HTTP/1.0', 'HTTP/9.9', 'HTTP/1.1 extra', ''),
    )
    .map((parts) => parts.join(' ')),
  junk,
);
const header = fc.oneof(
  fc.tuple(token, junk).map(([name, value]) => `${name}: ${value}`),
  fc.constantFrom(
    'Host: 127.0.0.1',
    'no colon here',
    ': empty name',
    ' folded: continuation',
    'Content-Length: -1',
    'Content-Length: 1e3',
    'Content-Length: 5\r\nContent-Length: 6',
    'Transfer-Encoding: chunked\r\nContent-Length: 4',
    'Transfer-Encoding: gzip, chunked',
    'Expect: 100-continue',
    'Content-Type: multipart/form-data; boundary=x',
    'Content-Type: multipart/form-data',
  ),
  fc.integer({ min: 1, max: 40 }).map((kib) => `X-Big: ${'a'.repeat(kib * 1024)}`),
);
const body = fc.oneof(
  fc.constant(''),
  junk,
  fc.constantFrom('5\r\nhello\r\n0\r\n\r\n', 'zz\r\nbad\r\n', 'ffffffffffffffff\r\n', '0\r\n\r\nGET / HTTP/1.1\r\nHost: x\r\n\r\n'),
);
const message = fc.oneof(
  fc
    .tuple(requestLine, fc.array(header, { maxLength: 6 }), body)
    .map(([line, headers, rest]) => `${line}\r\n${headers.join('\r\n')}\r\n\r\n${rest}`),
  fc.uint8Array({ maxLength: 2048 }),
);

it('answers broken HTTP with a 4xx or closes the connection, never a 5xx, and stays up', async () => {
  const statuses = new Map<string, number>();
  await fc.assert(
    fc.asyncProperty(message, async (bytes) => {
      const answer = await exchange(bytes);
      for (const match of answer.matchAll(/^HTTP\/1\.[01] (\d{3})/gm)) {
        const status = match[1] as string;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        expect(Number(status)).toBeLessThan(500);
      }
    }),
    {
      numRuns: RUNS,
      examples: [
        [`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(40 * 1024)}\r\n\r\n`],
        [`POST ${API_PATHS.token} HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Length: 4\r\n\r\n0\r\n\r\n`],
        [`POST ${API_PATHS.token} HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nhello`],
        [`GET / HTTP/1.1\r\n\r\n`],
      ],
    },
  );
  expect(statuses.get('400')).toBeGreaterThan(0);
  expect(statuses.get('431')).toBeGreaterThan(0);
  const alive = await fetch(`http://127.0.0.1:${t.port}${API_PATHS.appConfig}`);
  expect(alive.status).toBe(200);
  process.stdout.write(`wire fuzz: ${RUNS} connections, answers ${JSON.stringify(Object.fromEntries(statuses))}\n`);
}, 240_000);
