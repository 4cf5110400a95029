// npm run bench:media — the processing pipeline's video passes against the same ffmpeg commands
// run by hand on the same input (CPU-seconds per second of video, children's CPU from /proc), and
// how soon the item plays: as uploaded once probed (a browser-playable original), from its first
// rendition, and with its whole ladder; on a synthetic 720p clip (BENCH_MEDIA_SECONDS, default
// 60). Processing start is the worker's; the queue's pick-up comes before it. Prints the load
// average: on a shared machine the wall times move with it, the CPU-seconds much less.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../server/config';
import { playsAsUploaded } from '../server/media/processing/playsAsUploaded';
import { probe } from '../server/media/processing/probe';
import { chooseTools } from '../server/media/processing/tools';
import { firstRung, rungsFor, transcodeVideo, videoPassArgs } from '../server/media/processing/transcode';
import { benchRender } from './mediaRender';

const SECONDS = Number(process.env.BENCH_MEDIA_SECONDS ?? 60);
const TICKS = 100;

/** CPU-seconds of this process's waited-for children so far (utime + stime of /proc/self/stat's cutime, cstime). */
function childCpu(): number {
  const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[13]) + Number(fields[14])) / TICKS;
}

/** Wall seconds and children's CPU-seconds of `work`. */
async function measured(work: () => Promise<unknown> | unknown): Promise<{ wall: number; cpu: number }> {
  const cpu = childCpu();
  const started = performance.now();
  await work();
  return { wall: (performance.now() - started) / 1000, cpu: childCpu() - cpu };
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
    let facts: Awaited<ReturnType<typeof probe>> | null = null;
    const probed = await measured(async () => (facts = await probe(tools, input, fs.statSync(input).size)));
    if (facts === null) throw new Error('no probe');
    const rungs = rungsFor(facts, config.ladder);
    const first = firstRung(rungs);
    const rest = rungs.filter((height) => height !== first);

    // The pipeline's two passes, as the worker runs them: the first rendition alone, then the rest.
    const pipelineOut = path.join(dir, 'pipeline');
    fs.mkdirSync(pipelineOut);
    const firstPass = await measured(() => transcodeVideo(tools, input, pipelineOut, facts!, [first], true, () => undefined));
    const restPass = await measured(() =>
      rest.length > 0 ? transcodeVideo(tools, input, pipelineOut, facts!, rest, false, () => undefined) : null,
    );

    // The same two commands by hand: ffmpeg alone, without nice, progress or the probes after it.
    const handOut = path.join(dir, 'hand');
    fs.mkdirSync(handOut);
    const byHand = (passRungs: number[], alone: boolean) => {
      const args = ['-hide_banner', '-nostdin', '-y', '-threads', '2', '-i', input, ...videoPassArgs(facts!, passRungs, alone)];
      if (spawnSync(tools.ffmpeg, args, { cwd: handOut, stdio: 'ignore' }).status !== 0) throw new Error('the hand-run ffmpeg failed');
    };
    const hand = await measured(() => {
      byHand([first], true);
      if (rest.length > 0) byHand(rest, false);
    });

    const pipelineCpu = firstPass.cpu + restPass.cpu;
    const perSecond = (value: number) => (value / SECONDS).toFixed(3);
    const ofDuration = (seconds: number) => `${seconds.toFixed(1)} s = ${(seconds / SECONDS).toFixed(2)}× the clip's duration`;
    const load = () =>
      os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ');
    console.log(`load average ${load()} · ${os.cpus().length} vCPUs · ${tools.version}`);
    console.log(
      `input: ${SECONDS} s 1280x720 30 fps H.264/AAC; first rendition ${first}p, then ${rest.join('/') || 'nothing'} in one pass`,
    );
    console.log(`(a) pipeline: ${pipelineCpu.toFixed(2)} CPU-s (${perSecond(pipelineCpu)} per video-second)`);
    console.log(`    by hand:  ${hand.cpu.toFixed(2)} CPU-s (${perSecond(hand.cpu)} per video-second), ${hand.wall.toFixed(1)} s wall`);
    console.log(`    ratio pipeline / hand: ${(pipelineCpu / hand.cpu).toFixed(3)} (target ≤ 1.05)`);
    const asUploaded = playsAsUploaded('video/mp4', facts);
    console.log(
      `(b) processing start → playable: as uploaded ${asUploaded ? `${probed.wall.toFixed(2)} s (the probe; target ≤ 2 s)` : 'no (not browser-playable)'}; ` +
        `first rendition ${ofDuration(probed.wall + firstPass.wall)} (target ≤ 0.5×); whole ladder ${ofDuration(probed.wall + firstPass.wall + restPass.wall)} · load ${load()}`,
    );
    const render = await benchRender(tools, dir, input, measured);
    console.log(
      `(c) program render, ${render.outputSeconds} s of 6 clips (720p30, 480p25 silent, 1080p30) to 720p30: ` +
        `${render.cpu.toFixed(2)} CPU-s (${(render.cpu / render.outputSeconds).toFixed(3)} per output second), ${render.wall.toFixed(1)} s wall · load ${load()}`,
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
