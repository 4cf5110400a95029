import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PATHS, PERMISSION, REGISTRATIONS, featureFiles, register } from './throwaway-feature/feature';

/**
 * What a new feature costs (docs/architecture.md, How to add a feature): the throw-away feature of
 * scripts/throwaway-feature is added to this tree, type-checked with the whole project, served on
 * PGlite and found in the sidebar; then it is taken out again, whatever happened.
 */
const ROOT = path.resolve(__dirname, '..');
const files = featureFiles(ROOT);
const registered = [...new Set(REGISTRATIONS.map((registration) => registration.file))];
const originals = new Map<string, string>();
const FEATURE_DIRS = ['server/scratchpad', 'src/features/areas/scratchpad'];

function addFeature(): void {
  for (const [file, text] of Object.entries(files)) {
    const at = path.join(ROOT, file);
    if (fs.existsSync(at)) throw new Error(`${file} exists already`);
    fs.mkdirSync(path.dirname(at), { recursive: true });
    fs.writeFileSync(at, text);
  }
  for (const file of registered) {
    const source = fs.readFileSync(path.join(ROOT, file), 'utf8');
    originals.set(file, source);
    fs.writeFileSync(
      path.join(ROOT, file),
      register(
        source,
        REGISTRATIONS.filter((registration) => registration.file === file),
      ),
    );
  }
}

function removeFeature(): void {
  for (const [file, source] of originals) fs.writeFileSync(path.join(ROOT, file), source);
  originals.clear();
  for (const file of Object.keys(files)) fs.rmSync(path.join(ROOT, file), { force: true });
  for (const dir of FEATURE_DIRS) fs.rmSync(path.join(ROOT, dir), { recursive: true, force: true });
}

jest.setTimeout(240_000);
process.once('exit', removeFeature);
beforeAll(addFeature);
afterAll(removeFeature);

it('type-checks with the whole project, server and SPA', () => {
  const tsc = path.join(ROOT, 'node_modules/.bin/tsc');
  expect(() => execFileSync(tsc, ['--noEmit', '-p', ROOT], { cwd: ROOT, stdio: 'pipe' })).not.toThrow();
});

it('serves list, create and delete to whoever holds its permission, and no one else', async () => {
  // Loaded now: the registration it reads was written by beforeAll.
  const { startTestApp } = await import('../server/testing/testApp');
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
  const { AREAS, menuEntriesOf } = await import('../src/features/areas');
  expect(menuEntriesOf(AREAS).find((entry) => entry.id === 'scratchpad')).toMatchObject({
    target: { kind: 'route', path: '/scratchpad' },
    permission: PERMISSION,
  });
  const locales = ['en', 'fr', 'es'].map(
    (lang) => JSON.parse(files[`src/features/areas/scratchpad/locales/${lang}.json`]!) as { menu: { item: { scratchpad: string } } },
  );
  expect(new Set(locales.map((locale) => locale.menu.item.scratchpad)).size).toBe(3);
});

it('takes 9 files of its own in 4 folders, and one line in each of 5 shared lists', () => {
  // A feature's folders: its locales are part of its SPA folder.
  const folders = new Set(Object.keys(files).map((file) => path.dirname(file).replace(/\/locales$/, '')));
  expect([...folders].sort()).toEqual(['contract/calls', 'server/db/migrations', 'server/scratchpad', 'src/features/areas/scratchpad']);
  expect(Object.keys(files)).toHaveLength(9);
  // Imports aside, one line per shared list: the paths, the permission, the calls, the routes, the areas.
  const lines = REGISTRATIONS.filter((registration) => !registration.line.trimStart().startsWith('import '));
  expect(lines.map((registration) => registration.file)).toEqual([
    'contract/config.ts',
    'contract/config.ts',
    'contract/config.ts',
    'contract/permissions.ts',
    'contract/calls/index.ts',
    'server/routes/service.ts',
    'src/features/areas/registry.ts',
  ]);
});
