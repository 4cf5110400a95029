// npm run bench:media — the cost of the processing pipeline's ladder against the same ffmpeg
// command run by hand on the same input (CPU-seconds per second of video, children's CPU from
// /proc), and how long after the start of processing the stream is playable, on a synthetic 720p
// clip (BENCH_MEDIA_SECONDS, default 20). Prints the load average: on a shared machine the wall
// times move with it, the CPU-seconds much less.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../server/config';
import { probe } from '../server/media/processing/probe';
import { chooseTools } from '../server/media/processing/tools';
import { rungsFor, transcodeVideo } from '../server/media/processing/transcode';

const SECONDS = Number(process.env.BENCH_MEDIA_SECONDS ?? 20);
const TICKS = 100;

/** CPU-seconds of this process's waited-for children so far (utime + stime of /proc/self/stat's cutime, cstime). */
function childCpu(): number {
  const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[13]) + Number(fields[14])) / TICKS;
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'takeflow-bench-media-'));
  try {
    const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' }).media.processing;
    const tools = chooseTools(config);
    const input = path.join(dir, 'input');
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc2=size=1280x720:rate=30:duration=${SECONDS}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${SECONDS}`],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-f', 'mp4', input],
    ]);
    const facts = await probe(tools, input, fs.statSync(input).size);

    const pipelineOut = path.join(dir, 'pipeline');
    fs.mkdirSync(pipelineOut);
    let cpu = childCpu();
    const started = Date.now();
    const renditions = await transcodeVideo(tools, input, pipelineOut, facts, rungsFor(facts, config.ladder), false, () => undefined);
    const pipelineWall = (Date.now() - started) / 1000;
    const pipelineCpu = childCpu() - cpu;

    // The same ladder by hand: the command transcodeVideo runs for this input, without nice or the probes after it.
    const handOut = path.join(dir, 'hand');
    fs.mkdirSync(handOut);
    const rungs = renditions.length;
    const heights = config.ladder.slice(0, rungs);
    const graph =
      `[0:v:0]fps=30,format=yuv420p,split=${rungs}${heights.map((_, i) => `[s${i}]`).join('')};` +
      heights.map((h, i) => `[s${i}]scale=-2:${h},setsar=1[o${i}]`).join(';');
    const args = ['-hide_banner', '-nostdin', '-y', '-threads', '2', '-i', input, '-filter_complex', graph];
    heights.forEach((h, i) => {
      const kbps = { 360: 800, 720: 2800, 1080: 5000 }[h] ?? Math.round(h * 2.6);
      args.push('-map', `[o${i}]`, '-map', '0:a:0', `-b:v:${i}`, `${kbps}k`, `-maxrate:v:${i}`, `${Math.round(kbps * 1.1)}k`);
      args.push(`-bufsize:v:${i}`, `${kbps * 2}k`);
    });
    args.push(...['-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'high', '-g', '60', '-keyint_min', '60', '-sc_threshold', '0']);
    args.push(...['-c:a', 'aac', '-b:a', '128k', '-ac', '2', '-ar', '48000']);
    args.push('-var_stream_map', heights.map((_, i) => `v:${i},a:${i}`).join(' '));
    args.push(...['-f', 'hls', '-hls_time', '4', '-hls_playlist_type', 'vod', '-hls_list_size', '0', '-hls_segment_type', 'fmp4']);
    args.push('-hls_flags', 'single_file', 'r%v.m3u8');
    cpu = childCpu();
    const handStarted = Date.now();
    const hand = spawnSync(tools.ffmpeg, args, { cwd: handOut, stdio: 'ignore' });
    const handWall = (Date.now() - handStarted) / 1000;
    const handCpu = childCpu() - cpu;
    if (hand.status !== 0) throw new Error('the hand-run ffmpeg failed');

    const perSecond = (value: number) => (value / SECONDS).toFixed(3);
    console.log(
      `load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} · ${os.cpus().length} vCPUs · ${tools.version}`,
    );
    console.log(`input: ${SECONDS} s 1280x720 30 fps H.264/AAC; ladder ${heights.join('/')} in one pass`);
    console.log(
      `pipeline: ${pipelineCpu.toFixed(2)} CPU-s (${perSecond(pipelineCpu)} per video-second), ${pipelineWall.toFixed(1)} s wall`,
    );
    console.log(`by hand:  ${handCpu.toFixed(2)} CPU-s (${perSecond(handCpu)} per video-second), ${handWall.toFixed(1)} s wall`);
    console.log(`ratio pipeline / hand: ${(pipelineCpu / handCpu).toFixed(3)} (target ≤ 1.05)`);
    console.log(
      `processing start → stream playable (ladder made): ${pipelineWall.toFixed(1)} s = ${(pipelineWall / SECONDS).toFixed(2)}× the clip's duration (target ≤ 0.5×)`,
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
