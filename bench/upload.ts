/**
 * `npm run bench:upload [-- --mb 1024]`: one browser POST upload of a generated body (1 GiB by
 * default, never a file on disk) through the embedded object store of a real server process on
 * loopback, PGlite or PostgreSQL (TEST_DATABASE_URL). Prints the upload time and the server's
 * peak RSS (VmHWM) before and after: streaming must keep it flat whatever the size.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { loadConfig } from '../server/config';
import { multipartBody, signedForm } from '../server/testing/postForm';
import { startServerProcess } from '../server/testing/serverProcess';

const MIB = 1024 * 1024;
const at = process.argv.indexOf('--mb');
const megabytes = at > 0 ? Number(process.argv[at + 1]) : 1024;
const SECRET = 'bench-upload-secret-000000000000';

const peakRss = (pid: number) => Number(/VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const currentRss = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'takeflow-bench-upload-'));
  const env = { UPLOAD_SECRET_ACCESS_KEY: SECRET, LOG_LEVEL: 'warn', SEED_DEMO: 'true' };
  const server = await startServerProcess({ dataDir, databaseUrl: process.env.TEST_DATABASE_URL ?? null, env });
  const pid = server.child.pid ?? 0;
  try {
    const upload = loadConfig({ ...env, DATA_DIR: dataDir }).upload;
    const size = megabytes * MIB;
    const chunk = crypto.randomBytes(MIB);
    /** One upload of the generated body; with `cutAfter`, the connection is destroyed once that many MiB are sent. */
    const send = (cutAfter: number | null) => {
      const key = `customers/1/uploads/${crypto.randomUUID()}/bench.bin`;
      const fields = signedForm(upload, {
        now: new Date(),
        key,
        contentType: 'video/mp4',
        conditions: [
          { bucket: upload.bucket },
          ['eq', '$key', key],
          ['eq', '$Content-Type', 'video/mp4'],
          ['content-length-range', 1, size],
        ],
      });
      // The form's framing around an empty file, then the generated file spliced in between.
      const { body: frame, contentType } = multipartBody(fields, { filename: 'bench.bin', type: 'video/mp4', data: Buffer.alloc(0) });
      const tail = Buffer.from(`\r\n--${contentType.split('boundary=')[1]}--\r\n`);
      const head = frame.subarray(0, frame.length - tail.length);
      return new Promise<number>((resolve, reject) => {
        const request = http.request(
          {
            host: '127.0.0.1',
            port: server.port,
            method: 'POST',
            path: '/uploads/',
            headers: { 'content-type': contentType, 'content-length': head.length + size + tail.length },
          },
          (response) => {
            let answer = '';
            response.on('data', (part: Buffer) => (answer += part.toString()));
            response.on('end', () => {
              if (response.statusCode !== 204) process.stderr.write(`${answer}\n`);
              resolve(response.statusCode ?? 0);
            });
          },
        );
        const body = Readable.from(
          (function* generate() {
            yield head;
            for (let i = 0; i < megabytes; i += 1) {
              if (cutAfter !== null && i === cutAfter) {
                request.destroy();
                resolve(0);
                return;
              }
              yield chunk;
            }
            yield tail;
          })(),
        );
        request.on('error', (error) => (cutAfter === null ? reject(error) : undefined));
        body.pipe(request);
      });
    };
    const before = { peak: peakRss(pid), now: currentRss(pid) };
    let sampledMax = before.now;
    const sampler = setInterval(() => (sampledMax = Math.max(sampledMax, currentRss(pid))), 100);
    const started = Date.now();
    const status = await send(null);
    const seconds = (Date.now() - started) / 1000;
    clearInterval(sampler);
    const after = peakRss(pid);
    const objects = path.join(dataDir, 'objects');
    const filesIn = () =>
      fs.readdirSync(objects, { recursive: true }).filter((name) => fs.statSync(path.join(objects, String(name))).isFile());
    const stored = filesIn();
    process.stdout.write(
      `upload ${megabytes} MiB on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: HTTP ${status} in ${seconds.toFixed(1)} s ` +
        `(${(megabytes / seconds).toFixed(0)} MiB/s); server RSS at start ${before.now.toFixed(0)} MiB, ` +
        `highest sampled during the upload ${sampledMax.toFixed(0)} MiB (every 100 ms); ` +
        `process peak (VmHWM) before ${before.peak.toFixed(0)} MiB, after ${after.toFixed(0)} MiB; ` +
        `stored files: ${stored.length}\n`,
    );
    // The same upload killed halfway: the server must keep no object and no partial file.
    await send(Math.floor(megabytes / 2));
    let left = filesIn();
    for (let i = 0; i < 100 && left.length !== stored.length; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      left = filesIn();
    }
    process.stdout.write(
      `upload killed after ${Math.floor(megabytes / 2)} MiB: files under objects/ ${stored.length} before, ${left.length} after ` +
        `(${left.filter((name) => String(name).startsWith('.incoming')).length} partial)\n`,
    );
    if (left.length !== stored.length) process.exitCode = 1;
    if (status !== 204) process.exitCode = 1;
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

void main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
