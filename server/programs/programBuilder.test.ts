import { API_PATHS, EMPTY_EDIT, type MyProgramItem, type Page, type ProgramEdit, type TokenResponse } from '../../contract';
import { refusalMessage } from '../access/routeAccess';
import { NOT_YOUR_PROGRAM } from '../content/programRoutes';
import { dumpDatabase } from '../testing/dbDump';
import { appForFile } from '../testing/testApp';
import { CALLS, createProgram, fileOf, footageOf, openEditor, programIdOf } from './builderFixtures';
import { BLANK_TITLE, PENDING_NOT_EDITABLE, PUBLISHED_NOT_EDITABLE, STALE_REVISION } from './programBuilderRoutes';

/** Create › Programs: creating a program, opening it in the builder and saving its edit. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL. */

const t = appForFile();

let creator: TokenResponse;
let clip: string;
let image: string;

beforeAll(async () => {
  creator = await t.login('creator@acme.test');
  clip = await footageOf(t, creator, 'interview.mp4', 12.5);
  image = await fileOf(t, creator, 'logo.png');
});

const saveRequest = (programId: number, revision: number, edit: ProgramEdit, title = 'Spring campaign') => ({
  programId,
  revision,
  title,
  description: 'Three customers on the new line',
  edit,
});

const EDIT = (): ProgramEdit => ({
  intro: false,
  outro: false,
  items: [
    { kind: 'title', id: 't1', text: 'Spring 2026', durationSeconds: 3 },
    // 0.3 - 0.2 is 0.0999… in binary: still the shortest piece allowed.
    { kind: 'clip', id: 'c1', mediaKey: clip, inSeconds: 0.2, outSeconds: 0.3 },
    { kind: 'clip', id: 'c2', mediaKey: clip, inSeconds: 2, outSeconds: 12.5 },
    { kind: 'image', id: 'i1', mediaKey: image, durationSeconds: 4 },
  ],
  poster: { kind: 'frame', atSeconds: 17.5 },
});

describe('createProgram', () => {
  it('creates a draft of the caller’s with an empty edit, listed in Create › Programs', async () => {
    const programId = await createProgram(t, creator, '  Spring campaign  ');
    const [row] = await t.ctx.db.query(
      `SELECT p.title, p.kind, p.status, p.edit, p.edit_revision AS revision, p.customer_id AS "customerId", p.author_id AS "authorId"
         FROM programs p WHERE p.id = $1`,
      [programId],
    );
    expect(row).toEqual({
      title: 'Spring campaign',
      kind: 'standard',
      status: 'draft',
      edit: EMPTY_EDIT,
      revision: 0,
      customerId: 1,
      authorId: creator.additionalDetails.CustomerUserDetails!.customerUserId,
    });
    const mine = await t.call(API_PATHS.getMyPrograms, creator.access_token, {
      page: 1,
      pageSize: 25,
      sort: 'createdAt',
      direction: 'desc',
      search: 'spring',
    });
    const items = mine.json<{ clientResponse: Page<MyProgramItem> }>().clientResponse.items;
    expect(items.map((item) => [item.id, item.title, item.status])).toContainEqual([programId, 'Spring campaign', 'draft']);
  });

  it('refuses a blank title (400) and a viewer without program.create (403), creating nothing', async () => {
    const viewer = await t.login('viewer@acme.test');
    const before = await dumpDatabase(t.ctx.db);
    const blank = await t.call(CALLS.create, creator.access_token, { title: '   ' });
    expect([blank.statusCode, blank.json().errorMessage, blank.json().fields]).toEqual([
      400,
      BLANK_TITLE,
      [{ field: 'title', code: 'blank' }],
    ]);
    const refused = await t.call(CALLS.create, viewer.access_token, { title: 'Not mine to make' });
    expect([refused.statusCode, refused.json().errorMessage]).toEqual([403, refusalMessage(['program.create'])]);
    expect(await dumpDatabase(t.ctx.db)).toEqual(before);
  });
});

describe('getProgramEditor', () => {
  it('opens the author’s program with its edit, revision, versions newest first and the bumpers', async () => {
    const programId = await createProgram(t, creator, 'Versions to show');
    const rendered = await footageOf(t, creator, 'render.mp4', 20);
    await t.ctx.db.query(
      `INSERT INTO program_versions (program_id, number, state, progress, edit, media_key, duration_seconds, created_at)
       VALUES ($1, 1, 'ready', 100, $2, $3, 20, '2026-03-01T10:00:00Z'), ($1, 2, 'rendering', 40, $2, NULL, NULL, '2026-03-02T10:00:00Z')`,
      [programId, JSON.stringify(EMPTY_EDIT), rendered],
    );
    await t.ctx.db.query('UPDATE programs SET current_version = 1 WHERE id = $1', [programId]);
    const editor = await openEditor(t, creator, programId);
    expect(editor).toMatchObject({
      programId,
      title: 'Versions to show',
      description: 'Three customers on the new line',
      status: 'draft',
      revision: 0,
      edit: EMPTY_EDIT,
      currentVersion: 1,
      bumpers: { intro: null, outro: null },
    });
    expect(editor.versions.map((version) => [version.number, version.state, version.progress, version.durationSeconds])).toEqual([
      [2, 'rendering', 40, null],
      [1, 'ready', 100, 20],
    ]);
    expect(editor.versions[0]!.media).toBeNull();
    expect(editor.versions[1]!.media).toMatchObject({ key: rendered, name: 'render.mp4', contentType: 'video/mp4' });
    expect(editor.versions[1]!.media!.url).toContain(encodeURIComponent(rendered.split('/').at(-1)!));
    expect(editor.versions[1]!.createdAt).toBe('2026-03-01T10:00:00.000Z');
  });

  it('reads another member’s and another organisation’s program as missing (404), and refuses a viewer (403)', async () => {
    const globex = await t.login('creator@globex.test');
    const viewer = await t.login('viewer@acme.test');
    const others = [await programIdOf(t, 'Product demo v2'), await programIdOf(t, 'Patient privacy refresher')];
    for (const programId of others) {
      const answer = await t.call(CALLS.editor, creator.access_token, { programId });
      expect([answer.statusCode, answer.json().errorMessage]).toEqual([404, NOT_YOUR_PROGRAM]);
      expect(answer.body).not.toMatch(/demo|privacy/i);
    }
    const own = await createProgram(t, creator);
    expect((await t.call(CALLS.editor, globex.access_token, { programId: own })).statusCode).toBe(404);
    expect((await t.call(CALLS.editor, viewer.access_token, { programId: own })).statusCode).toBe(403);
  });
});

describe('saveProgramEdit', () => {
  it('saves a valid edit as the next revision and opens it as saved', async () => {
    const programId = await createProgram(t, creator);
    t.clock.advance(60_000);
    const saved = await t.call(CALLS.save, creator.access_token, saveRequest(programId, 0, EDIT(), ' Spring campaign, cut 1 '));
    expect([saved.statusCode, saved.json().clientResponse]).toEqual([200, { revision: 1 }]);
    const editor = await openEditor(t, creator, programId);
    expect(editor).toMatchObject({ title: 'Spring campaign, cut 1', revision: 1, edit: EDIT() });
    const [row] = await t.ctx.db.query<{ updated: Date | string; created: Date | string }>(
      'SELECT updated_at AS updated, created_at AS created FROM programs WHERE id = $1',
      [programId],
    );
    expect(new Date(row!.updated).getTime() - new Date(row!.created).getTime()).toBe(60_000);
    const again = await t.call(CALLS.save, creator.access_token, saveRequest(programId, 1, { ...EDIT(), items: [], poster: null }));
    expect(again.json().clientResponse).toEqual({ revision: 2 });
  });

  it('refuses a save from an older revision with 409 stale_revision, changing nothing', async () => {
    const programId = await createProgram(t, creator);
    expect((await t.call(CALLS.save, creator.access_token, saveRequest(programId, 0, EDIT()))).statusCode).toBe(200);
    const before = await dumpDatabase(t.ctx.db);
    for (const revision of [0, 2]) {
      const stale = await t.call(CALLS.save, creator.access_token, saveRequest(programId, revision, EMPTY_EDIT));
      expect([stale.statusCode, stale.json().code, stale.json().errorMessage]).toEqual([409, 'stale_revision', STALE_REVISION]);
    }
    expect(await dumpDatabase(t.ctx.db)).toEqual(before);
  });

  it('refuses a program pending approval or published with 409 not_editable, and edits a rejected draft', async () => {
    const cases: [string, number, string][] = [
      ['Holiday message', 409, PENDING_NOT_EDITABLE],
      ['Q3 launch recap', 409, PUBLISHED_NOT_EDITABLE],
    ];
    const before = await dumpDatabase(t.ctx.db);
    for (const [title, status, message] of cases) {
      const answer = await t.call(CALLS.save, creator.access_token, saveRequest(await programIdOf(t, title), 0, EMPTY_EDIT, title));
      expect([answer.statusCode, answer.json().code, answer.json().errorMessage]).toEqual([status, 'not_editable', message]);
    }
    expect(await dumpDatabase(t.ctx.db)).toEqual(before);
    const rejected = await createProgram(t, creator, 'Sent back');
    await t.ctx.db.query(`UPDATE programs SET review_decision = 'rejected', review_comment = 'Shorter, please' WHERE id = $1`, [rejected]);
    expect((await t.call(CALLS.save, creator.access_token, saveRequest(rejected, 0, EDIT()))).json().clientResponse).toEqual({
      revision: 1,
    });
  });

  it('reads another member’s and another organisation’s program as missing (404), and refuses a viewer (403), changing nothing', async () => {
    const viewer = await t.login('viewer@acme.test');
    const globex = await t.login('creator@globex.test');
    const own = await createProgram(t, creator);
    const before = await dumpDatabase(t.ctx.db);
    for (const programId of [await programIdOf(t, 'Product demo v2'), await programIdOf(t, 'Patient privacy refresher')]) {
      const answer = await t.call(CALLS.save, creator.access_token, saveRequest(programId, 0, EMPTY_EDIT));
      expect([answer.statusCode, answer.json().errorMessage]).toEqual([404, NOT_YOUR_PROGRAM]);
    }
    expect((await t.call(CALLS.save, globex.access_token, saveRequest(own, 0, EMPTY_EDIT))).statusCode).toBe(404);
    const refused = await t.call(CALLS.save, viewer.access_token, saveRequest(own, 0, EMPTY_EDIT));
    expect([refused.statusCode, refused.json().errorMessage]).toEqual([403, refusalMessage(['program.create'])]);
    expect(await dumpDatabase(t.ctx.db)).toEqual(before);
  });
});
