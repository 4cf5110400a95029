import { openMediaQueue, PROCESSING_QUEUE, type MediaQueue, type ProcessingJob } from '../media/processing/queue';
import { freshTestDb, type TestDb } from '../testing/testDb';

let testDb: TestDb;
let queue: MediaQueue;

beforeAll(async () => {
  testDb = await freshTestDb();
  queue = await openMediaQueue({ db: testDb.db, databaseUrl: testDb.url, timeoutSeconds: 60, onError: () => undefined });
}, 60_000);

afterAll(async () => {
  await queue.stop();
  await testDb.dispose();
});

it('hands out every upload’s first job before any item’s ladder, however old the ladder is', async () => {
  // An earlier item's ladder waits while two later uploads arrive.
  await queue.enqueueLadder('customers/1/uploads/u/earlier', 'etag-1');
  await queue.enqueue('customers/1/uploads/u/later');
  await queue.enqueue('customers/1/uploads/u/latest');
  const order: ProcessingJob[] = [];
  for (;;) {
    const [job] = await queue.boss.fetch<ProcessingJob>(PROCESSING_QUEUE);
    if (job === undefined) break;
    order.push(job.data);
    await queue.boss.complete(PROCESSING_QUEUE, job.id);
  }
  expect(order).toEqual([
    { key: 'customers/1/uploads/u/later' },
    { key: 'customers/1/uploads/u/latest' },
    { key: 'customers/1/uploads/u/earlier', stage: 'ladder', etag: 'etag-1' },
  ]);
});

it('keeps one queued ladder per item beside its first job', async () => {
  await queue.enqueue('customers/1/uploads/u/again');
  await queue.enqueueLadder('customers/1/uploads/u/again', 'etag-2');
  await queue.enqueueLadder('customers/1/uploads/u/again', 'etag-2');
  const jobs = await testDb.db.query<{ key: string }>(
    "SELECT singleton_key AS key FROM pgboss.job WHERE name = $1 AND state = 'created' ORDER BY singleton_key",
    [PROCESSING_QUEUE],
  );
  expect(jobs.map((job) => job.key)).toEqual(['customers/1/uploads/u/again', 'customers/1/uploads/u/again#ladder']);
});
