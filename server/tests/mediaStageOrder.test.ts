import fs from 'node:fs';
import type { LiveNotice } from '../live/notice';
import { ObjectFiles } from '../media/objectFiles';
import { objectUrlOf } from '../media/objectUrl';
import { processItem, type ProcessingDeps } from '../media/processing/processItem';
import { chooseTools } from '../media/processing/tools';
import { mediaDir, uploadBytes } from '../testing/mediaFixtures';
import { START_TIMEOUT_MS, appForFile } from '../testing/testApp';

// No worker: each job is run here, so the two jobs of an item interleave exactly as written.
const t = appForFile({ MEDIA_LADDER: '144,240' });
jest.setTimeout(120_000);

interface Row {
  state: string;
  progress: number;
  stream_key: string | null;
  attempts: number;
}
const rowOf = async (key: string) =>
  (await t.testDb.db.query<Row>('SELECT state, progress, stream_key, attempts FROM media_processing WHERE key = $1', [key]))[0]!;

let key: string;
const ladders: { key: string; etag: string }[] = [];
const depsWith = (publish: (notice: LiveNotice) => Promise<void>): ProcessingDeps => ({
  db: t.testDb.db,
  files: new ObjectFiles(t.config.media.objectsDir),
  tools: chooseTools(t.config.media.processing),
  limits: t.config.media.processing,
  urlOf: objectUrlOf(t.config),
  publish,
  continueLater: async (laterKey, etag) => {
    ladders.push({ key: laterKey, etag });
  },
});

beforeAll(async () => {
  const creator = (await t.login('creator@acme.test')).access_token;
  const clip = mediaDir().make('clip.mp4', [
    ...['-f', 'lavfi', '-i', 'testsrc2=size=426x240:rate=30', '-t', '2'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
  ]);
  key = await uploadBytes(t, creator, 'footage', 'Clip.mp4', 'video/mp4', fs.readFileSync(clip));
}, START_TIMEOUT_MS);

describe('a retried first job and the ladder job of the same bytes', () => {
  it('leave the item ready on its whole master, whichever finishes last', async () => {
    expect(
      await processItem(
        depsWith(async () => undefined),
        key,
      ),
    ).toBe('continued');
    expect((await rowOf(key)).stream_key).toMatch(/\/start\.m3u8$/);
    expect(ladders).toHaveLength(1);
    const ladder = ladders[0]!;

    // The first job is retried (its worker went silent after queuing the ladder): it starts while
    // the ladder runs, and the ladder finishes before it does.
    const retried: LiveNotice[] = [];
    let ladderOutcome: string | undefined;
    const retriedOutcome = await processItem(
      depsWith(async (notice) => {
        retried.push(notice);
        if (ladderOutcome === undefined) {
          ladderOutcome = 'running';
          ladderOutcome = await processItem(
            depsWith(async () => undefined),
            key,
            { stage: 'ladder', etag: ladder.etag, retryCount: 0 },
          );
        }
      }),
      key,
      { stage: 'first', retryCount: 1 },
    );
    expect(ladderOutcome).toBe('ready');
    expect(retriedOutcome).toBe('ready');
    const row = await rowOf(key);
    expect(row).toMatchObject({ state: 'ready', progress: 100 });
    expect(row.stream_key).toMatch(/\/master\.m3u8$/);
    // Its last word to the uploader is the item's: ready; and no second ladder is queued.
    expect(retried.at(-1)).toMatchObject({ s: 'ready', p: 100 });
    expect(retried.some((notice) => notice.t === 'media' && notice.s === 'processing')).toBe(true);
    expect(ladders).toHaveLength(1);
  });

  it('a first job fetched once the ladder is done never moves the ready item back', async () => {
    const before = await rowOf(key);
    const notices: LiveNotice[] = [];
    expect(
      await processItem(
        depsWith(async (notice) => {
          notices.push(notice);
        }),
        key,
        { stage: 'first', retryCount: 2 },
      ),
    ).toBe('skipped');
    expect(await rowOf(key)).toEqual(before);
    expect(notices).toEqual([]);
  });
});
