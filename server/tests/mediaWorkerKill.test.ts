import fs from 'node:fs';
import { API_PATHS, type MediaItem, type Page, type TokenResponse, type UploadSignature } from '../../contract';
import { EMBEDDED_UPLOAD_PATH } from '../config';
import { DEMO_PASSWORD } from '../db/seedData';
import { mediaDir } from '../testing/mediaFixtures';
import { multipartBody, type FormField } from '../testing/postForm';
import { postForm, postJson, request, startServerProcess, type ServerProcess } from '../testing/serverProcess';
import { seededDataDir } from '../testing/seededDb';
import { freshTestDb, type TestDb } from '../testing/testDb';

// A server and its in-process worker killed mid-transcode: after a restart on the same data, the
// job is picked up again and the item ends ready. PGlite by default, PostgreSQL with TEST_DATABASE_URL.
jest.setTimeout(400_000);

let dataDir: string;
let pg: TestDb | null = null;
let server: ServerProcess | null = null;
const fixtures = mediaDir();

beforeAll(async () => {
  dataDir = seededDataDir('takeflow-media-kill-');
  if (process.env.TEST_DATABASE_URL) pg = await freshTestDb();
});
afterAll(async () => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  await pg?.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const start = async () => {
  server = await startServerProcess({ dataDir, databaseUrl: pg?.url, env: { LOG_LEVEL: 'warn', MEDIA_LADDER: '144,240,360' } });
  return server;
};

const login = async (port: number) => {
  const answer = await postForm(port, API_PATHS.token, {
    grant_type: 'password',
    username: 'creator@acme.test',
    password: DEMO_PASSWORD,
    client_id: 'takeflow-web',
  });
  return (JSON.parse(answer.body) as TokenResponse).access_token;
};

const itemOf = async (port: number, token: string, key: string) => {
  const answer = await postJson(port, API_PATHS.listFootage, token, {
    clientRequest: { page: 1, pageSize: 25, sort: 'createdAt', direction: 'desc' },
  });
  return (JSON.parse(answer.body) as { clientResponse: Page<MediaItem> }).clientResponse.items.find((item) => item.key === key);
};

const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> => {
  for (const deadline = Date.now() + timeoutMs; ;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`not reached in time: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

it('a worker killed mid-transcode loses nothing: the restarted one finishes the item', async () => {
  const clip = fs.readFileSync(
    fixtures.make('long.mp4', [
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=640x360:rate=30',
      '-t',
      '40',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
    ]),
  );
  let { port } = await start();
  let token = await login(port);
  const signed = await postJson(port, API_PATHS.getUploadSignature, token, {
    clientRequest: { purpose: 'footage', contentType: 'video/mp4', fileName: 'Long.mp4' },
  });
  const signature = (JSON.parse(signed.body) as { clientResponse: UploadSignature }).clientResponse;
  const fields: FormField[] = [
    ['key', signature.key],
    ['Content-Type', 'video/mp4'],
    ...(['X-Amz-Algorithm', 'X-Amz-Credential', 'X-Amz-Date', 'Policy', 'X-Amz-Signature'] as const).map((name): FormField => [
      name,
      signature[name],
    ]),
  ];
  const form = multipartBody(fields, { filename: 'Long.mp4', type: 'video/mp4', data: clip });
  const stored = await request(port, 'POST', `${EMBEDDED_UPLOAD_PATH}/`, form.body, { 'content-type': form.contentType });
  expect(stored.status).toBe(204);

  // Killed once the transcode has visibly started.
  await until(
    () => itemOf(port, token, signature.key),
    (item) => item?.processing.state === 'processing' && item.processing.progress > 0,
    120_000,
  );
  server!.child.kill('SIGKILL');
  await server!.exited;

  ({ port } = await start());
  token = await login(port);
  const item = await until(
    () => itemOf(port, token, signature.key),
    (found) => found?.processing.state === 'ready' || found?.processing.state === 'failed',
    240_000,
  );
  expect(item?.processing).toEqual({ state: 'ready', progress: 100, error: null });
  expect(item?.streamUrl).toMatch(/master\.m3u8$/);
  expect(item?.previewsUrl).toMatch(/storyboard\.vtt$/);
  server!.child.kill('SIGTERM');
  await server!.exited;
});
