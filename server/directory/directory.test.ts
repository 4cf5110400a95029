import { API_PATHS, HEADERS, ROLE, type DirectoryListRequest, type DirectoryPerson, type Page } from '../../contract';
import { DIRECTORY_HIDDEN } from './directoryRoutes';
import { appForFile, TEST_VERSION } from '../testing/testApp';

/** §2 Organization › Directory, §6: who is listed, to whom, with which addresses. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL. */

const t = appForFile();

const ACME = ['Alex Admin', 'Cody Creator', 'Max Multi', 'Mia Manager', 'Nora Newhire', 'Vera Viewer'];

const request = (extra: Partial<DirectoryListRequest> = {}): DirectoryListRequest => ({
  page: 1,
  pageSize: 25,
  sort: 'name',
  direction: 'asc',
  ...extra,
});

async function list(accessToken: string, extra: Partial<DirectoryListRequest> = {}): Promise<Page<DirectoryPerson>> {
  const answer = await t.call(API_PATHS.listDirectory, accessToken, request(extra));
  expect(answer.statusCode).toBe(200);
  return answer.json<{ clientResponse: Page<DirectoryPerson> }>().clientResponse;
}

const names = (page: Page<DirectoryPerson>) => page.items.map((person) => person.name);

async function setHidden(customerId: number, hidden: boolean): Promise<void> {
  await t.ctx.db.query('UPDATE customers SET hide_organisation = $2 WHERE id = $1', [customerId, hidden]);
}

describe('directory/listPeople', () => {
  it('lists the active, unlocked members of the caller’s organisation with their roles, and no one else', async () => {
    const manager = await t.login('manager@acme.test');
    const page = await list(manager.access_token);
    // Ian Inactive is deactivated; the Globex, Cutline and support accounts belong elsewhere.
    expect(names(page)).toEqual(ACME);
    expect(page.total).toBe(6);
    expect(page.items.find((person) => person.name === 'Max Multi')).toMatchObject({
      roleIds: [ROLE.creator, ROLE.manager],
      email: 'multi@acme.test',
    });
    expect(names(await list(manager.access_token, { direction: 'desc' }))).toEqual([...ACME].reverse());
    const byRole = await list(manager.access_token, { sort: 'role', direction: 'desc' });
    expect(byRole.items[0]?.name).toBe('Alex Admin');
    expect(byRole.items.at(-1)?.name).toBe('Vera Viewer');
  });

  it('shows one organisation per session: multi sees Acme West alone there, and Initech’s locked membership lists nobody', async () => {
    const west = await t.login('multi@acme.test', { customerId: '2' });
    expect(names(await list(west.access_token))).toEqual(['Max Multi']);
    const globex = await t.login('creator@globex.test');
    const hidden = await t.call(API_PATHS.listDirectory, globex.access_token, request());
    expect(hidden.statusCode).toBe(403);
    const acmeNames = names(await list((await t.login('creator@acme.test')).access_token, { search: 'gina' }));
    expect(acmeNames).toEqual([]);
  });

  it('refuses a request that names another organisation, and leaks none of its people', async () => {
    const creator = await t.login('creator@acme.test');
    const answer = await t.inject({
      method: 'POST',
      url: API_PATHS.listDirectory,
      headers: { authorization: `Bearer ${creator.access_token}`, [HEADERS.webVersion]: TEST_VERSION },
      payload: { customerId: 3, clientRequest: request() },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).not.toMatch(/Gina|Gus|globex/i);
    const inside = await t.call(API_PATHS.listDirectory, creator.access_token, { ...request(), organisationId: 3 });
    expect(inside.statusCode).toBe(400);
    expect(inside.body).not.toMatch(/Gina|Gus|globex/i);
  });

  it('hides addresses from the roles the organisation hides them from, and does not let a search find them', async () => {
    // Acme hides members' addresses from viewers (server/db/seedData.ts).
    const viewer = await t.login('viewer@acme.test');
    const page = await list(viewer.access_token);
    expect(names(page)).toEqual(ACME);
    expect(page.items.every((person) => person.email === null)).toBe(true);
    expect(names(await list(viewer.access_token, { search: 'creator@acme' }))).toEqual([]);
    expect(names(await list(viewer.access_token, { search: 'cody' }))).toEqual(['Cody Creator']);

    const creator = await t.login('creator@acme.test');
    const shown = await list(creator.access_token, { search: 'viewer@acme' });
    expect(shown.items).toEqual([expect.objectContaining({ name: 'Vera Viewer', email: 'viewer@acme.test' })]);
  });

  it('searches names and addresses word by word and filters by role', async () => {
    const creator = await t.login('creator@acme.test');
    expect(names(await list(creator.access_token, { search: 'ma' }))).toEqual(['Max Multi', 'Mia Manager']);
    expect(names(await list(creator.access_token, { search: 'mia acme.test' }))).toEqual(['Mia Manager']);
    expect(names(await list(creator.access_token, { roleId: ROLE.manager }))).toEqual(['Max Multi', 'Mia Manager']);
    expect(names(await list(creator.access_token, { roleId: ROLE.creator, search: 'max' }))).toEqual(['Max Multi']);
    const paged = await list(creator.access_token, { pageSize: 4, page: 2 });
    expect({ names: names(paged), total: paged.total }).toEqual({ names: ['Nora Newhire', 'Vera Viewer'], total: 6 });
  });

  it('is closed to creators and viewers where the organisation is hidden, and open to its managers and admins', async () => {
    for (const username of ['creator@globex.test', 'viewer@globex.test']) {
      const answer = await t.call(API_PATHS.listDirectory, (await t.login(username)).access_token, request());
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ status: 'Error', errorMessage: DIRECTORY_HIDDEN, clientResponse: null });
    }
    await setHidden(1, true);
    try {
      for (const username of ['creator@acme.test', 'viewer@acme.test']) {
        const answer = await t.call(API_PATHS.listDirectory, (await t.login(username)).access_token, request());
        expect(answer.statusCode).toBe(403);
        expect(answer.body).not.toContain('Mia Manager');
      }
      for (const username of ['manager@acme.test', 'admin@acme.test', 'multi@acme.test']) {
        expect(names(await list((await t.login(username)).access_token))).toEqual(ACME);
      }
    } finally {
      await setHidden(1, false);
    }
  });

  it('refuses bad input and callers without an organisation', async () => {
    const creator = await t.login('creator@acme.test');
    for (const bad of [{ sort: 'username' }, { roleId: 9999 }, { pageSize: 1000 }, { search: 'x'.repeat(101) }]) {
      const answer = await t.call(API_PATHS.listDirectory, creator.access_token, { ...request(), ...bad });
      expect({ bad, status: answer.statusCode }).toEqual({ bad, status: 400 });
    }
    const support = await t.login('support@takeflow.test');
    expect((await t.call(API_PATHS.listDirectory, support.access_token, request())).statusCode).toBe(403);
  });
});
