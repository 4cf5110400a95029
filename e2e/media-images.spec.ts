import type { Page } from 'playwright-core';
import { newDesktopPage, signIn } from './harness/browser';
import { signedInPage } from './menuHelpers';
import { serverAndBrowser } from './harness/suite';

/**
 * The first uses of uploads (§3 addnlLogoFile, userPictureURL3): a manager uploads the logo in
 * Basic setup and another Acme member's sidebar shows it at once; a creator sets their picture
 * and name on their profile. Both are delivered only through Acme's signed cookies.
 */

const suite = serverAndBrowser();

const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? '/tmp';

/** Draws a PNG in the page and chooses it in the page's file input, as a user would. */
async function choosePng(page: Page, color: string): Promise<void> {
  const bytes = await page.evaluate(async (fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 240;
    canvas.height = 60;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.fillStyle = fill;
    context.fillRect(0, 0, 240, 60);
    context.fillStyle = '#fff';
    context.font = 'bold 32px sans-serif';
    context.fillText('ACME', 70, 42);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made as Blob), 'image/png'));
    return [...new Uint8Array(await blob.arrayBuffer())];
  }, color);
  await page.locator('input[type="file"]').setInputFiles({ name: 'image.png', mimeType: 'image/png', buffer: Buffer.from(bytes) });
}

/** Whether the image at `selector` loaded (a refused or broken one has no natural width). */
const loaded = (page: Page, selector: string) =>
  page.waitForFunction((css) => {
    const image = document.querySelector(css) as HTMLImageElement | null;
    return image !== null && image.complete && image.naturalWidth > 0;
  }, selector);

async function statusFor(page: Page | null, url: string): Promise<number> {
  if (page !== null) return page.evaluate((address) => fetch(address).then((r) => r.status), url);
  const stranger = await suite.browser.newContext();
  try {
    return (await stranger.request.get(`${suite.server.url}${url}`)).status();
  } finally {
    await stranger.close();
  }
}

it('a manager uploads the logo in Basic setup; another Acme member’s sidebar shows it at once; Globex and strangers get 403', async () => {
  const member = await signedInPage(suite.browser, suite.server.url, 'creator@acme.test');
  const manager = await signedInPage(suite.browser, suite.server.url, 'manager@acme.test');
  const globex = await newDesktopPage(suite.browser, 1600, 900);
  try {
    await manager.goto(`${suite.server.url}/organization/customer/edit/Admin`);
    await manager.getByLabel(/^Name/).waitFor();
    await choosePng(manager, '#c2185b');
    // Acme starts with a logo of the site's own (/assets/…): the uploaded one replaces it.
    const logo = manager.locator('[data-testid="image-upload-logo"] img[src^="/cdn/"]');
    await logo.waitFor();
    const url = new URL((await logo.getAttribute('src')) ?? '', suite.server.url).pathname;
    expect(url).toMatch(/^\/cdn\/customers\/1\/uploads\//);
    expect(await manager.getByLabel(/^Logo address/).inputValue()).toBe(url);
    await manager.getByRole('button', { name: 'Save changes' }).click();
    await manager.getByText(/^Saved\. Members/).waitFor();
    await manager.screenshot({ path: `${SCREENSHOTS}/media-logo-basic-setup.png` });

    // The member's open tab follows through live updates, without a reload, and the image loads
    // with Acme's cookies.
    const sidebarLogo = `nav[aria-label="Main menu"] img[src="${url}"]`;
    await member.waitForSelector(sidebarLogo, { timeout: 30_000 });
    await loaded(member, sidebarLogo);
    await member.screenshot({ path: `${SCREENSHOTS}/media-logo-sidebar.png` });

    await signIn(globex, suite.server.url, 'creator@globex.test');
    expect(await statusFor(globex, url)).toBe(403);
    expect(await statusFor(null, url)).toBe(403);
    expect(await statusFor(member, url)).toBe(200);
  } finally {
    await Promise.all([member.context().close(), manager.context().close(), globex.context().close()]);
  }
}, 120_000);

it('a creator sets their picture and name on their profile; the user menu shows both; another organisation gets 403', async () => {
  const page = await signedInPage(suite.browser, suite.server.url, 'creator@acme.test');
  try {
    await page
      .getByRole('link', { name: /profile/i })
      .first()
      .click();
    await page.waitForURL(/\/account\/edit\/\d+\/profile$/);
    const name = page.getByLabel(/^Name/);
    await name.waitFor();
    // No picture yet: the generic icon.
    expect(await page.getByTestId('image-upload-userPicture').locator('img').count()).toBe(0);
    await choosePng(page, '#00796b');
    const picture = page.locator('[data-testid="image-upload-userPicture"] img[src^="/cdn/"]');
    await picture.waitFor();
    const url = new URL((await picture.getAttribute('src')) ?? '', suite.server.url).pathname;
    await name.fill('Cody C. Creator');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Your profile has been saved.').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/media-profile.png` });

    // The sign-out dropdown's button carries the picture at once (the session follows the save).
    const userMenuPicture = `button img[src="${url}"]`;
    await page.waitForSelector(userMenuPicture);
    await loaded(page, userMenuPicture);
    await page.getByText('Cody C. Creator').first().waitFor();

    // After a reload the server's answer carries them (§3 UserDetails).
    await page.reload();
    await page.waitForSelector(`button img[src="${url}"]`);
    await page.getByText('Cody C. Creator').first().waitFor();

    expect(await statusFor(null, url)).toBe(403);
    const globex = await signedInPage(suite.browser, suite.server.url, 'creator@globex.test');
    expect(await statusFor(globex, url)).toBe(403);
    await globex.context().close();
  } finally {
    await page.context().close();
  }
}, 120_000);
