import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_PATHS } from '../contract/config';
import type { UploadSignature } from '../contract/permissions';
import type { TokenResponse } from '../contract/token';

const FFMPEG = process.env.FFMPEG_PATH ?? '/usr/bin/ffmpeg';

const ffmpeg = (dir: string, args: string[]) =>
  execFileSync(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-y', ...args], { cwd: dir, stdio: 'pipe' });

/** The test's video: 1080p H.264/AAC test pattern of `seconds`, made by ffmpeg in a fresh folder. */
export function makeClip(seconds: number): { dir: string; file: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'takeflow-player-'));
  ffmpeg(dir, [
    ...['-f', 'lavfi', '-i', `testsrc2=size=1920x1080:rate=30:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${seconds}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '32', '-pix_fmt', 'yuv420p', '-g', '60'],
    ...['-c:a', 'aac', '-b:a', '64k', '-movflags', '+faststart', 'clip-1080p.mp4'],
  ]);
  return { dir, file: path.join(dir, 'clip-1080p.mp4') };
}

/** English captions over the whole clip, as WebVTT. */
export function captionsFor(seconds: number): Buffer {
  return Buffer.from(`WEBVTT\n\n00:00:00.000 --> 00:00:${String(seconds).padStart(2, '0')}.000\nCaptions are on\n`);
}

/**
 * Stores one file in the organisation's object store the way a browser does (a signature, then
 * the signed POST) and answers where the CDN delivers it.
 */
export async function store(baseUrl: string, tokens: TokenResponse, name: string, body: Buffer): Promise<string> {
  // WebVTT goes as text/plain, the §3 Files type that fits it: the player reads it by its contents.
  const contentType = name.endsWith('.jpg') ? 'image/jpeg' : 'text/plain';
  const answer = await fetch(`${baseUrl}${API_PATHS.getUploadSignature}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokens.access_token}` },
    body: JSON.stringify({ clientRequest: { purpose: 'file', contentType, fileName: name } }),
  });
  const envelope = (await answer.json()) as { status: string; clientResponse: UploadSignature };
  if (envelope.status !== 'Ok') throw new Error(`signature for ${name}: ${JSON.stringify(envelope)}`);
  const { url, objectUrl, ...fields } = envelope.clientResponse;
  const form = new FormData();
  for (const [field, value] of Object.entries(fields)) if (field !== 'maxBytes') form.append(field, String(value));
  form.append('file', new Blob([new Uint8Array(body)], { type: contentType }), name);
  const posted = await fetch(new URL(url, baseUrl), { method: 'POST', body: form });
  if (posted.status >= 300) throw new Error(`storing ${name}: HTTP ${posted.status} ${await posted.text()}`);
  return objectUrl;
}
