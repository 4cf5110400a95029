import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const FFMPEG = process.env.FFMPEG_PATH ?? '/usr/bin/ffmpeg';

const ffmpeg = (dir: string, args: string[]) =>
  execFileSync(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-y', ...args], { cwd: dir, stdio: 'pipe' });

/**
 * The test's video: an H.264/AAC test pattern of `seconds` (1080p unless `size` says otherwise),
 * made by ffmpeg in a fresh folder.
 */
export function makeClip(seconds: number, size = '1920x1080', name = 'clip-1080p.mp4'): { dir: string; file: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'takeflow-player-'));
  ffmpeg(dir, [
    ...['-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=30:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${seconds}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '32', '-pix_fmt', 'yuv420p', '-g', '60'],
    ...['-c:a', 'aac', '-b:a', '64k', '-movflags', '+faststart', name],
  ]);
  return { dir, file: path.join(dir, name) };
}

/** English captions over the whole clip, as WebVTT. */
export function captionsFor(seconds: number): Buffer {
  return Buffer.from(`WEBVTT\n\n00:00:00.000 --> 00:00:${String(seconds).padStart(2, '0')}.000\nCaptions are on\n`);
}
