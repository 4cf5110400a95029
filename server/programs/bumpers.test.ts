import { API_PATHS, type TokenResponse } from '../../contract';
import type { Bumpers } from '../../contract/schemas/programs';
import { refusalMessage } from '../access/routeAccess';
import { dumpDatabase } from '../testing/dbDump';
import { appForFile } from '../testing/testApp';
import { CALLS, createProgram, fileOf, footageOf, openEditor } from './builderFixtures';
import { NOT_FOOTAGE_BUMPER } from './bumperRoutes';

/** /bumpers: the organisation's intro and outro, chosen by a content manager from its Footage. PGlite and PostgreSQL. */

const t = appForFile();

let manager: TokenResponse;
let creator: TokenResponse;

beforeAll(async () => {
  manager = await t.login('manager@acme.test');
  creator = await t.login('creator@acme.test');
});

async function bumpersOf(login: TokenResponse): Promise<Bumpers> {
  const answer = await t.call(CALLS.getBumpers, login.access_token, {});
  expect(answer.statusCode).toBe(200);
  return answer.json<{ clientResponse: Bumpers }>().clientResponse;
}

describe('bumpers', () => {
  it('a content manager sets the intro and outro from Footage; creators see them, in the builder too; clearing audits each change', async () => {
    expect(await bumpersOf(manager)).toEqual({ intro: null, outro: null });
    const intro = await footageOf(t, manager, 'acme-intro.mp4', 4.5);
    const outro = await footageOf(t, creator, 'acme-outro.mp4');
    const set = await t.call(CALLS.setBumpers, manager.access_token, { introKey: intro, outroKey: outro });
    expect(set.statusCode).toBe(200);
    const expected = {
      intro: {
        key: intro,
        name: 'acme-intro.mp4',
        durationSeconds: 4.5,
        media: expect.objectContaining({ key: intro, contentType: 'video/mp4' }),
      },
      outro: { key: outro, name: 'acme-outro.mp4', durationSeconds: null, media: expect.objectContaining({ key: outro }) },
    };
    expect(set.json().clientResponse).toEqual(expected);
    expect(await bumpersOf(creator)).toEqual(expected);
    expect((await openEditor(t, creator, await createProgram(t, creator))).bumpers).toEqual(expected);
    // Another organisation has bumpers of its own, none yet.
    expect(await bumpersOf(await t.login('creator@globex.test'))).toEqual({ intro: null, outro: null });

    const cleared = await t.call(CALLS.setBumpers, manager.access_token, { introKey: null, outroKey: outro });
    expect(cleared.json().clientResponse).toEqual({ intro: null, outro: expected.outro });
    const audit = await t.ctx.db.query<{ action: string; before: unknown; after: unknown }>(
      `SELECT action, before, after FROM audit_records WHERE action = 'organization.bumpers' AND customer_id = 1 ORDER BY id`,
    );
    expect(audit).toEqual([
      { action: 'organization.bumpers', before: { introKey: null, outroKey: null }, after: { introKey: intro, outroKey: outro } },
      { action: 'organization.bumpers', before: { introKey: intro, outroKey: outro }, after: { introKey: null, outroKey: outro } },
    ]);
    // The same keys again change nothing, and record nothing.
    await t.call(CALLS.setBumpers, manager.access_token, { introKey: null, outroKey: outro });
    expect(await t.ctx.db.query(`SELECT 1 FROM audit_records WHERE action = 'organization.bumpers'`)).toHaveLength(2);
  });

  it('refuses what is not a Footage item of the organisation (400), a creator without bumper.manage and a viewer (403), changing nothing', async () => {
    const globex = await t.login('creator@globex.test');
    const viewer = await t.login('viewer@acme.test');
    const theirs = await footageOf(t, globex, 'clinic-intro.mp4', 5);
    const image = await fileOf(t, manager, 'logo.png');
    const video = await fileOf(t, manager, 'file-video.mp4', 'video/mp4');
    const own = await footageOf(t, manager, 'ok.mp4', 2);
    const before = await dumpDatabase(t.ctx.db);
    const refused: [object, string][] = [
      [{ introKey: theirs, outroKey: null }, 'introKey'],
      [{ introKey: own, outroKey: image }, 'outroKey'],
      [{ introKey: video, outroKey: own }, 'introKey'],
      [{ introKey: null, outroKey: 'customers/1/uploads/none.mp4' }, 'outroKey'],
    ];
    for (const [request, field] of refused) {
      const answer = await t.call(CALLS.setBumpers, manager.access_token, request);
      expect([answer.statusCode, answer.json().errorMessage, answer.json().fields]).toEqual([
        400,
        NOT_FOOTAGE_BUMPER,
        [{ field, code: 'invalid' }],
      ]);
    }
    const byCreator = await t.call(CALLS.setBumpers, creator.access_token, { introKey: own, outroKey: null });
    expect([byCreator.statusCode, byCreator.json().errorMessage]).toEqual([403, refusalMessage(['bumper.manage'])]);
    const viewerReads = await t.call(CALLS.getBumpers, viewer.access_token, {});
    expect([viewerReads.statusCode, viewerReads.json().errorMessage]).toEqual([403, refusalMessage(['program.create', 'bumper.manage'])]);
    expect((await t.call(CALLS.setBumpers, viewer.access_token, { introKey: null, outroKey: null })).statusCode).toBe(403);
    expect(await dumpDatabase(t.ctx.db)).toEqual(before);
  });

  it('a deleted Footage item stops being a bumper', async () => {
    const intro = await footageOf(t, manager, 'short-lived.mp4', 3);
    expect((await t.call(CALLS.setBumpers, manager.access_token, { introKey: intro, outroKey: null })).statusCode).toBe(200);
    const deleted = await t.call(API_PATHS.deleteMedia, manager.access_token, { key: intro });
    expect(deleted.statusCode).toBe(200);
    expect(await bumpersOf(manager)).toEqual({ intro: null, outro: null });
  });
});
