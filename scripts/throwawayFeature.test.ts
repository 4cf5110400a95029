import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type * as Areas from '../src/features/areas';
import type * as TestApp from '../server/testing/testApp';
import { PATHS, PERMISSION, REGISTRATIONS, featureFiles, register } from './throwaway-feature/feature';

/**
 * What a new feature costs (docs/architecture.md, How to add a feature): the throw-away feature of
 * scripts/throwaway-feature is added to a copy of contract/, server/ and src/ (and e2e/, which
 * server tests import), type-checked with all of them, served on PGlite and found in the sidebar. A copy, not this tree: the other test files
 * running beside this one must not see a feature that comes and goes.
 */
const ROOT = path.resolve(__dirname, '..');
const COPY = fs.mkdtempSync(path.join(os.tmpdir(), 'takeflow-throwaway-'));
const files = featureFiles(ROOT);
const registered = [...new Set(REGISTRATIONS.map((registration) => registration.file))];

function addFeature(): void {
  for (const dir of ['contract', 'server', 'src', 'e2e']) fs.cpSync(path.join(ROOT, dir), path.join(COPY, dir), { recursive: true });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(COPY, 'node_modules'));
  const tsconfig = JSON.parse(fs.readFileSync(path.join(ROOT, 'tsconfig.json'), 'utf8')) as { include: string[] };
  fs.writeFileSync(path.join(COPY, 'tsconfig.json'), JSON.stringify({ ...tsconfig, include: ['contract', 'server', 'src'] }));
  for (const [file, text] of Object.entries(files)) {
    const at = path.join(COPY, file);
    if (fs.existsSync(at)) throw new Error(`${file} exists already`);
    fs.mkdirSync(path.dirname(at), { recursive: true });
    fs.writeFileSync(at, text);
  }
  for (const file of registered) {
    const at = path.join(COPY, file);
    const mine = REGISTRATIONS.filter((registration) => registration.file === file);
    fs.writeFileSync(at, register(fs.readFileSync(at, 'utf8'), mine));
  }
}

const removeCopy = () => fs.rmSync(COPY, { recursive: true, force: true });

jest.setTimeout(240_000);
process.once('exit', removeCopy);
beforeAll(addFeature);
afterAll(removeCopy);

it('type-checks with the whole project, server and SPA', () => {
  const tsc = path.join(ROOT, 'node_modules/.bin/tsc');
  const checked = spawnSync(tsc, ['--noEmit', '-p', COPY], { cwd: COPY, encoding: 'utf8' });
  expect({ status: checked.status, errors: checked.stdout }).toEqual({ status: 0, errors: '' });
});

it('serves list, create and delete to whoever holds its permission, and no one else', async () => {
  // The copy's server, with the feature registered and its migration among the others.
  const { startTestApp } = (await import(path.join(COPY, 'server/testing/testApp'))) as typeof TestApp;
  const t = await startTestApp();
  try {
    const admin = (await t.login('admin@acme.test')).access_token;
    const viewer = (await t.login('viewer@acme.test')).access_token;

    const created = await t.call(PATHS.createScratchNote, admin, { text: 'Book the studio' });
    expect(created.statusCode).toBe(200);
    const note = created.json().clientResponse as { id: number; text: string };
    expect(note.text).toBe('Book the studio');
    expect((await t.call(PATHS.listScratchNotes, admin)).json().clientResponse).toEqual([note]);

    for (const [url, body] of [
      [PATHS.listScratchNotes, {}],
      [PATHS.createScratchNote, { text: 'Not mine to add' }],
      [PATHS.deleteScratchNote, { id: note.id }],
    ] as const) {
      const refused = await t.call(url, viewer, body);
      expect([refused.statusCode, refused.json().status]).toEqual([403, 'Error']);
    }
    expect((await t.call(PATHS.createScratchNote, admin, { text: '' })).statusCode).toBe(400);

    expect((await t.call(PATHS.deleteScratchNote, admin, { id: note.id })).json().clientResponse).toEqual({ changed: true });
    expect((await t.call(PATHS.deleteScratchNote, admin, { id: note.id })).json().clientResponse).toEqual({ changed: false });
    expect((await t.call(PATHS.listScratchNotes, admin)).json().clientResponse).toEqual([]);
  } finally {
    await t.close();
  }
});

it('puts its page in the sidebar behind its permission, in three languages', async () => {
  const { AREAS, menuEntriesOf } = (await import(path.join(COPY, 'src/features/areas'))) as typeof Areas;
  expect(menuEntriesOf(AREAS).find((entry) => entry.id === 'scratchpad')).toMatchObject({
    target: { kind: 'route', path: '/scratchpad' },
    permission: PERMISSION,
  });
  const locales = ['en', 'fr', 'es'].map(
    (lang) => JSON.parse(files[`src/features/areas/scratchpad/locales/${lang}.json`]!) as { menu: { item: { scratchpad: string } } },
  );
  expect(new Set(locales.map((locale) => locale.menu.item.scratchpad)).size).toBe(3);
});

it('takes 9 files of its own in 4 folders, and one line in each of 4 shared lists', () => {
  // A feature's folders: its locales are part of its SPA folder.
  const folders = new Set(Object.keys(files).map((file) => path.dirname(file).replace(/\/locales$/, '')));
  expect([...folders].sort()).toEqual(['contract/calls', 'server/db/migrations', 'server/scratchpad', 'src/features/areas/scratchpad']);
  expect(Object.keys(files)).toHaveLength(9);
  // Imports aside, one line per shared list: the permission, the calls, the routes (server), the areas (SPA).
  const lines = REGISTRATIONS.filter((registration) => !registration.line.trimStart().startsWith('import '));
  expect(lines.map((registration) => registration.file)).toEqual([
    'contract/permissions.ts',
    'contract/calls/index.ts',
    'server/routes/service.ts',
    'src/features/areas/registry.ts',
  ]);
});
