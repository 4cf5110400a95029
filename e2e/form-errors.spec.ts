import type { Page } from 'playwright-core';
import { API_PATHS } from '../contract/config';
import type { ServiceResponse } from '../contract/envelope';
import { STORAGE_KEYS } from '../src/api/storageKeys';
import { newDesktopPage, signIn } from './harness/browser';
import { serverAndBrowser } from './harness/suite';
import { tokensFor } from './menuHelpers';

/**
 * A French user sees the server's refusal of a form in French, under the field it concerns: the
 * page reads the answer's fields and codes, while §8's errorMessage stays in English.
 */
const suite = serverAndBrowser();

const SHOTS = process.env.E2E_SHOTS_DIR;

/** Signed in, then French from the next page on (the language is remembered in local storage). */
async function frenchPage(username: string): Promise<Page> {
  const page = await newDesktopPage(suite.browser);
  await signIn(page, suite.server.url, username);
  await page.evaluate((key) => localStorage.setItem(key, 'fr'), STORAGE_KEYS.language);
  return page;
}

/** The words a field is described by (its helper text), as a screen reader announces them. */
async function describedBy(page: Page, label: RegExp): Promise<string> {
  const ids = (await page.getByLabel(label).getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(ids.split(' ').map((id) => page.locator(`[id="${id}"]`).textContent()));
  return texts.join(' ').trim();
}

const answerOf = (page: Page, path: string) =>
  page
    .waitForResponse((response) => new URL(response.url()).pathname === path)
    .then((response) => response.json() as Promise<ServiceResponse<unknown>>);

// A tab pasted from a spreadsheet passes the browser's input but not the schema's rule on control
// characters: the page checks the same schema before sending, and words it as the server would.
test('a name the schema refuses: “Retirez les caractères de contrôle.” under Nom, nothing sent', async () => {
  const { userId } = (await tokensFor(suite.server.url, 'creator@acme.test')).additionalDetails.UserDetails;
  const page = await frenchPage('creator@acme.test');
  await page.goto(`${suite.server.url}/account/edit/${userId}/profile`);
  const name = page.getByLabel(/^Nom/);
  await name.fill('Cody\tCreator');
  const sent: string[] = [];
  page.on('request', (request) => sent.push(new URL(request.url()).pathname));
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await page.getByText('Retirez les caractères de contrôle.').waitFor();
  expect(await name.getAttribute('aria-invalid')).toBe('true');
  expect(await describedBy(page, /^Nom/)).toBe('Retirez les caractères de contrôle.');
  expect(sent).not.toContain(API_PATHS.updateUserProfile);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/form-errors-profile-fr.png`, fullPage: true });
  await page.context().close();
});

test('a rule of the handler: a wrong current password is named under “Mot de passe actuel”', async () => {
  const page = await frenchPage('viewer@acme.test');
  await page.goto(`${suite.server.url}/myprofile/changepassword`);
  await page.getByLabel(/^Mot de passe actuel/).fill('Pas-le-bon-2026');
  await page.getByLabel(/^Nouveau mot de passe/).fill('Tout-Nouveau-2026');
  await page.getByLabel(/^Confirmer le nouveau mot de passe/).fill('Tout-Nouveau-2026');
  const answer = answerOf(page, API_PATHS.changePassword);
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  expect(await answer).toMatchObject({
    errorMessage: 'Current password is incorrect',
    fields: [{ field: 'currentPassword', code: 'incorrect' }],
  });
  await page.getByText('Le mot de passe actuel est incorrect.').waitFor();
  expect(await describedBy(page, /^Mot de passe actuel/)).toBe('Le mot de passe actuel est incorrect.');
  expect(await page.locator('main').textContent()).not.toContain('Current password is incorrect');
  expect(await page.getByRole('button', { name: 'Changer le mot de passe' }).isEnabled()).toBe(true);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/form-errors-password-fr.png`, fullPage: true });
  await page.context().close();
});
