import type { Page } from 'playwright-core';
import { signIn } from './harness/browser';
import { waitForSession } from './sessionSupport';

/** The first sign-in with a temporary password goes to Change Password, then home (§4). */
export async function firstSignIn(page: Page, url: string, username: string, temporary: string, chosen: string) {
  await signIn(page, url, username, temporary);
  await page.waitForURL(`${url}/resetpassword`);
  await page.getByLabel(/^Current password/).fill(temporary);
  await page.getByLabel(/^New password/).fill(chosen);
  await page.getByLabel(/^Confirm new password/).fill(chosen);
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.waitForURL((address) => address.pathname !== '/resetpassword');
  await waitForSession(page, 'active');
}

/** Fills the New user form and answers the temporary password it shows once. */
export async function createUser(page: Page, user: { email: string; name: string; role: string; organisation?: string }) {
  await page.getByRole('link', { name: 'New user' }).click();
  await page.getByRole('heading', { name: 'New user' }).waitFor();
  await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await page.getByRole('textbox', { name: 'Name' }).fill(user.name);
  if (user.organisation) {
    await page.getByRole('combobox', { name: /Organisation/ }).click();
    await page.getByRole('option', { name: user.organisation }).click();
  }
  await page.getByRole('checkbox', { name: user.role }).check();
  await page.getByRole('button', { name: 'Create user' }).click();
  return page.getByTestId('temporary-password').inputValue();
}
