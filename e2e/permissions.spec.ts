import { API_PATHS, PERMISSIONS, ROLE } from '../contract';
import { signedInPage, sidebarHrefs } from './menuHelpers';
import { pathOf } from './sessionSupport';
import { serverAndBrowser } from './harness/suite';

/** §6: permissions are loaded per role; a reload restores the session and loads them again. */

const suite = serverAndBrowser();

const permissionCall = `**/${API_PATHS.getRolePermissions.replace(/^\//, '')}`;

it('after a page reload the permission call is made again and can() follows its answer', async () => {
  const page = await signedInPage(suite.browser, suite.server.url, 'manager@acme.test');
  try {
    expect(await sidebarHrefs(page)).toEqual(expect.arrayContaining(['/audience/contacts', '/audience/contactlist', '/clips/add']));

    // The same reload against the real server: the call is made and the menu is unchanged.
    const real = page.waitForResponse((response) => response.url().endsWith(API_PATHS.getRolePermissions));
    await page.reload();
    expect((await real).status()).toBe(200);
    await page.getByRole('link', { name: 'Contacts' }).first().waitFor();

    // Now the server takes contact management and quick record from the manager role.
    let calls = 0;
    const reduced = PERMISSIONS.filter((permission) => permission !== 'contact.manage' && permission !== 'quickRecord.use');
    await page.route(permissionCall, async (route) => {
      calls += 1;
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          status: 'Ok',
          clientResponse: { rolePermissionVO: [{ roleId: ROLE.manager, permissions: reduced }] },
          errorMessage: null,
        }),
      });
    });
    await page.reload();
    // The sidebar is drawn (an entry the manager keeps is there) and has dropped the withdrawn one.
    await page.waitForFunction(
      () => {
        const menu = document.querySelector('nav[aria-label="Main menu"]');
        return menu?.querySelector('a[href="/users/list"]') && !menu.querySelector('a[href="/audience/contacts"]');
      },
      undefined,
      { timeout: 15_000 },
    );
    expect(calls).toBe(1);
    const hrefs = await sidebarHrefs(page);
    expect(hrefs).not.toContain('/audience/contacts');
    expect(hrefs).not.toContain('/audience/contactlist');
    expect(hrefs).not.toContain('/clips/add');
    expect(hrefs).toEqual(expect.arrayContaining(['/users/list', '/channel/manage']));

    // The guard follows the same permissions.
    await page.goto(`${suite.server.url}/audience/contacts`);
    await page.waitForURL((url) => url.pathname === '/home/library', { timeout: 15_000 });
    expect(pathOf(page)).toBe('/home/library');
  } finally {
    await page.context().close();
  }
});
