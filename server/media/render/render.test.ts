import { API_PATHS } from '../../../contract';
import type { ProgramEdit } from '../../../contract/programs';
import type { ProgramEditor } from '../../../contract/schemas/programs';
import { ObjectFiles } from '../objectFiles';
import { mediaDir, settledItem, uploadBytes } from '../../testing/mediaFixtures';
import { START_TIMEOUT_MS, appForFile } from '../../testing/testApp';
import { RENDER_FORMAT } from './renderPlan';
import { draftProgram, probeStreams, settledVersion } from './renderTesting';
import fs from 'node:fs';

/** Create › Programs: a program's edit rendered into a version on the video pipeline. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL. */

const t = appForFile({}, { media: true });
jest.setTimeout(300_000);

const RENDER = '/rest/secure/service/renderProgram';
const fixtures = mediaDir();
const FRAME = 1 / RENDER_FORMAT.fps;
let creator: string;
let clipA: string;
let clipB: string;
let picture: string;

const footage = (name: string, args: string[]) =>
  fixtures.make(name, [...args, '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p']);

beforeAll(async () => {
  creator = (await t.login('creator@acme.test')).access_token;
  // Two sizes and two frame rates, one silent: the render brings them to one format.
  const a = footage('a.mp4', [
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=426x240:rate=30',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:sample_rate=44100',
    '-t',
    '6',
    '-c:a',
    'aac',
  ]);
  const b = footage('b.mp4', ['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=25', '-t', '5']);
  const png = fixtures.make('picture.png', ['-f', 'lavfi', '-i', 'testsrc=size=300x300', '-frames:v', '1']);
  clipA = await uploadBytes(t, creator, 'footage', 'A.mp4', 'video/mp4', fs.readFileSync(a));
  clipB = await uploadBytes(t, creator, 'footage', 'B.mp4', 'video/mp4', fs.readFileSync(b));
  picture = await uploadBytes(t, creator, 'file', 'Picture.png', 'image/png', fs.readFileSync(png));
  for (const key of [clipA, clipB]) expect((await settledItem(t, creator, key)).processing.state).toBe('ready');
  expect((await settledItem(t, creator, picture, API_PATHS.listFiles)).processing.state).toBe('ready');
}, START_TIMEOUT_MS + 120_000);

const render = (token: string, programId: number, revision = 1) => t.call(RENDER, token, { programId, revision });
const programRow = async (id: number) =>
  (
    await t.testDb.db.query<{
      current_version: number | null;
      media_key: string | null;
      duration_seconds: number | null;
      thumbnail_key: string | null;
    }>('SELECT current_version, media_key, duration_seconds, thumbnail_key FROM programs WHERE id = $1', [id])
  )[0]!;

describe('rendering a program', () => {
  let programId: number;
  const pieces = { a: 3.5 - 1.0, title: 1.2, image: 1.0, b: 3.0 - 0.52 };
  const edit = (): ProgramEdit => ({
    intro: false,
    outro: false,
    items: [
      { kind: 'clip', id: 'a', mediaKey: clipA, inSeconds: 1.0, outSeconds: 3.5 },
      { kind: 'title', id: 't', text: 'Chapter one: %{pts} is drawn as written', durationSeconds: pieces.title },
      { kind: 'image', id: 'i', mediaKey: picture, durationSeconds: pieces.image },
      { kind: 'clip', id: 'b', mediaKey: clipB, inSeconds: 0.52, outSeconds: 3.0 },
    ],
    // A frame of the title card.
    poster: { kind: 'frame', atSeconds: 3 },
  });

  beforeAll(async () => {
    programId = await draftProgram(t.testDb.db, 'creator@acme.test', edit());
  });

  it('cuts two trimmed clips, a title card and an image into one 720p30 H.264/AAC MP4 as long as its pieces', async () => {
    const told = jest.spyOn(t.ctx.live, 'publish');
    const answer = await render(creator, programId);
    expect(answer.statusCode).toBe(200);
    expect(answer.json<{ clientResponse: { version: number } }>().clientResponse).toEqual({ version: 1 });
    const version = await settledVersion(t.testDb.db, programId, 1);
    expect(version).toMatchObject({ state: 'ready', progress: 100, error: null });
    const file = new ObjectFiles(t.config.media.objectsDir).pathOf(1, version.media_key!);
    const [video, audio] = probeStreams(file);
    const sum = pieces.a + pieces.title + pieces.image + pieces.b;
    const cuts = 3;
    expect(Math.abs(Number(video!.duration) - sum)).toBeLessThanOrEqual(cuts * FRAME + 1e-6);
    expect(Math.abs(Number(video!.nb_read_frames) - sum * RENDER_FORMAT.fps)).toBeLessThanOrEqual(cuts);
    expect(video).toMatchObject({ codec_type: 'video', codec_name: 'h264', width: 1280, height: 720, r_frame_rate: '30/1' });
    expect(audio).toMatchObject({ codec_type: 'audio', codec_name: 'aac', sample_rate: '48000', channels: 2 });
    expect(Math.abs(Number(audio!.duration) - Number(video!.duration))).toBeLessThan(0.05);
    expect(version.duration_seconds).toBeCloseTo(sum, 1);
    // Its author was told as it went: rendering from 0, progress on the way, processing, ready.
    const states = told.mock.calls.map(([notice]) => notice).filter((notice) => notice.t === 'render');
    told.mockRestore();
    expect(states[0]).toMatchObject({ t: 'render', p: programId, v: 1, s: 'rendering', g: 0 });
    expect(states.slice(-2)).toMatchObject([
      { s: 'processing', g: 100 },
      { s: 'ready', g: 100, e: null },
    ]);
    const progress = states
      .filter((notice) => notice.t === 'render' && notice.s === 'rendering')
      .map((notice) => (notice.t === 'render' ? notice.g : -1));
    expect(progress).toEqual([...progress].sort((x, y) => x - y));
    process.stdout.write(
      `render: ${video!.nb_read_frames} frames, ${video!.duration} s for pieces of ${sum} s; rendering progress told ${progress.join(', ')}\n`,
    );
  });

  it('makes the ready version current: the program plays its video, with its duration and thumbnail', async () => {
    const program = await programRow(programId);
    const [version] = await t.testDb.db.query<{ media_key: string }>('SELECT media_key FROM program_versions WHERE program_id = $1', [
      programId,
    ]);
    expect(program).toMatchObject({ current_version: 1, media_key: version!.media_key, duration_seconds: 7 });
    // The author's chosen frame, 280 px wide like processing's thumbnails.
    expect(program.thumbnail_key).toMatch(/^customers\/1\/derived\/[0-9a-f]{32}\/chosen-thumbnail\.jpg$/);
    const thumbnail = new ObjectFiles(t.config.media.objectsDir).pathOf(1, program.thumbnail_key!);
    expect(probeStreams(thumbnail)[0]).toMatchObject({ width: 280, height: 158 });
    const [processing] = await t.testDb.db.query<{ state: string; stream_key: string | null }>(
      'SELECT state, stream_key FROM media_processing WHERE key = $1',
      [version!.media_key],
    );
    expect(processing).toMatchObject({ state: 'ready' });
    expect(processing!.stream_key).toMatch(/master\.m3u8$/);
    // The builder reads it so: the version plays through the one player.
    const opened = await t.call('/rest/secure/service/getProgramEditor', creator, { programId });
    const editor = opened.json<{ clientResponse: ProgramEditor }>().clientResponse;
    expect(editor.currentVersion).toBe(1);
    expect(editor.versions).toHaveLength(1);
    expect(editor.versions[0]).toMatchObject({ number: 1, state: 'ready', progress: 100, error: null });
    expect(editor.versions[0]!.media).toMatchObject({ contentType: 'video/mp4', streamUrl: expect.stringMatching(/master\.m3u8$/) });
  });

  it('fails a render whose source was deleted with sourceMissing, and keeps the previous version current', async () => {
    const deleted = await t.call(API_PATHS.deleteMedia, creator, { key: clipB });
    expect(deleted.statusCode).toBe(200);
    const before = await programRow(programId);
    const answer = await render(creator, programId);
    expect(answer.json<{ clientResponse: { version: number } }>().clientResponse).toEqual({ version: 2 });
    const version = await settledVersion(t.testDb.db, programId, 2);
    expect(version).toMatchObject({ state: 'failed', error: 'sourceMissing', media_key: null });
    expect(await programRow(programId)).toEqual(before);
  });

  it('fails a render whose source is not processed yet with sourceNotReady', async () => {
    const other = await draftProgram(t.testDb.db, 'creator@acme.test', {
      intro: false,
      outro: false,
      items: [{ kind: 'clip', id: 'a', mediaKey: clipA, inSeconds: 0, outSeconds: 1 }],
    });
    await t.testDb.db.query("UPDATE media_processing SET state = 'processing' WHERE key = $1", [clipA]);
    try {
      expect((await render(creator, other)).statusCode).toBe(200);
      expect(await settledVersion(t.testDb.db, other, 1)).toMatchObject({ state: 'failed', error: 'sourceNotReady' });
      expect((await programRow(other)).current_version).toBeNull();
    } finally {
      await t.testDb.db.query("UPDATE media_processing SET state = 'ready' WHERE key = $1", [clipA]);
    }
  });
});
