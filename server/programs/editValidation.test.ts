import { MIN_PIECE_SECONDS, type EditItem, type ProgramEdit, type TokenResponse } from '../../contract';
import { dumpDatabase } from '../testing/dbDump';
import { appForFile } from '../testing/testApp';
import { CALLS, createProgram, fileOf, footageOf } from './builderFixtures';

/** saveProgramEdit's rules beyond the schema: each refused with 400, its field and a clear message, changing nothing. PGlite and PostgreSQL. */

const t = appForFile();

let creator: TokenResponse;
let manager: TokenResponse;
let programId: number;
const media = { clip: '', unprocessed: '', image: '', pdf: '', video: '', globexClip: '', globexImage: '' };

beforeAll(async () => {
  creator = await t.login('creator@acme.test');
  manager = await t.login('manager@acme.test');
  const globex = await t.login('creator@globex.test');
  media.clip = await footageOf(t, creator, 'interview.mp4', 10);
  media.unprocessed = await footageOf(t, creator, 'just-uploaded.mp4');
  media.image = await fileOf(t, creator, 'logo.png');
  media.pdf = await fileOf(t, creator, 'brief.pdf', 'application/pdf');
  media.video = await fileOf(t, creator, 'file-video.mp4', 'video/mp4');
  media.globexClip = await footageOf(t, globex, 'clinic.mp4', 30);
  media.globexImage = await fileOf(t, globex, 'clinic.png');
  programId = await createProgram(t, creator);
});

const clip = (id: string, mediaKey: string, inSeconds: number, outSeconds: number): EditItem => ({
  kind: 'clip',
  id,
  mediaKey,
  inSeconds,
  outSeconds,
});
const image = (id: string, mediaKey: string): EditItem => ({ kind: 'image', id, mediaKey, durationSeconds: 2 });
const title: EditItem = { kind: 'title', id: 'title', text: 'Hello', durationSeconds: 2 };

async function save(edit: ProgramEdit) {
  const answer = await t.call(CALLS.save, creator.access_token, { programId, revision: 0, title: 'Checked', description: '', edit });
  return { status: answer.statusCode, code: answer.json().code, message: answer.json().errorMessage, fields: answer.json().fields };
}

const edit = (items: EditItem[], more: Partial<ProgramEdit> = {}): ProgramEdit => ({ intro: false, outro: false, items, ...more });

describe('saveProgramEdit refuses an edit that breaks a rule', () => {
  const cases: [string, () => ProgramEdit, string, string, RegExp][] = [
    [
      'a clip of another organisation',
      () => edit([clip('a', media.globexClip, 0, 1)]),
      'edit.items.0.mediaKey',
      'invalid',
      /Item 1 is not an item of your organisation’s Footage/,
    ],
    [
      'a clip of the Files, not the Footage',
      () => edit([title, clip('a', media.video, 0, 1)]),
      'edit.items.1.mediaKey',
      'invalid',
      /Item 2 .* Footage/,
    ],
    ['a clip never stored', () => edit([clip('a', 'customers/1/uploads/none.mp4', 0, 1)]), 'edit.items.0.mediaKey', 'invalid', /Footage/],
    [
      'an image of another organisation',
      () => edit([image('a', media.globexImage)]),
      'edit.items.0.mediaKey',
      'invalid',
      /Item 1 is not an image of your organisation’s Files/,
    ],
    ['a file that is no image', () => edit([image('a', media.pdf)]), 'edit.items.0.mediaKey', 'invalid', /not an image/],
    ['a Footage item as an image', () => edit([image('a', media.clip)]), 'edit.items.0.mediaKey', 'invalid', /not an image/],
    [
      'a clip that ends before it starts',
      () => edit([clip('a', media.clip, 5, 4)]),
      'edit.items.0.outSeconds',
      'too_small',
      /Item 1 ends before it starts/,
    ],
    [
      'a clip that ends where it starts',
      () => edit([clip('a', media.clip, 5, 5)]),
      'edit.items.0.outSeconds',
      'too_small',
      /ends before it starts/,
    ],
    [
      'a clip shorter than the shortest piece',
      () => edit([clip('a', media.clip, 5, 5 + MIN_PIECE_SECONDS / 2)]),
      'edit.items.0.outSeconds',
      'too_small',
      /shorter than 0.1 s/,
    ],
    [
      'a clip past its source’s end',
      () => edit([clip('a', media.clip, 5, 10.5)]),
      'edit.items.0.outSeconds',
      'too_large',
      /Item 1 ends after its clip, which lasts 10 s/,
    ],
    [
      'two items with one id',
      () => edit([title, clip('title', media.clip, 0, 1)]),
      'edit.items.1.id',
      'duplicate',
      /Item 2 has the same id/,
    ],
    [
      'a poster frame after the program’s end',
      () => edit([clip('a', media.clip, 0, 4), title], { poster: { kind: 'frame', atSeconds: 6 } }),
      'edit.poster.atSeconds',
      'too_large',
      /poster frame is not inside the program, which lasts 6 s/,
    ],
    [
      'a poster frame in an empty program',
      () => edit([], { poster: { kind: 'frame', atSeconds: 0 } }),
      'edit.poster.atSeconds',
      'too_large',
      /lasts 0 s/,
    ],
    [
      'a poster image of another organisation',
      () => edit([title], { poster: { kind: 'image', mediaKey: media.globexImage } }),
      'edit.poster.mediaKey',
      'invalid',
      /The poster is not an image/,
    ],
  ];

  it.each(cases)('%s', async (_name, build, field, code, message) => {
    const before = await dumpDatabase(t.ctx.db);
    const answer = await save(build());
    expect(answer).toEqual({ status: 400, code: 'validation', message: expect.stringMatching(message), fields: [{ field, code }] });
    expect(await dumpDatabase(t.ctx.db)).toEqual(before);
  });

  it('names every broken field at once', async () => {
    const answer = await save(edit([clip('a', media.globexClip, 0, 1), clip('a', media.clip, 3, 2)]));
    expect(answer.fields).toEqual([
      { field: 'edit.items.0.mediaKey', code: 'invalid' },
      { field: 'edit.items.1.id', code: 'duplicate' },
      { field: 'edit.items.1.outSeconds', code: 'too_small' },
    ]);
  });
});

describe('saveProgramEdit accepts what the rules allow', () => {
  it('a clip of unknown duration cut anywhere, a clip to its very end, a poster just inside, a poster image of Files', async () => {
    const first = await save(
      edit([clip('a', media.unprocessed, 100, 200), clip('b', media.clip, 9.9, 10)], { poster: { kind: 'frame', atSeconds: 100.09 } }),
    );
    expect([first.status, first.fields]).toEqual([200, undefined]);
    const [row] = await t.ctx.db.query<{ revision: number }>('SELECT edit_revision AS revision FROM programs WHERE id = $1', [programId]);
    expect(row!.revision).toBe(1);
    await t.ctx.db.query('UPDATE programs SET edit_revision = 0 WHERE id = $1', [programId]);
    expect((await save(edit([image('i', media.image)], { poster: { kind: 'image', mediaKey: media.image } }))).status).toBe(200);
    await t.ctx.db.query('UPDATE programs SET edit_revision = 0 WHERE id = $1', [programId]);
  });

  it('counts the bumpers the edit puts in, where their duration is known, in the program’s length', async () => {
    const intro = await footageOf(t, manager, 'intro.mp4', 4);
    const outro = await footageOf(t, manager, 'outro.mp4', 3);
    expect((await t.call(CALLS.setBumpers, manager.access_token, { introKey: intro, outroKey: outro })).statusCode).toBe(200);
    // The title lasts 2 s; with both bumpers the program lasts 9 s.
    const inside = await save(edit([title], { intro: true, outro: true, poster: { kind: 'frame', atSeconds: 8.5 } }));
    expect(inside.status).toBe(200);
    await t.ctx.db.query('UPDATE programs SET edit_revision = 0 WHERE id = $1', [programId]);
    const withoutOutro = await save(edit([title], { intro: true, outro: false, poster: { kind: 'frame', atSeconds: 8.5 } }));
    expect([withoutOutro.status, withoutOutro.message]).toEqual([400, 'The poster frame is not inside the program, which lasts 6 s']);
    expect((await t.call(CALLS.setBumpers, manager.access_token, { introKey: null, outroKey: null })).statusCode).toBe(200);
  });
});
