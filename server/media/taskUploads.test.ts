import { API_PATHS, type MediaItem, type Page, type TokenResponse } from '../../contract';
import { dumpDatabase } from '../testing/dbDump';
import { storedUpload } from '../testing/storedUpload';
import { appForFile } from '../testing/testApp';
import { UPLOAD_NEEDS_TASK } from './uploadSignatureRoutes';

// §2 Tasks: an upload for a task answers one open task of the caller's. The permission alone
// (every viewer holds task.recording) gave gigabyte policies to anyone, straight into Footage.
const t = appForFile();

const taskId = async (table: 'recording_tasks' | 'asset_requests', title: string) =>
  (await t.ctx.db.query<{ id: number }>(`SELECT id FROM ${table} WHERE title = $1`, [title]))[0]!.id;
const sign = (login: TokenResponse, clientRequest: object) => t.call(API_PATHS.getUploadSignature, login.access_token, clientRequest);
const listed = async (login: TokenResponse, url: string) =>
  (await t.call(url, login.access_token, { page: 1, pageSize: 100, sort: 'createdAt', direction: 'desc' }))
    .json<{ clientResponse: Page<MediaItem> }>()
    .clientResponse.items.map((item) => item.key);

it('refuses a task upload policy without an open task of the caller’s, and signs one for it', async () => {
  const viewer = await t.login('viewer@acme.test');
  const ownRecording = await taskId('recording_tasks', 'Record a 30-second hello');
  const ownRequest = await taskId('asset_requests', 'Upload your headshot');
  const refused: Record<string, object> = {
    'recording, no task': { purpose: 'taskRecording', contentType: 'video/webm' },
    'file, no task': { purpose: 'taskFile', contentType: 'application/pdf' },
    'recording, another member’s task': {
      purpose: 'taskRecording',
      taskId: await taskId('recording_tasks', 'Record customer testimonial'),
    },
    'recording, a completed task': { purpose: 'taskRecording', taskId: await taskId('recording_tasks', 'Record office tour') },
    'recording, another organisation’s task': {
      purpose: 'taskRecording',
      taskId: await taskId('recording_tasks', 'Record clinic walkthrough'),
    },
    'recording, a file request’s id': { purpose: 'taskRecording', taskId: ownRequest },
    'file, a recording task’s id': { purpose: 'taskFile', taskId: ownRecording },
    'file, another member’s request': { purpose: 'taskFile', taskId: await taskId('asset_requests', 'Upload event photos') },
    'file, a fulfilled request': { purpose: 'taskFile', taskId: await taskId('asset_requests', 'Upload old brand guide') },
    'recording, no such task': { purpose: 'taskRecording', taskId: 999_999 },
  };
  const before = await dumpDatabase(t.ctx.db);
  for (const [why, clientRequest] of Object.entries(refused)) {
    const answer = await sign(viewer, clientRequest);
    expect([why, answer.statusCode, answer.json().errorMessage]).toEqual([why, 403, UPLOAD_NEEDS_TASK]);
  }
  expect(await dumpDatabase(t.ctx.db)).toEqual(before);
  expect((await sign(viewer, { purpose: 'taskRecording', contentType: 'video/webm', taskId: ownRecording })).statusCode).toBe(200);
  expect((await sign(viewer, { purpose: 'taskFile', contentType: 'image/png', taskId: ownRequest })).statusCode).toBe(200);
  // A non-integer task id is the schema's 400.
  expect((await sign(viewer, { purpose: 'taskRecording', taskId: 'x' })).statusCode).toBe(400);
});

it('keeps a task upload out of Footage and Files until it is handed in for its task', async () => {
  const viewer = await t.login('viewer@acme.test');
  const manager = await t.login('manager@acme.test');
  const recording = await taskId('recording_tasks', 'Record a 30-second hello');
  const request = await taskId('asset_requests', 'Upload your headshot');
  const clip = await storedUpload(t, viewer.access_token, 'taskRecording', 'video/webm', { fileName: 'hello.webm', taskId: recording });
  const photo = await storedUpload(t, viewer.access_token, 'taskFile', 'image/png', { fileName: 'me.png', taskId: request });
  expect(await listed(manager, API_PATHS.listFootage)).not.toContain(clip.key);
  expect(await listed(manager, API_PATHS.listFiles)).not.toContain(photo.key);
  const completed = await t.call(API_PATHS.completeRecordingTask, viewer.access_token, { taskId: recording, clipKey: clip.key });
  expect(completed.json()).toMatchObject({ clientResponse: { changed: true } });
  const fulfilled = await t.call(API_PATHS.fulfilFileRequest, viewer.access_token, { requestId: request, fileKey: photo.key });
  expect(fulfilled.json()).toMatchObject({ clientResponse: { changed: true } });
  expect(await listed(manager, API_PATHS.listFootage)).toContain(clip.key);
  expect(await listed(manager, API_PATHS.listFiles)).toContain(photo.key);
  // The task is closed now: no further policy for it.
  const again = await sign(viewer, { purpose: 'taskRecording', taskId: recording });
  expect([again.statusCode, again.json().errorMessage]).toEqual([403, UPLOAD_NEEDS_TASK]);
});
