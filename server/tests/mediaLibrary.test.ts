import crypto from 'node:crypto';
import { API_PATHS, type MediaItem, type Page, type UploadSignature } from '../../contract';
import { EMBEDDED_UPLOAD_PATH } from '../config';
import { MEDIA_NOT_FOUND, MEDIA_NOT_YOURS } from '../media/libraryRoutes';
import { multipartBody, storedFiles, type FormField } from '../testing/postForm';
import { START_TIMEOUT_MS, appForFile } from '../testing/testApp';

let tokens: Record<string, string>;
const t = appForFile();

beforeAll(async () => {
  tokens = {};
  for (const username of ['manager@acme.test', 'creator@acme.test', 'creator@globex.test', 'viewer@acme.test']) {
    tokens[username] = (await t.login(username)).access_token;
  }
}, START_TIMEOUT_MS);

const token = (username: string) => tokens[username] ?? '';
const SIGNED = ['X-Amz-Algorithm', 'X-Amz-Credential', 'X-Amz-Date', 'Policy', 'X-Amz-Signature'] as const;

/** Signs through the call, then posts the form to the embedded store, as the SPA does. */
async function upload(username: string, purpose: 'footage' | 'file', fileName: string, contentType: string, bytes = 2048): Promise<string> {
  const signed = await t.call(API_PATHS.getUploadSignature, token(username), { purpose, contentType, fileName });
  expect(signed.statusCode).toBe(200);
  const signature = signed.json<{ clientResponse: UploadSignature }>().clientResponse;
  const fields: FormField[] = [
    ['key', signature.key],
    ['Content-Type', contentType],
    ...SIGNED.map((name): FormField => [name, signature[name]]),
  ];
  const { body, contentType: formType } = multipartBody(fields, { filename: fileName, type: contentType, data: crypto.randomBytes(bytes) });
  const stored = await t.inject({ method: 'POST', url: `${EMBEDDED_UPLOAD_PATH}/`, headers: { 'content-type': formType }, payload: body });
  expect(stored.statusCode).toBe(204);
  return signature.key;
}

const firstPage = { page: 1, pageSize: 25, sort: 'createdAt', direction: 'desc' };

async function list(username: string, url: string, request: Record<string, unknown> = {}) {
  const answer = await t.call(url, token(username), { ...firstPage, ...request });
  return { status: answer.statusCode, page: answer.json<{ clientResponse: Page<MediaItem> }>().clientResponse };
}

describe('footage and files of an organisation (§2 Create)', () => {
  let managerClip: string;
  let creatorClip: string;
  let creatorPdf: string;
  let globexClip: string;

  beforeAll(async () => {
    managerClip = await upload('manager@acme.test', 'footage', 'Launch day.mp4', 'video/mp4', 5000);
    creatorClip = await upload('creator@acme.test', 'footage', 'Interview take 2.webm', 'video/webm');
    creatorPdf = await upload('creator@acme.test', 'file', 'Script.pdf', 'application/pdf');
    globexClip = await upload('creator@globex.test', 'footage', 'Globex.mp4', 'video/mp4');
  });

  it('lists the organisation’s stored footage with its name, owner and CDN address; files apart', async () => {
    const footage = await list('creator@acme.test', API_PATHS.listFootage);
    expect(footage.status).toBe(200);
    expect(footage.page.items.map((item) => item.key)).toEqual([creatorClip, managerClip]);
    expect(footage.page.items[1]).toMatchObject({
      name: 'Launch day.mp4',
      contentType: 'video/mp4',
      size: 5000,
      ownerName: 'Mia Manager',
      canDelete: false,
      url: `/cdn/${managerClip}`,
    });
    expect(footage.page.items[0]?.canDelete).toBe(true);
    const files = await list('creator@acme.test', API_PATHS.listFiles);
    expect(files.page.items.map((item) => item.name)).toEqual(['Script.pdf']);
  });

  it('never shows another organisation’s objects, nor a signed key whose object never arrived', async () => {
    await t.call(API_PATHS.getUploadSignature, token('manager@acme.test'), { purpose: 'footage', fileName: 'never sent.mp4' });
    const acme = await list('manager@acme.test', API_PATHS.listFootage);
    expect(acme.page.items.map((item) => item.key)).not.toContain(globexClip);
    expect(acme.page.items.map((item) => item.name)).not.toContain('never sent.mp4');
    const globex = await list('creator@globex.test', API_PATHS.listFootage);
    expect(globex.page.items.map((item) => item.key)).toEqual([globexClip]);
  });

  it('pages, sorts, searches and filters by type and owner', async () => {
    const first = await list('manager@acme.test', API_PATHS.listFootage, { pageSize: 1, sort: 'name', direction: 'asc' });
    expect(first.page).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(first.page.items.map((item) => item.name)).toEqual(['Interview take 2.webm']);
    const second = await list('manager@acme.test', API_PATHS.listFootage, { page: 2, pageSize: 1, sort: 'name', direction: 'asc' });
    expect(second.page.items.map((item) => item.name)).toEqual(['Launch day.mp4']);
    const past = await list('manager@acme.test', API_PATHS.listFootage, { page: 9, pageSize: 1 });
    expect(past.page).toMatchObject({ items: [], total: 2 });
    const searched = await list('manager@acme.test', API_PATHS.listFootage, { search: 'cody interview' });
    expect(searched.page.items.map((item) => item.key)).toEqual([creatorClip]);
    const typed = await list('manager@acme.test', API_PATHS.listFootage, { contentType: 'video/mp4' });
    expect(typed.page.items.map((item) => item.key)).toEqual([managerClip]);
    const mine = await list('manager@acme.test', API_PATHS.listFootage, { mine: true });
    expect(mine.page.items.map((item) => item.key)).toEqual([managerClip]);
    const wildcard = await list('manager@acme.test', API_PATHS.listFootage, { search: '%' });
    expect(wildcard.page.total).toBe(0);
  });

  it('refuses the lists to a role without the permission and a sort key it does not declare', async () => {
    expect((await list('viewer@acme.test', API_PATHS.listFootage)).status).toBe(403);
    expect((await t.call(API_PATHS.listFiles, token('manager@acme.test'), { ...firstPage, sort: 'key; DROP' })).statusCode).toBe(400);
  });

  it('deletes for the owner or a content manager only, and never across organisations', async () => {
    const refused = await t.call(API_PATHS.deleteMedia, token('creator@acme.test'), { key: managerClip });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorMessage).toBe(MEDIA_NOT_YOURS);
    const across = await t.call(API_PATHS.deleteMedia, token('creator@globex.test'), { key: creatorClip });
    expect(across.statusCode).toBe(404);
    expect(across.json().errorMessage).toBe(MEDIA_NOT_FOUND);
    expect((await list('manager@acme.test', API_PATHS.listFootage)).page.total).toBe(2);

    const filesBefore = storedFiles(t.config.media.objectsDir).length;
    expect((await t.call(API_PATHS.deleteMedia, token('creator@acme.test'), { key: creatorPdf })).statusCode).toBe(200);
    expect((await t.call(API_PATHS.deleteMedia, token('manager@acme.test'), { key: creatorClip })).statusCode).toBe(200);
    expect(storedFiles(t.config.media.objectsDir)).toHaveLength(filesBefore - 2);
    expect((await list('manager@acme.test', API_PATHS.listFootage)).page.items.map((item) => item.key)).toEqual([managerClip]);
    expect((await list('manager@acme.test', API_PATHS.listFiles)).page.total).toBe(0);
    expect((await t.call(API_PATHS.deleteMedia, token('manager@acme.test'), { key: creatorClip })).statusCode).toBe(404);
  });
});
