import os from 'node:os';
import { refusalMessage } from '../../access/routeAccess';
import { NOT_YOUR_PROGRAM } from '../../content/programRoutes';
import type { ProgramEdit } from '../../../contract/programs';
import { ObjectFiles } from '../objectFiles';
import { appForFile } from '../../testing/testApp';
import { EMPTY_EDIT, STALE_REVISION } from './renderRoutes';
import { RenderRefusal, resolvePieces } from './renderSources';
import { draftProgram } from './renderTesting';
import { loadVersion } from './versionRepository';

/** renderProgram's refusals: each changes nothing. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL. */

const t = appForFile();
const RENDER = '/rest/secure/service/renderProgram';

const edit = (mediaKey = 'customers/1/uploads/none/clip.mp4'): ProgramEdit => ({
  intro: false,
  outro: false,
  items: [
    { kind: 'title', id: 't', text: 'Hello', durationSeconds: 2 },
    { kind: 'clip', id: 'c', mediaKey, inSeconds: 0, outSeconds: 1 },
  ],
});

const token = async (username: string) => (await t.login(username)).access_token;
const render = async (username: string, programId: number, revision = 1) => t.call(RENDER, await token(username), { programId, revision });

/** Everything a render request could change. */
const state = async (programId: number) => ({
  program: await t.testDb.db.query('SELECT edit, edit_revision, current_version, media_key, status FROM programs WHERE id = $1', [
    programId,
  ]),
  versions: await t.testDb.db.query('SELECT number, state, edit FROM program_versions WHERE program_id = $1 ORDER BY number', [programId]),
});

describe('renderProgram', () => {
  it('adds the next version, queued with a copy of the edit of that revision', async () => {
    const programId = await draftProgram(t.testDb.db, 'creator@acme.test', edit());
    const first = await render('creator@acme.test', programId);
    expect(first.statusCode).toBe(200);
    expect(first.json().clientResponse).toEqual({ version: 1 });
    expect((await render('creator@acme.test', programId)).json().clientResponse).toEqual({ version: 2 });
    // A later save does not change what a version is.
    await t.testDb.db.query(`UPDATE programs SET edit = '{"intro": false, "outro": false, "items": []}', edit_revision = 2 WHERE id = $1`, [
      programId,
    ]);
    const { versions } = await state(programId);
    expect(versions).toEqual([
      { number: 1, state: 'queued', edit: edit() },
      { number: 2, state: 'queued', edit: edit() },
    ]);
  });

  it.each([
    ['another member of the organisation', 'manager@acme.test', 'draft'],
    ['a member of another organisation', 'creator@globex.test', 'draft'],
    ['its author, once it is no longer a draft', 'creator@acme.test', 'pending_approval'],
  ])('reads as missing (404) for %s, and changes nothing', async (_who, username, status) => {
    const programId = await draftProgram(t.testDb.db, 'creator@acme.test', edit(), status);
    const before = await state(programId);
    const answer = await render(username, programId);
    expect(answer.statusCode).toBe(404);
    expect(answer.json().errorMessage).toBe(NOT_YOUR_PROGRAM);
    expect(await state(programId)).toEqual(before);
  });

  it('answers 404 for a program that does not exist', async () => {
    expect((await render('creator@acme.test', 999_999)).statusCode).toBe(404);
  });

  it('refuses (403) a role that does not create programs, and changes nothing', async () => {
    const programId = await draftProgram(t.testDb.db, 'creator@acme.test', edit());
    const before = await state(programId);
    const answer = await render('viewer@acme.test', programId);
    expect(answer.statusCode).toBe(403);
    expect(answer.json().errorMessage).toBe(refusalMessage(['program.create']));
    expect(await state(programId)).toEqual(before);
  });

  it('refuses (409) a render from an older revision than the saved one, and changes nothing', async () => {
    const programId = await draftProgram(t.testDb.db, 'creator@acme.test', edit());
    const before = await state(programId);
    for (const revision of [0, 2]) {
      const answer = await render('creator@acme.test', programId, revision);
      expect(answer.statusCode).toBe(409);
      expect(answer.json().errorMessage).toBe(STALE_REVISION);
    }
    expect(await state(programId)).toEqual(before);
  });

  it('refuses (400) an empty edit, and changes nothing', async () => {
    const programId = await draftProgram(t.testDb.db, 'creator@acme.test', { intro: true, outro: true, items: [] });
    const before = await state(programId);
    const answer = await render('creator@acme.test', programId);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errorMessage).toBe(EMPTY_EDIT);
    expect(await state(programId)).toEqual(before);
  });

  it('never reads a source of another organisation: its key is a missing source', async () => {
    // An object of Globex (organisation 2) named in an Acme program's edit.
    const foreign = 'customers/2/uploads/00000000-0000-4000-8000-000000000000/clip.mp4';
    await t.testDb.db.query(
      `INSERT INTO media_objects (key, customer_id, size, content_type, etag) VALUES ($1, 2, 10, 'video/mp4', 'x') ON CONFLICT DO NOTHING`,
      [foreign],
    );
    const programId = await draftProgram(t.testDb.db, 'creator@acme.test', edit(foreign));
    expect((await render('creator@acme.test', programId)).statusCode).toBe(200);
    const version = await loadVersion(t.testDb.db, programId, 1);
    const refused = resolvePieces(t.testDb.db, new ObjectFiles(t.config.media.objectsDir), version!, os.tmpdir());
    await expect(refused).rejects.toBeInstanceOf(RenderRefusal);
    await expect(refused).rejects.toMatchObject({ code: 'sourceMissing' });
  });
});
