import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { API_PATHS } from '../contract';
import { PATHS } from '../src/config/paths';
import { newDesktopPage, signIn } from './harness/browser';
import { waitForSettled } from './harness/settled';
import { serverAndBrowser } from './harness/suite';

/**
 * Support › Email Layouts against the real server with no SMTP server: the three templates
 * previewed in en, fr and es as text, the outbox holding a real password-reset email, all by
 * keyboard and free of axe violations.
 */
let page: Page;

async function noViolations(where: string) {
  await waitForSettled(page);
  const result = await new AxeBuilder({ page }).include('main').analyze();
  expect(
    result.violations.map((violation) => `${where}: ${violation.id} ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

const suite = serverAndBrowser();

beforeAll(async () => {
  const forgot = await fetch(`${suite.server.url}${API_PATHS.forgotPassword}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientRequest: { username: 'creator@acme.test', language: 'fr' } }),
  });
  expect(forgot.status).toBe(200);
  page = await newDesktopPage(suite.browser);
  await signIn(page, suite.server.url, 'support@takeflow.test');
}, 120_000);

test('the templates are previewed per language, as text, chosen by keyboard', async () => {
  await page.goto(`${suite.server.url}${PATHS.superAdminEmailLayouts}`);
  const reset = page.getByTestId('email-layout-passwordReset');
  await reset.waitFor();
  await expect(page.getByRole('heading', { level: 1, name: 'Email Layouts' }).isVisible()).resolves.toBe(true);
  await expect(page.getByRole('heading', { level: 2 }).allTextContents()).resolves.toEqual([
    'Invitation',
    'Invitation to join',
    'Password reset',
    'Password changed',
  ]);
  await expect(page.getByTestId('email-delivery').textContent()).resolves.toContain('No SMTP server is configured');
  await expect(reset.getByTestId('email-subject').textContent()).resolves.toBe('Reset your Takeflow password');

  await reset.getByRole('button', { name: 'Français' }).focus();
  await page.keyboard.press('Enter');
  await expect(reset.getByTestId('email-subject').textContent()).resolves.toBe('Réinitialisez votre mot de passe Takeflow');
  await expect(reset.getByRole('button', { name: 'Français' }).getAttribute('aria-pressed')).resolves.toBe('true');
  await reset.getByRole('button', { name: 'Español' }).focus();
  await page.keyboard.press('Space');
  await expect(reset.getByTestId('email-subject').textContent()).resolves.toBe('Restablezca su contraseña de Takeflow');
  await expect(reset.getByTestId('email-text').getAttribute('lang')).resolves.toBe('es');
  // The link is shown as text inside the preview, never turned into markup.
  await expect(reset.getByTestId('email-text').textContent()).resolves.toContain('https://takeflow.example/setpassword#token=');
  await expect(reset.getByTestId('email-text').locator('*').count()).resolves.toBe(0);
  await noViolations('templates');
  await page.screenshot({ path: '/tmp/email-layouts-templates.png', fullPage: true });
}, 60_000);

test('the outbox shows the password-reset email kept without SMTP, opened by keyboard', async () => {
  const outboxTab = page.getByRole('tab', { name: 'Outbox' });
  await page.getByRole('tab', { name: 'Templates' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(outboxTab.evaluate((tab) => tab === document.activeElement)).resolves.toBe(true);
  await page.keyboard.press('Enter');
  const message = page.getByTestId('outbox-message').first();
  await message.waitFor();
  await expect(page.getByRole('status').filter({ hasText: 'newest first' }).textContent()).resolves.toBe('1 message, newest first.');
  await expect(message.locator('summary').textContent()).resolves.toContain('creator@acme.test');
  await message.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(message.getAttribute('open')).resolves.toBe('');
  const text = (await message.getByTestId('email-text').textContent()) ?? '';
  expect(text).toContain('/setpassword#token=');
  await expect(message.getByTestId('email-subject').textContent()).resolves.toBe('Réinitialisez votre mot de passe Takeflow');
  await noViolations('outbox');
  await page.screenshot({ path: '/tmp/email-layouts-outbox.png', fullPage: true });
}, 60_000);

test('a creator is not shown the page', async () => {
  const creator = await newDesktopPage(suite.browser);
  try {
    await signIn(creator, suite.server.url, 'creator@acme.test');
    await creator.goto(`${suite.server.url}${PATHS.superAdminEmailLayouts}`);
    await waitForSettled(creator);
    await expect(creator.getByTestId('email-layout-passwordReset').count()).resolves.toBe(0);
  } finally {
    await creator.context().close();
  }
}, 60_000);
