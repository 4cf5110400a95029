// Part of npm run bench:media: a program render's speed, CPU-seconds per second of output, for a
// 60 s program of 6 clips of 10 s cut from three sources of different sizes, frame rates and
// sound (server/media/render/renderPlan.ts, one ffmpeg run, as the render job runs it).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { renderArgs, renderedSeconds, type RenderPiece } from '../server/media/render/renderPlan';
import { runTool, type MediaTools } from '../server/media/processing/tools';

const CLIPS = 6;
const CLIP_SECONDS = 10;

export interface RenderFigures {
  outputSeconds: number;
  cpu: number;
  wall: number;
}

/** `input` is the bench's 720p30 clip with sound; two more sources are made beside it. */
export async function benchRender(
  tools: MediaTools,
  dir: string,
  input: string,
  measured: (work: () => Promise<unknown>) => Promise<{ wall: number; cpu: number }>,
): Promise<RenderFigures> {
  const make = (name: string, video: string, audio: boolean) => {
    const file = path.join(dir, name);
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', video],
      ...(audio ? ['-f', 'lavfi', '-i', 'sine=frequency=220:sample_rate=44100:duration=25'] : []),
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', ...(audio ? ['-c:a', 'aac'] : []), '-f', 'mp4', file],
    ]);
    return { file, audio };
  };
  const sources = [
    { file: input, audio: true },
    make('render-480p25.mp4', 'testsrc=size=640x480:rate=25:duration=25', false),
    make('render-1080p30.mp4', 'testsrc2=size=1920x1080:rate=30:duration=25', true),
  ];
  const pieces: RenderPiece[] = Array.from({ length: CLIPS }, (_, i) => {
    const source = sources[i % sources.length]!;
    return { kind: 'video', path: source.file, fromSeconds: 1.5 + (i % 2) * 10, seconds: CLIP_SECONDS, hasAudio: source.audio };
  });
  const work = path.join(dir, 'render');
  fs.mkdirSync(work);
  const run = await measured(() => runTool(tools, tools.ffmpeg, renderArgs(pieces, 'program.mp4'), { cwd: work, keepStdout: false }));
  return { outputSeconds: renderedSeconds(pieces), ...run };
}
