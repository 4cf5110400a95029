// npm run bench:playback (after npm run build) — a processed 720p clip's HLS stream on loopback:
// (c) time to first frame in Chromium, from the click on Play in Footage to the first frame
// decoded, with the player's code not yet loaded and again once loaded (target ≤ 500 ms);
// (d) segment throughput of the embedded CDN beside nginx serving a copy of the same file
// (target ≥ 0.7× nginx); (e) a crowd of viewers (BENCH_PLAYBACK_VIEWERS, default 1,000)
// fetching the playlists and then one segment every 4 s, as a player does in real time: p99
// segment latency (target < 200 ms), no errors. Prints the load average: the figures move with it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_PATHS, type TokenResponse } from '../contract';
import { launchBrowser } from '../e2e/harness/browser';
import { startServer } from '../e2e/harness/server';
import { signedInPage } from '../e2e/menuHelpers';
import { startStaticNginx } from './lib/staticNginx';
import { fire, type RunFigures } from './lib/cannon';
import { cookieHeader, settledItem, uploadBytes, type MediaPort } from '../server/testing/mediaFixtures';
import { DEMO_PASSWORD } from '../server/db/seedData';
import { hlsSegments, type Segment } from './lib/hlsPlaylist';
import { quantile } from './lib/quantile';

const CLIP_SECONDS = Number(process.env.BENCH_PLAYBACK_CLIP_SECONDS ?? 40);
const VIEWERS = Number(process.env.BENCH_PLAYBACK_VIEWERS ?? 1000);
const SEGMENT_SECONDS = 4;
const DIST = path.resolve(__dirname, '..', 'dist');
const CLIP = 'clip.mp4';
const FIRST_FRAME_TRIES = 5;
const ROUND_SECONDS = 8;
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** The server's calls over HTTP, shaped as the media test helpers take them. */
function httpPort(baseUrl: string): MediaPort {
  const answer = async (response: Response) => {
    const body = await response.text();
    return { statusCode: response.status, body, json: <T>() => JSON.parse(body) as T };
  };
  return {
    call: async (url, accessToken, clientRequest = {}) =>
      answer(
        await fetch(`${baseUrl}${url}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({ clientRequest }),
        }),
      ),
    inject: async ({ method, url, headers, payload }) =>
      answer(await fetch(`${baseUrl}${url}`, { method, headers, body: new Uint8Array(payload) })),
  };
}

async function signIn(baseUrl: string): Promise<TokenResponse> {
  const response = await fetch(`${baseUrl}${API_PATHS.token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username: 'creator@acme.test',
      password: DEMO_PASSWORD,
      client_id: 'takeflow-web',
    }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as TokenResponse;
}

const rangeHeader = (segment: Segment) => `bytes=${segment.offset}-${segment.offset + segment.length - 1}`;

/** One viewer: the playlists, then a segment every SEGMENT_SECONDS; each segment's latency to its last byte. */
async function watch(baseUrl: string, cookie: string, master: string, rendition: number, latencies: number[], errors: string[]) {
  const get = async (url: string, range?: string) => {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie, ...(range ? { range } : {}) } });
    const body = await response.arrayBuffer();
    if (!response.ok) errors.push(`${response.status} ${url}`);
    return { ms: performance.now() - started, text: () => Buffer.from(body).toString('utf8') };
  };
  try {
    const playlist = await get(master);
    const variants = playlist
      .text()
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#'));
    const variant = new URL(variants[rendition % variants.length]!, master).toString();
    const segments = hlsSegments((await get(variant)).text(), variant);
    const start = performance.now();
    for (const [index, segment] of segments.entries()) {
      const wait = start + index * SEGMENT_SECONDS * 1000 - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      latencies.push((await get(segment.url, rangeHeader(segment))).ms);
    }
  } catch (error) {
    errors.push(String(error));
  }
}

function figures(label: string, run: RunFigures, mibPerAnswer: number): string {
  return `${label}: ${run.rps.toFixed(0)} segments/s (${(run.rps * mibPerAnswer).toFixed(0)} MiB/s), p50 ${run.p50} ms, p99 ${run.p99} ms, ${run.failed} failed`;
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(DIST, 'index.html'))) throw new Error('No web app in dist/: run npm run build first.');
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'takeflow-bench-playback-'));
  const server = await startServer({ env: { STATIC_DIR: DIST, LOG_LEVEL: 'warn' } });
  try {
    const clip = path.join(work, 'clip.mp4');
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc2=size=1280x720:rate=30:duration=${CLIP_SECONDS}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${CLIP_SECONDS}`],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p', '-c:a', 'aac', clip],
    ]);
    const login = await signIn(server.url);
    const port = httpPort(server.url);
    const key = await uploadBytes(port, login.access_token, 'footage', CLIP, 'video/mp4', fs.readFileSync(clip));
    const item = await settledItem(port, login.access_token, key, API_PATHS.listFootage, 600_000);
    if (item.streamUrl === null) throw new Error(`no stream: ${JSON.stringify(item.processing)}`);
    const signed = login.additionalDetails.preSignedCookie;
    if (signed === null) throw new Error('the sign-in carried no CDN cookies');
    const cookie = cookieHeader(signed);
    const master = new URL(item.streamUrl, server.url).toString();

    console.log(`load average ${loadAverage()} · ${os.cpus().length} vCPUs · clip ${CLIP_SECONDS} s 720p`);
    const frames = await firstFrames(server.url);
    const cold = frames.filter((f) => f.cold).map((f) => f.ms);
    const warm = frames.filter((f) => !f.cold).map((f) => f.ms);
    console.log(
      `(c) click on Play → first frame decoded, ${FIRST_FRAME_TRIES} page loads: player not yet loaded ${cold.map((ms) => ms.toFixed(0)).join(', ')} ms ` +
        `(median ${quantile(cold, 0.5).toFixed(0)}); loaded ${warm.map((ms) => ms.toFixed(0)).join(', ')} ms (median ${quantile(warm, 0.5).toFixed(0)}) · target ≤ 500`,
    );

    // (d) The top rendition's first full segment, from the CDN and from nginx reading the same file.
    const variants = (await (await fetch(master, { headers: { cookie } })).text()).split('\n').filter((l) => l && !l.startsWith('#'));
    const top = new URL(variants[0]!, master).toString();
    const segments = hlsSegments(await (await fetch(top, { headers: { cookie } })).text(), top);
    const segment = segments[1] ?? segments[0]!;
    const stored = path.join(server.dataDir, 'objects');
    const file = findFileOfSize(stored, await contentLength(segment.url, cookie));
    const nginx = await startStaticNginx(file);
    const mib = segment.length / 2 ** 20;
    console.log(
      `(d) ${variants.length} renditions; the top one's ${(segment.length / 1024).toFixed(0)} KiB segment (byte range), 10 connections, rounds of ${ROUND_SECONDS} s`,
    );
    const cdnRuns: RunFigures[] = [];
    const nginxRuns: RunFigures[] = [];
    for (let round = 0; round < 2; round++) {
      const headers = { cookie, range: rangeHeader(segment) };
      cdnRuns.push(await fire({ url: segment.url, headers, duration: ROUND_SECONDS }));
      nginxRuns.push(await fire({ url: nginx.url, headers: { range: rangeHeader(segment) }, duration: ROUND_SECONDS }));
      console.log(`  round ${round + 1}: ${figures('CDN', cdnRuns[round]!, mib)}; ${figures('nginx', nginxRuns[round]!, mib)}`);
    }
    const best = (runs: RunFigures[]) => Math.max(...runs.map((r) => r.rps));
    console.log(
      `  ratio CDN / nginx (best rounds): ${(best(cdnRuns) / best(nginxRuns)).toFixed(2)} (target ≥ 0.7) · load ${loadAverage()}`,
    );
    await nginx.stop();

    // (e) The crowd, arriving over one segment's time and each watching the whole clip.
    const latencies: number[] = [];
    const errors: string[] = [];
    const started = performance.now();
    await Promise.all(
      Array.from({ length: VIEWERS }, async (_, viewer) => {
        await new Promise((resolve) => setTimeout(resolve, (viewer / VIEWERS) * SEGMENT_SECONDS * 1000));
        await watch(server.url, cookie, master, viewer, latencies, errors);
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `(e) ${VIEWERS} viewers, ${segments.length} segments each at real-time pace over ${seconds.toFixed(0)} s: ${latencies.length} segments, ` +
        `p50 ${quantile(latencies, 0.5).toFixed(0)} ms, p99 ${quantile(latencies, 0.99).toFixed(0)} ms (target < 200), ` +
        `max ${Math.max(...latencies).toFixed(0)} ms, ${errors.length} errors · load ${loadAverage()}`,
    );
    if (errors.length > 0) console.log(`  first errors: ${errors.slice(0, 3).join('; ')}`);
  } finally {
    await server.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Signs in as the uploader in Chromium and opens the clip from Footage: each try loads the page
 * afresh, opens the player (its code fetched then: cold), closes it and opens it again (warm).
 */
async function firstFrames(baseUrl: string): Promise<{ cold: boolean; ms: number }[]> {
  const browser = await launchBrowser();
  try {
    const page = await signedInPage(browser, baseUrl, 'creator@acme.test');
    const found: { cold: boolean; ms: number }[] = [];
    for (let attempt = 0; attempt < FIRST_FRAME_TRIES; attempt++) {
      await page.goto(`${baseUrl}/clips/list`);
      const play = page.getByRole('button', { name: `Play ${CLIP}` });
      for (const cold of [true, false]) {
        await play.waitFor();
        // Timed in the page: from the click event to the video's first decoded frame.
        const timing = page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              let clicked = 0;
              document.addEventListener('click', () => (clicked = performance.now()), { capture: true, once: true });
              document.addEventListener('loadeddata', () => resolve(performance.now() - clicked), { capture: true, once: true });
            }),
        );
        await play.click();
        found.push({ cold, ms: await timing });
        await page.getByRole('button', { name: 'Close', exact: true }).click();
        await page.getByTestId('footage-player').waitFor({ state: 'detached' });
      }
    }
    return found;
  } finally {
    await browser.close();
  }
}

async function contentLength(url: string, cookie: string): Promise<number> {
  const response = await fetch(url, { method: 'HEAD', headers: { cookie } });
  return Number(response.headers.get('content-length'));
}

/** The stored file behind a CDN address: the one object file of that size (the renditions differ). */
function findFileOfSize(root: string, size: number): string {
  const found = (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => fs.statSync(file).size === size);
  if (found.length !== 1) throw new Error(`expected one stored file of ${size} bytes, found ${found.length}`);
  return found[0]!;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
