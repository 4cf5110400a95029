import { API_PATHS } from '../../contract';
import { startMediaWorker } from '../media/processing/mediaWorker';
import { openMediaQueue, PROCESSING_QUEUE } from '../media/processing/queue';
import { mediaDir, settledItem, uploadBytes } from '../testing/mediaFixtures';
import { START_TIMEOUT_MS, appForFile } from '../testing/testApp';
import fs from 'node:fs';

// The file's app runs one worker; a second one on its own queue connection works the same queue.
const t = appForFile({ MEDIA_LADDER: '144' }, { media: true });
jest.setTimeout(180_000);

const fixtures = mediaDir();
const CLIPS = 6;

it(
  'two workers on one queue process each of several uploads exactly once',
  async () => {
    const creator = (await t.login('creator@acme.test')).access_token;
    const queue = await openMediaQueue({ db: t.testDb.db, databaseUrl: t.testDb.url, timeoutSeconds: 60, onError: () => undefined });
    const secondDone: string[] = [];
    const second = await startMediaWorker({
      db: t.testDb.db,
      config: t.config,
      queue,
      publish: async () => undefined,
      log: { info: (details) => 'key' in details && secondDone.push(String(details.key)), error: () => undefined },
      pollSeconds: 0.5,
    });
    try {
      const clip = fs.readFileSync(
        fixtures.make('short.mp4', [
          '-f',
          'lavfi',
          '-i',
          'testsrc2=size=256x144:rate=10',
          '-t',
          '2',
          '-c:v',
          'libx264',
          '-preset',
          'ultrafast',
        ]),
      );
      const keys: string[] = [];
      for (let i = 0; i < CLIPS; i += 1) keys.push(await uploadBytes(t, creator, 'footage', `Clip ${i}.mp4`, 'video/mp4', clip));
      for (const key of keys) expect((await settledItem(t, creator, key, API_PATHS.listFootage)).processing.state).toBe('ready');
      // Each item was started once, by one worker, and its job completed once.
      const attempts = await t.testDb.db.query<{ key: string; attempts: number }>(
        'SELECT key, attempts FROM media_processing WHERE key = ANY($1::text[])',
        [keys],
      );
      expect(attempts.map((row) => row.attempts)).toEqual(keys.map(() => 1));
      // An item is ready before its job's handler returns; the queue records the completion after it.
      const jobsOf = () =>
        t.testDb.db.query<{ key: string; state: string }>(
          'SELECT singleton_key AS key, state FROM pgboss.job WHERE name = $1 AND singleton_key = ANY($2::text[])',
          [PROCESSING_QUEUE, keys],
        );
      let jobs = await jobsOf();
      for (const deadline = Date.now() + 15_000; jobs.some((job) => job.state === 'active') && Date.now() < deadline;) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        jobs = await jobsOf();
      }
      expect(jobs.map((job) => job.key).sort()).toEqual([...keys].sort());
      expect(jobs.map((job) => job.state)).toEqual(keys.map(() => 'completed'));
      expect(secondDone.every((key) => keys.includes(key))).toBe(true);
    } finally {
      await second.stop();
      await queue.stop();
    }
  },
  START_TIMEOUT_MS,
);
