import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { API_PATHS, type MediaItem, type Page, type PreSignedCookie } from '../../contract';
import { EMBEDDED_CDN_PATH } from '../config';
import { ObjectFiles } from '../media/objectFiles';
import { cookieHeader, mediaDir, settledItem, uploadBytes } from '../testing/mediaFixtures';
import { openSse, type SseClient } from '../testing/sseClient';
import { START_TIMEOUT_MS, TEST_VERSION, appForFile } from '../testing/testApp';

// Small limits, so each refusal has a tiny file that crosses it.
const t = appForFile(
  { MEDIA_LADDER: '144,240,720', MEDIA_MAX_DURATION_SECONDS: '20', MEDIA_MAX_DIMENSION: '1000', MEDIA_MAX_BYTES: '700000' },
  { media: true, listen: true },
);
jest.setTimeout(180_000);

const fixtures = mediaDir();
let creator: string;
let manager: string;
let cookie: PreSignedCookie;

beforeAll(async () => {
  creator = (await t.login('creator@acme.test')).access_token;
  const managerLogin = await t.login('manager@acme.test');
  manager = managerLogin.access_token;
  const signed = managerLogin.additionalDetails.preSignedCookie;
  if (signed === null) throw new Error('no CDN cookie');
  cookie = signed;
}, START_TIMEOUT_MS);

const bytes = (file: string) => fs.readFileSync(file);
const keyOf = (url: string) => decodeURIComponent(url.slice(EMBEDDED_CDN_PATH.length + 1));
const cdn = (url: string) => t.inject({ method: 'GET', url, headers: { cookie: cookieHeader(cookie) } });
const files = () => new ObjectFiles(t.config.media.objectsDir);
const objectRows = async (prefix: string) =>
  (await t.testDb.db.query<{ key: string }>('SELECT key FROM media_objects WHERE key LIKE $1', [`${prefix}%`])).map((r) => r.key);
const derivedOf = async (key: string) =>
  (await t.testDb.db.query<{ derived_keys: string[] }>('SELECT derived_keys FROM media_processing WHERE key = $1', [key]))[0]
    ?.derived_keys ?? [];

/** Width and height of a picture, read by ffprobe. */
const sizeOf = (file: string) => {
  const [width, height] = execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'stream=width,height', '-of', 'csv=p=0', file], {
    encoding: 'utf8',
  })
    .trim()
    .split(',')
    .map(Number);
  return { width, height };
};

describe('a stored video becomes adaptive streaming with posters and a storyboard', () => {
  let key: string;
  let item: MediaItem;
  const seenWhileProcessing: MediaItem[] = [];

  beforeAll(async () => {
    const clip = fixtures.make('clip.mp4', [
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=426x240:rate=30',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:sample_rate=48000',
      '-t',
      '6',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-b:v',
      '250k',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-b:a',
      '64k',
    ]);
    key = await uploadBytes(t, creator, 'footage', 'Clip.mp4', 'video/mp4', bytes(clip));
    // The list as the SPA reads it while the worker goes on, every 100 ms until the item is settled.
    for (;;) {
      const answer = await t.call(API_PATHS.listFootage, creator, { page: 1, pageSize: 100, sort: 'createdAt', direction: 'desc' });
      const seen = answer.json<{ clientResponse: Page<MediaItem> }>().clientResponse.items.find((i) => i.key === key)!;
      seenWhileProcessing.push(seen);
      if (seen.processing.state === 'ready' || seen.processing.state === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    item = await settledItem(t, creator, key);
  });

  it('probes the facts: duration and dimensions in the list, ready at 100 %', () => {
    expect(item.processing).toEqual({ state: 'ready', progress: 100, error: null });
    expect(item.durationSeconds).toBeCloseTo(6, 0);
    expect(item).toMatchObject({ width: 426, height: 240, captions: [] });
  });

  it('makes the ladder up to the source height, in a master playlist with bandwidth, resolution and codecs', async () => {
    expect(item.streamUrl).toMatch(/^\/cdn\/customers\/1\/derived\/[0-9a-f]{32}\/master\.m3u8$/);
    const master = await cdn(item.streamUrl!);
    expect(master.statusCode).toBe(200);
    const variants = [...master.body.matchAll(/#EXT-X-STREAM-INF:BANDWIDTH=(\d+),RESOLUTION=(\d+)x(\d+),CODECS="([^"]+)"\n(\S+)/g)];
    // 720 is above the source's 240 lines: not made.
    expect(variants.map((v) => Number(v[3]))).toEqual([144, 240]);
    for (const [, bandwidth, , , codecs] of variants) {
      expect(Number(bandwidth)).toBeGreaterThan(10_000);
      expect(codecs).toMatch(/^avc1\.6400[0-9a-f]{2},mp4a\.40\.2$/);
    }
  });

  it('plays as soon as its first rendition is made, alone, before the rest of the ladder', async () => {
    // The original is H.264 and AAC in MP4: it plays as uploaded, from the probe on.
    expect(item.playsAsUploaded).toBe(true);
    const early = seenWhileProcessing.find((seen) => seen.processing.state === 'processing' && seen.streamUrl !== null);
    expect(early).toBeDefined();
    expect(early!.streamUrl).toMatch(/\/start\.m3u8$/);
    expect(early!.processing.progress).toBeLessThan(90);
    // The first rendition is the source's 240 lines (the smallest of at least 360, else the largest).
    const start = await cdn(early!.streamUrl!);
    expect(start.statusCode).toBe(200);
    expect([...start.body.matchAll(/RESOLUTION=\d+x(\d+)[^\n]*\n(\S+)/g)].map((m) => [Number(m[1]), m[2]])).toEqual([[240, 'first.m3u8']]);
    // Only the whole ladder is ready; then the list names its master.
    expect(seenWhileProcessing.at(-1)).toMatchObject({ processing: { state: 'ready' }, streamUrl: item.streamUrl });
  });

  it('cuts every rendition into 4.0 s fMP4 segments (the last one the remainder)', async () => {
    const base = item.streamUrl!.replace(/master\.m3u8$/, '');
    const master = (await cdn(item.streamUrl!)).body;
    expect(master.match(/^[^#\s].*$/gm)).toEqual(['r0.m3u8', 'first.m3u8']);
    for (const name of ['first.m3u8', 'r0.m3u8']) {
      const playlist = await cdn(base + name);
      expect(playlist.statusCode).toBe(200);
      expect(playlist.body).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
      expect(playlist.body).toMatch(new RegExp(`#EXT-X-MAP:URI="${name.replace('.m3u8', '')}\\.m4s"`));
      const durations = [...playlist.body.matchAll(/#EXTINF:([\d.]+)/g)].map((m) => Number(m[1]));
      expect(durations).toEqual([4, 2]);
      const media = await cdn(base + name.replace('.m3u8', '.m4s'));
      expect(media.statusCode).toBe(200);
      expect(media.headers['content-type']).toBe('video/mp4');
    }
  });

  it('makes posters 280 and 850 px wide, never wider than the source', async () => {
    const objects = files();
    expect(sizeOf(objects.pathOf(1, keyOf(item.thumbnailUrl!))).width).toBe(280);
    // The source is 426 wide: its poster is not scaled up to 850.
    expect(sizeOf(objects.pathOf(1, keyOf(item.posterUrl!))).width).toBe(426);
    expect((await cdn(item.posterUrl!)).headers['content-type']).toBe('image/jpeg');
  });

  it('makes a storyboard sprite of tiles at most 192 px wide, indexed by WebVTT cues with xywh fragments', async () => {
    const index = await cdn(item.previewsUrl!);
    expect(index.statusCode).toBe(200);
    const cues = [...index.body.matchAll(/([\d:.]+) --> ([\d:.]+)\n(\S+)#xywh=(\d+),(\d+),(\d+),(\d+)/g)];
    expect(cues).toHaveLength(6);
    expect(cues[0]?.[1]).toBe('00:00:00.000');
    const sprite = cues[0]![3]!;
    expect(sprite).toMatch(/^\/cdn\/customers\/1\/derived\/[0-9a-f]{32}\/storyboard\.jpg$/);
    for (const cue of cues) expect(Number(cue[6])).toBeLessThanOrEqual(192);
    expect(cues.map((c) => Number(c[4]))).toEqual([0, 160, 320, 480, 640, 800]);
    expect(sizeOf(files().pathOf(1, keyOf(sprite)))).toEqual({ width: 960, height: 90 });
  });

  it('runs a job again without changing anything: same keys, same row', async () => {
    const before = await derivedOf(key);
    await t.media!.queue.enqueue(key);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await derivedOf(key)).toEqual(before);
    expect((await settledItem(t, creator, key)).processing.state).toBe('ready');
  });

  it('removes every derived object, row and file, when the item is deleted', async () => {
    const derived = await derivedOf(key);
    expect(derived.length).toBeGreaterThanOrEqual(9);
    const prefix = derived[0]!.replace(/[^/]+$/, '');
    expect((await objectRows(prefix)).sort()).toEqual([...derived].sort());
    const deleted = await t.call(API_PATHS.deleteMedia, manager, { key });
    expect(deleted.statusCode).toBe(200);
    expect(await objectRows(prefix)).toEqual([]);
    for (const derivedKey of [key, ...derived]) expect(fs.existsSync(files().pathOf(1, derivedKey))).toBe(false);
    expect((await cdn(item.streamUrl!)).statusCode).toBe(404);
  });
});

describe('the first playable rendition first, across uploads', () => {
  it('plays a later upload from its first rendition before an earlier one’s ladder is made', async () => {
    const take = (name: string, seconds: number) =>
      bytes(
        fixtures.make(name, [
          '-f',
          'lavfi',
          '-i',
          'testsrc2=size=426x240:rate=30',
          '-t',
          String(seconds),
          '-c:v',
          'libx264',
          '-preset',
          'ultrafast',
          // Under the test's MEDIA_MAX_BYTES.
          '-b:v',
          '250k',
          '-pix_fmt',
          'yuv420p',
        ]),
      );
    const earlier = await uploadBytes(t, creator, 'footage', 'Earlier.mp4', 'video/mp4', take('earlier.mp4', 6));
    const later = await uploadBytes(t, creator, 'footage', 'Later.mp4', 'video/mp4', take('later.mp4', 2));
    // One worker: the earlier item's ladder waits behind the later item's first job.
    const seen: { earlier: MediaItem; later: MediaItem }[] = [];
    for (;;) {
      const answer = await t.call(API_PATHS.listFootage, creator, { page: 1, pageSize: 100, sort: 'createdAt', direction: 'desc' });
      const items = answer.json<{ clientResponse: Page<MediaItem> }>().clientResponse.items;
      const now = { earlier: items.find((i) => i.key === earlier)!, later: items.find((i) => i.key === later)! };
      seen.push(now);
      if ([now.earlier, now.later].every((item) => item.processing.state === 'ready' || item.processing.state === 'failed')) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(seen.at(-1)!.earlier.processing).toEqual({ state: 'ready', progress: 100, error: null });
    expect(seen.at(-1)!.later.processing).toEqual({ state: 'ready', progress: 100, error: null });
    const laterPlays = seen.findIndex((s) => s.later.streamUrl !== null);
    const earlierReady = seen.findIndex((s) => s.earlier.processing.state === 'ready');
    expect(laterPlays).toBeGreaterThanOrEqual(0);
    expect(laterPlays).toBeLessThan(earlierReady);
    // Then the earlier item played from its own first rendition, its ladder not made yet.
    expect(seen[laterPlays]!.earlier.streamUrl).toMatch(/\/start\.m3u8$/);
    expect(seen[laterPlays]!.earlier.processing.state).toBe('processing');
  });
});

describe('audio and pictures', () => {
  it('gives an audio file an AAC rendition and no picture', async () => {
    const tone = fixtures.make('tone.mp3', ['-f', 'lavfi', '-i', 'sine=frequency=330', '-t', '3']);
    const key = await uploadBytes(t, creator, 'file', 'Tone.mp3', 'audio/mpeg', bytes(tone));
    const item = await settledItem(t, creator, key, API_PATHS.listFiles);
    expect(item.processing.state).toBe('ready');
    expect(item.durationSeconds).toBeCloseTo(3, 0);
    expect(item).toMatchObject({ width: null, height: null, thumbnailUrl: null, previewsUrl: null });
    const master = await cdn(item.streamUrl!);
    expect(master.body).toMatch(/#EXT-X-STREAM-INF:BANDWIDTH=\d+,CODECS="mp4a\.40\.2"\naudio\.m3u8/);
  });

  it('gives a picture resized copies instead of a stream', async () => {
    const still = fixtures.make('still.png', ['-f', 'lavfi', '-i', 'testsrc2=size=960x540', '-frames:v', '1']);
    const key = await uploadBytes(t, creator, 'file', 'Still.png', 'image/png', bytes(still));
    const item = await settledItem(t, creator, key, API_PATHS.listFiles);
    expect(item).toMatchObject({ processing: { state: 'ready' }, width: 960, height: 540, streamUrl: null, durationSeconds: null });
    expect(sizeOf(files().pathOf(1, keyOf(item.thumbnailUrl!))).width).toBe(280);
    expect(sizeOf(files().pathOf(1, keyOf(item.posterUrl!))).width).toBe(850);
    expect((await derivedOf(key)).some((k) => k.endsWith('/image.webp'))).toBe(true);
  });

  it('leaves a document alone: ready as stored, nothing derived', async () => {
    const key = await uploadBytes(t, creator, 'file', 'Notes.txt', 'text/plain', Buffer.from('plain notes'));
    const item = await settledItem(t, creator, key, API_PATHS.listFiles);
    expect(item).toMatchObject({ processing: { state: 'ready', progress: 100, error: null }, streamUrl: null, thumbnailUrl: null });
  });
});

describe('a browser recording', () => {
  it('is measured when its WebM names no duration (as MediaRecorder writes it) and streamed', async () => {
    // -live 1 writes WebM as a recorder does: clusters of unknown size, no cues, no duration.
    const recording = fixtures.make('recording.webm', [
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=320x240:rate=30',
      '-f',
      'lavfi',
      '-i',
      'sine',
      '-t',
      '3',
      '-c:v',
      'libvpx',
      '-b:v',
      '300k',
      '-c:a',
      'libopus',
      '-live',
      '1',
      '-f',
      'webm',
    ]);
    const announced = execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', recording], {
      encoding: 'utf8',
    });
    expect(announced.trim()).toBe('N/A');
    const key = await uploadBytes(t, creator, 'footage', 'Recording.webm', 'video/webm', bytes(recording));
    const item = await settledItem(t, creator, key, API_PATHS.listFootage);
    expect(item.processing).toEqual({ state: 'ready', progress: 100, error: null });
    expect(item.durationSeconds).toBeCloseTo(3, 0);
    expect(item).toMatchObject({ width: 320, height: 240, playsAsUploaded: true });
    expect((await cdn(item.streamUrl!)).statusCode).toBe(200);
  });
});

describe('refusals: each with its code, nothing half-made kept, never a 5xx', () => {
  /** The uploader's live stream: each refusal's code reaches it as well as the list. */
  let live: SseClient;
  const reportedRefusal = async (key: string) => {
    for (;;) {
      const { event } = await live.next('media.processing', 30_000);
      if (event.type === 'media.processing' && event.key === key && event.state === 'failed') return event.error;
    }
  };
  const refused = async (purpose: 'footage' | 'file', name: string, type: string, data: Buffer) => {
    const key = await uploadBytes(t, creator, purpose, name, type, data);
    const item = await settledItem(t, creator, key, purpose === 'footage' ? API_PATHS.listFootage : API_PATHS.listFiles);
    expect(item.processing.state).toBe('failed');
    expect(item).toMatchObject({ streamUrl: null, thumbnailUrl: null, posterUrl: null, previewsUrl: null });
    expect(await derivedOf(key)).toEqual([]);
    expect(await reportedRefusal(key)).toBe(item.processing.error);
    return item.processing.error;
  };
  const derivedBefore = { count: 0 };
  beforeAll(async () => {
    derivedBefore.count = (await objectRows('customers/1/derived/')).length;
    live = await openSse(t.url, creator, TEST_VERSION);
  });
  afterAll(async () => {
    live.close();
    // No refused item left a derived object behind.
    expect((await objectRows('customers/1/derived/')).length).toBe(derivedBefore.count);
  });

  it('not media: text named .mp4', async () => {
    expect(await refused('footage', 'Fake.mp4', 'video/mp4', Buffer.from('this is not a video\n'.repeat(50)))).toBe('not_media');
  });

  it('not media: an HLS playlist naming local files and URLs is never followed', async () => {
    const playlist =
      '#EXTM3U\n#EXT-X-TARGETDURATION:4\n#EXTINF:4,\nfile:///etc/passwd\n#EXTINF:4,\nhttp://127.0.0.1:9/x.ts\n#EXT-X-ENDLIST\n';
    expect(await refused('footage', 'Sneaky.mp4', 'video/mp4', Buffer.from(playlist))).toBe('not_media');
  });

  it('not media: a concat list naming other files', async () => {
    const list = "ffconcat version 1.0\nfile '/etc/passwd'\nfile 'http://127.0.0.1:9/x.mp4'\n";
    expect(await refused('footage', 'List.mp4', 'video/mp4', Buffer.from(list))).toBe('not_media');
  });

  it('truncated: a recording cut before its index', async () => {
    const whole = bytes(
      fixtures.make('whole.mp4', [
        '-f',
        'lavfi',
        '-i',
        'testsrc2=size=160x90:rate=10',
        '-t',
        '3',
        '-c:v',
        'libx264',
        '-preset',
        'ultrafast',
      ]),
    );
    expect(await refused('footage', 'Cut.mp4', 'video/mp4', whole.subarray(0, Math.floor(whole.length / 2)))).toBe('truncated');
  });

  it('no video: sound alone as footage', async () => {
    const tone = bytes(fixtures.make('voice.m4a', ['-f', 'lavfi', '-i', 'sine', '-t', '2', '-c:a', 'aac']));
    expect(await refused('footage', 'Voice.mp4', 'video/mp4', tone)).toBe('no_video');
  });

  it('too long: over MEDIA_MAX_DURATION_SECONDS', async () => {
    const long = fixtures.make('long.mp4', [
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=64x36:rate=5',
      '-t',
      '22',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
    ]);
    expect(await refused('footage', 'Long.mp4', 'video/mp4', bytes(long))).toBe('too_long');
  });

  it('too large a resolution: over MEDIA_MAX_DIMENSION', async () => {
    const wide = fixtures.make('wide.mp4', [
      '-f',
      'lavfi',
      '-i',
      'color=c=blue:size=1200x64:rate=5',
      '-t',
      '1',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
    ]);
    expect(await refused('footage', 'Wide.mp4', 'video/mp4', bytes(wide))).toBe('too_large_resolution');
  });

  it('too big: over MEDIA_MAX_BYTES', async () => {
    const wav = fixtures.make('big.wav', ['-f', 'lavfi', '-i', 'sine', '-t', '4', '-ac', '2', '-ar', '48000']);
    expect(fs.statSync(wav).size).toBeGreaterThan(700_000);
    expect(await refused('file', 'Big.wav', 'audio/wav', bytes(wav))).toBe('too_big');
  });
});

describe('captions: WebVTT or SRT per language, for the uploader or a content manager', () => {
  let key: string;
  const srt = '1\n00:00:00,500 --> 00:00:01,500\nBonjour\n';

  beforeAll(async () => {
    const still = fixtures.make('card.png', ['-f', 'lavfi', '-i', 'testsrc2=size=320x180', '-frames:v', '1']);
    key = await uploadBytes(t, manager, 'file', 'Card.png', 'image/png', bytes(still));
    await settledItem(t, manager, key, API_PATHS.listFiles);
  });

  it('stores SRT as WebVTT, lists it on the item and serves it through the CDN', async () => {
    const added = await t.call(API_PATHS.uploadCaption, manager, { key, language: 'fr', label: 'Français', content: srt });
    expect(added.statusCode).toBe(200);
    const [track] = added.json<{ clientResponse: { captions: { language: string; label: string; url: string }[] } }>().clientResponse
      .captions;
    expect(track).toMatchObject({ language: 'fr', label: 'Français' });
    const vtt = await cdn(track!.url);
    expect(vtt.statusCode).toBe(200);
    expect(vtt.body).toBe('WEBVTT\n\n1\n00:00:00.500 --> 00:00:01.500\nBonjour\n');
    const item = await settledItem(t, manager, key, API_PATHS.listFiles);
    expect(item.captions).toEqual([track]);
    const listed = await t.call(API_PATHS.listCaptions, creator, { key });
    expect(listed.json<{ clientResponse: { captions: unknown[] } }>().clientResponse.captions).toEqual([track]);
  });

  it('replaces a language’s track rather than adding a second; edited words get a new address', async () => {
    const before = (await settledItem(t, manager, key, API_PATHS.listFiles)).captions[0]!.url;
    const same = await t.call(API_PATHS.uploadCaption, manager, { key, language: 'fr', label: 'French', content: srt });
    const sameTracks = same.json<{ clientResponse: { captions: { label: string; url: string }[] } }>().clientResponse.captions;
    expect(sameTracks.map((c) => [c.label, c.url])).toEqual([['French', before]]);
    const edited = await t.call(API_PATHS.uploadCaption, manager, {
      key,
      language: 'FR',
      label: 'French',
      content: srt.replace('Bonjour', 'Salut'),
    });
    const [track] = edited.json<{ clientResponse: { captions: { url: string }[] } }>().clientResponse.captions;
    expect(track!.url).not.toBe(before);
    expect((await cdn(track!.url)).body).toContain('Salut');
    // The words it replaced are gone, row and file.
    expect((await cdn(before)).statusCode).toBe(404);
    expect(fs.existsSync(files().pathOf(1, keyOf(before)))).toBe(false);
    expect(await derivedOf(key)).not.toContain(keyOf(before));
  });

  it('refuses what is not captions (400), someone else’s item (403) and another organisation’s (404), changing nothing', async () => {
    const before = await derivedOf(key);
    const notCaptions = await t.call(API_PATHS.uploadCaption, manager, { key, language: 'en', label: 'English', content: 'no cues here' });
    expect([notCaptions.statusCode, notCaptions.json().fields]).toEqual([400, [{ field: 'content', code: 'format' }]]);
    expect((await t.call(API_PATHS.uploadCaption, creator, { key, language: 'en', label: 'English', content: srt })).statusCode).toBe(403);
    const globex = (await t.login('creator@globex.test')).access_token;
    expect((await t.call(API_PATHS.uploadCaption, globex, { key, language: 'en', label: 'English', content: srt })).statusCode).toBe(404);
    expect((await t.call(API_PATHS.deleteCaption, globex, { key, language: 'fr' })).statusCode).toBe(404);
    expect(await derivedOf(key)).toEqual(before);
  });

  it('deletes a track: off the item, its object gone', async () => {
    const url = (await settledItem(t, manager, key, API_PATHS.listFiles)).captions[0]!.url;
    const removed = await t.call(API_PATHS.deleteCaption, manager, { key, language: 'fr' });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<{ clientResponse: { captions: unknown[] } }>().clientResponse.captions).toEqual([]);
    expect((await cdn(url)).statusCode).toBe(404);
    expect(fs.existsSync(files().pathOf(1, keyOf(url)))).toBe(false);
  });
});
