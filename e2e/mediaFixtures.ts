import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
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

/**
 * What the processing pipeline makes of the clip, made here with ffmpeg: a 360p and a 720p HLS
 * rendition (fMP4, one file each, 2 s segments), a 280 px poster, a 4-frame storyboard sprite
 * with its WebVTT index, and English captions.
 */
export function makeStreamFixture(dir: string, clip: string, seconds: number): void {
  ffmpeg(dir, [
    ...['-i', clip, '-filter_complex', '[0:v]split=2[a][b];[a]scale=-2:360[v1];[b]scale=-2:720[v2]'],
    ...['-map', '[v1]', '-map', '0:a', '-map', '[v2]', '-map', '0:a'],
    ...[
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-crf',
      '32',
      '-g',
      '60',
      '-keyint_min',
      '60',
      '-sc_threshold',
      '0',
      '-c:a',
      'aac',
      '-b:a',
      '64k',
    ],
    ...['-f', 'hls', '-hls_time', '2', '-hls_playlist_type', 'vod', '-hls_segment_type', 'fmp4', '-hls_flags', 'single_file'],
    ...['-master_pl_name', 'master.m3u8', '-var_stream_map', 'v:0,a:0 v:1,a:1', 'stream_%v.m3u8'],
  ]);
  ffmpeg(dir, ['-i', clip, '-vf', 'thumbnail,scale=280:-2', '-frames:v', '1', 'thumb.jpg']);
  const frames = 4;
  ffmpeg(dir, ['-i', clip, '-vf', `fps=${frames / seconds},scale=160:90,tile=${frames}x1`, '-frames:v', '1', 'sprite.jpg']);
  const time = (s: number) => `00:00:${s.toFixed(3).padStart(6, '0')}`;
  const step = seconds / frames;
  const cues = Array.from(
    { length: frames },
    (_, n) => `${time(n * step)} --> ${time((n + 1) * step)}\nsprite.jpg#xywh=${n * 160},0,160,90`,
  );
  writeFileSync(path.join(dir, 'previews.vtt'), `WEBVTT\n\n${cues.join('\n\n')}\n`);
  writeFileSync(path.join(dir, 'en.vtt'), `WEBVTT\n\n${time(0)} --> ${time(seconds)}\nCaptions are on\n`);
}

/** Stores one file in the organisation's object store the way a browser does: a signature, then the signed POST. */
async function store(baseUrl: string, tokens: TokenResponse, name: string, body: Buffer): Promise<string> {
  // Playlists, segments and WebVTT go as text/plain, the one type of §3 Files that fits them all: players read them by their contents.
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

export interface StoredStream {
  streamUrl: string;
  previewsUrl: string;
  thumbnailUrl: string;
  captionsUrl: string;
  spriteUrl: string;
}

/**
 * Stores the fixture through the server's own upload path, each reference rewritten to the
 * address the store gave the file it names, so the player reads it from the embedded CDN behind
 * the signed cookies like any stored object.
 */
export async function storeStreamFixture(baseUrl: string, tokens: TokenResponse, dir: string): Promise<StoredStream> {
  const read = (name: string) => readFileSync(path.join(dir, name));
  const rewrite = (name: string, from: string, to: string) => Buffer.from(read(name).toString('utf8').replaceAll(from, to));
  const variants: Record<string, string> = {};
  for (const variant of ['stream_0', 'stream_1']) {
    const segments = await store(baseUrl, tokens, `${variant}.m4s`, read(`${variant}.m4s`));
    variants[variant] = await store(baseUrl, tokens, `${variant}.m3u8`, rewrite(`${variant}.m3u8`, `${variant}.m4s`, segments));
  }
  let master = read('master.m3u8').toString('utf8');
  for (const [variant, url] of Object.entries(variants)) master = master.replaceAll(`${variant}.m3u8`, url);
  const sprite = await store(baseUrl, tokens, 'sprite.jpg', read('sprite.jpg'));
  return {
    streamUrl: await store(baseUrl, tokens, 'master.m3u8', Buffer.from(master)),
    previewsUrl: await store(baseUrl, tokens, 'previews.vtt', rewrite('previews.vtt', 'sprite.jpg', sprite)),
    thumbnailUrl: await store(baseUrl, tokens, 'thumb.jpg', read('thumb.jpg')),
    captionsUrl: await store(baseUrl, tokens, 'en.vtt', read('en.vtt')),
    spriteUrl: sprite,
  };
}
