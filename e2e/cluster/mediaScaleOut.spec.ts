import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_PATHS } from '../../contract/config';
import type { MediaItem, Page, TokenResponse, UploadSignature } from '../../contract';
import { freshTestDb, type TestDb } from '../../server/testing/testDb';
import { startServer, type RunningServer } from '../harness/server';
import { tokensFor } from '../menuHelpers';
import { call } from '../playerHelpers';

/**
 * Scale-out: two API servers and two `npm run worker` processes on one
 * PostgreSQL and one object store. Ten small uploads, made through both servers, are each
 * processed exactly once; a worker killed (SIGKILL, with its ffmpeg: the machine is gone) in the
 * middle of a transcode has its job finished by the other.
 */

const ROOT = path.resolve(__dirname, '..', '..');
const SMALL = 10;
// The long clip's 360p rendition (seconds of transcoding, where a 144p one takes a fraction) is the one interrupted.
const LADDER = '144,360';
jest.setTimeout(400_000);

interface Worker {
  child: ChildProcess;
  lines: string[];
}

let pg: TestDb;
let dataDir: string;
let clipsDir: string;
let servers: RunningServer[] = [];
let workers: Worker[] = [];

function startWorker(): Worker {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', 'server/media/worker.ts'], {
    cwd: ROOT,
    // Its own process group: killing the group takes its ffmpeg too.
    detached: true,
    env: { ...process.env, DATABASE_URL: pg.url!, DATA_DIR: dataDir, MEDIA_LADDER: LADDER, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, lines };
}

/** Each "media processed" line of a worker: which item, which stage, which attempt. */
const processed = (worker: Worker) =>
  worker.lines
    .filter((line) => line.includes('"media processed"'))
    .map((line) => JSON.parse(line) as { key: string; stage: string; outcome: string; attempt: number });

function clip(name: string, seconds: number, size: string): string {
  const file = path.join(clipsDir, name);
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=25:duration=${seconds}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', file],
  ]);
  return file;
}

/** The browser's upload: a signature from one server, the form posted to that server's store. */
async function upload(server: RunningServer, tokens: TokenResponse, file: string): Promise<string> {
  const name = path.basename(file);
  const signature = await call<UploadSignature>(server.url, tokens, API_PATHS.getUploadSignature, {
    purpose: 'footage',
    contentType: 'video/mp4',
    fileName: name,
  });
  const form = new FormData();
  form.append('key', signature.key);
  form.append('Content-Type', 'video/mp4');
  for (const field of ['X-Amz-Algorithm', 'X-Amz-Credential', 'X-Amz-Date', 'Policy', 'X-Amz-Signature'] as const) {
    form.append(field, signature[field]);
  }
  form.append('file', new Blob([readFileSync(file)], { type: 'video/mp4' }), name);
  const stored = await fetch(new URL(signature.url, server.url), { method: 'POST', body: form });
  if (stored.status !== 204) throw new Error(`${name}: upload answered ${stored.status} ${await stored.text()}`);
  return signature.key;
}

async function footage(server: RunningServer, tokens: TokenResponse): Promise<MediaItem[]> {
  const page = await call<Page<MediaItem>>(server.url, tokens, API_PATHS.listFootage, {
    page: 1,
    pageSize: 50,
    sort: 'createdAt',
    direction: 'desc',
  });
  return page.items;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  for (const deadline = Date.now() + timeoutMs; ;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`not reached in time: ${String(JSON.stringify(value)).slice(0, 2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The worker whose process group runs the 360p transcode (ffmpeg writing HLS with -progress) of an
 * input of `bytes`, if any. A worker copies its input to a folder of its own: the size tells which.
 */
function workerTranscoding(bytes: number): Worker | undefined {
  for (const line of spawnSync('ps', ['-eo', 'pgid=,args='], { encoding: 'utf8' }).stdout.split('\n')) {
    const input = /ffmpeg .*-i file:(\S+) -progress .*scale=-2:360/.exec(line)?.[1];
    if (input === undefined || !existsSync(input) || statSync(input).size !== bytes) continue;
    const group = Number(line.trim().split(/\s+/)[0]);
    return workers.find((worker) => worker.child.pid === group);
  }
  return undefined;
}

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set: eval "$(bash scripts/pg-throwaway.sh)" first');
  pg = await freshTestDb();
  dataDir = mkdtempSync(path.join(tmpdir(), 'takeflow-scaleout-'));
  clipsDir = mkdtempSync(path.join(tmpdir(), 'takeflow-scaleout-clips-'));
  // One object store (DATA_DIR/objects) and one database for all four; no server runs a worker.
  const env = { DATABASE_URL: pg.url!, SCRYPT_LOG_N: '12', MEDIA_IN_PROCESS_WORKER: 'false', MEDIA_LADDER: LADDER };
  servers = await Promise.all([startServer({ env, dataDir }), startServer({ env, dataDir })]);
  workers = [startWorker(), startWorker()];
}, 180_000);

afterAll(async () => {
  for (const worker of workers)
    if (worker.child.exitCode === null && worker.child.signalCode === null) process.kill(-worker.child.pid!, 'SIGKILL');
  await Promise.all(servers.map((server) => server.stop()));
  await pg?.dispose();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(clipsDir, { recursive: true, force: true });
});

it('two servers and two workers process ten uploads exactly once; a killed worker’s job is finished by the other', async () => {
  const [a, b] = servers as [RunningServer, RunningServer];
  const tokensA = await tokensFor(a.url, 'creator@acme.test');
  const tokensB = await tokensFor(b.url, 'creator@acme.test');

  // Ten small uploads, alternately through each server, which both workers share; then the long
  // clip, which one of them takes.
  const small: string[] = [];
  for (let index = 0; index < SMALL; index += 1) {
    const server = index % 2 === 0 ? b : a;
    small.push(await upload(server, server === a ? tokensA : tokensB, clip(`small-${index}.mp4`, 1, '284x160')));
  }
  const long = clip('long.mp4', 30, '640x360');
  const longKey = await upload(a, tokensA, long);

  // Killed with its ffmpeg in the middle of the long clip's transcode.
  const victim = await until(
    async () => workerTranscoding(statSync(long).size),
    (worker) => worker !== undefined,
    120_000,
  );
  process.kill(-victim!.child.pid!, 'SIGKILL');
  const killedAt = Date.now();
  const survivor = workers.find((worker) => worker !== victim)!;

  // Every item ready, read through B (half of them were stored through A).
  const items = await until(
    () => footage(b, tokensB),
    (listed) => [longKey, ...small].every((key) => listed.find((item) => item.key === key)?.processing.state === 'ready'),
    300_000,
  );
  const readySeconds = (Date.now() - killedAt) / 1000;
  for (const key of [longKey, ...small]) expect(items.find((item) => item.key === key)?.streamUrl).toMatch(/master\.m3u8$/);

  // Exactly once: every job (an item's first stage, and its ladder where it has one) was done by
  // one worker, one time.
  const runs = [...processed(victim!), ...processed(survivor)];
  for (const key of [longKey, ...small]) {
    const stages = runs.filter((run) => run.key === key).map((run) => run.stage);
    expect({ key, stages: [...stages].sort() }).toEqual({ key, stages: [...new Set(stages)].sort() });
    expect(stages).toContain('first');
  }
  // Both workers took some of the small ones.
  expect(processed(victim!).some((run) => small.includes(run.key))).toBe(true);
  expect(processed(survivor).some((run) => small.includes(run.key))).toBe(true);
  // The job the killed worker was in the middle of was finished by the other, on a later attempt.
  const finishedForIt = processed(survivor).filter((run) => run.key === longKey && run.attempt > 1);
  expect(finishedForIt).toHaveLength(1);
  console.info(
    `scale-out: ${SMALL + 1} items ready; jobs run ${processed(victim!).length} (killed worker) + ${processed(survivor).length}; ` +
      `the interrupted ${finishedForIt[0]!.stage} job of the long clip finished on attempt ${finishedForIt[0]!.attempt}, ` +
      `all ready ${readySeconds.toFixed(1)} s after the kill`,
  );
});
