import type { Page } from 'playwright-core';
import { newDesktopPage, signIn } from './harness/browser';
import { waitForSettled } from './harness/settled';
import { serverAndBrowser } from './harness/suite';
import { PUBLIC_PAGES } from './sessionSupport';

/**
 * Every page in French and Spanish shows no raw key and no English leftover: no text (or
 * aria-label, placeholder, title, alt) that is an English string of /assets/i18n/en.json which
 * the language translates differently, and none that is a translation key.
 */
type Strings = Record<string, unknown>;
const LANGUAGES = ['fr', 'es'] as const;
const ENDONYMS: Record<string, string> = { fr: 'Français', es: 'Español' };

const bundles: Record<string, Strings> = {};

function leaves(node: unknown, trail: string[] = [], out = new Map<string, string>()): Map<string, string> {
  if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) leaves(value, [...trail, key], out);
  } else if (typeof node === 'string') {
    out.set(trail.join('.'), node);
  }
  return out;
}

/** A template as a pattern: '{{year}}' stands for any text. */
function templatePattern(template: string): RegExp {
  const escaped = template.split(/\{\{[^}]+\}\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.+')}$`, 's');
}

/** Matches a rendered string against a translated string. */
function templateMatcher(template: string): (text: string) => boolean {
  if (!template.includes('{{')) return (text) => text === template;
  const pattern = templatePattern(template);
  return (text) => pattern.test(text);
}

/** What the page says: text nodes and the attributes assistive technology reads. */
async function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) continue;
      const text = node.textContent?.trim();
      if (text) texts.push(text);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

function checker(language: string) {
  const english = leaves(bundles.en);
  const translated = new Set(leaves(bundles[language]).values());
  const keys = new Set([...english.keys()].flatMap((key) => [key, key.replace(/_(zero|one|two|few|many|other)$/, '')]));
  const leftovers = [...new Set(english.values())]
    .filter((value) => !translated.has(value))
    // A template of placeholders and punctuation alone ('{{permission}}: {{role}}') has no words
    // to be English in: it would match any text of that shape, program titles included.
    .filter((value) => /\p{L}/u.test(value.replace(/\{\{[^}]+\}\}/g, '')))
    .map(templateMatcher);
  return (texts: string[]) => ({
    rawKeys: texts.filter((text) => keys.has(text)),
    // A text that is itself one of the language's strings is translated, even when an English
    // template would match it ('Adresse du logo' against '{{name}} logo').
    english: texts.filter((text) => !translated.has(text) && leftovers.some((matches) => matches(text))),
  });
}

async function expectTranslated(page: Page, language: string, where: string) {
  await waitForSettled(page);
  const found = checker(language)(await pageTexts(page));
  expect({ where, ...found }).toEqual({ where, rawKeys: [], english: [] });
}

async function openIn(language: string, width = 1600): Promise<Page> {
  const page = await newDesktopPage(suite.browser, width, 900);
  await page.context().addInitScript((lang) => localStorage.setItem('takeflow.language', lang), language);
  return page;
}

const suite = serverAndBrowser();

beforeAll(async () => {
  for (const lang of ['en', ...LANGUAGES]) {
    bundles[lang] = (await (await fetch(`${suite.server.url}/assets/i18n/${lang}.json`)).json()) as Strings;
  }
});

describe.each(LANGUAGES)('in %s', (language) => {
  it('translates the login, status and notice pages, and the screen-width dialog', async () => {
    const page = await openIn(language);
    for (const path of PUBLIC_PAGES) {
      await page.goto(`${suite.server.url}${path}`);
      await page.locator('h1').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      await expectTranslated(page, language, path);
    }
    await page.setViewportSize({ width: 1200, height: 900 });
    await page.getByRole('dialog').waitFor();
    await expectTranslated(page, language, 'screen-width dialog');
    await page.context().close();
  });

  it('translates the signed-in shell: sidebar, every menu page, the user menu', async () => {
    const page = await newDesktopPage(suite.browser, 1600, 900);
    await signIn(page, suite.server.url, 'manager@acme.test');
    const nav = page.getByRole('navigation').first();
    await nav.waitFor();

    // The language choice in the user menu applies at once and is remembered across visits.
    const userMenu = page.locator('button[aria-haspopup="menu"]').last();
    await userMenu.click();
    await page.getByRole('menuitemradio', { name: ENDONYMS[language] }).click();
    await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
    await expectTranslated(page, language, 'after choosing the language');
    await userMenu.click();
    await page.getByRole('menu').waitFor();
    await expectTranslated(page, language, 'user menu');
    await page.keyboard.press('Escape');
    await page.reload();
    await nav.waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
    const paths = await nav.evaluate((element) => [
      ...new Set([...element.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')].map((link) => new URL(link.href).pathname)),
    ]);
    expect(paths.length).toBeGreaterThan(5);
    for (const path of paths) {
      await page.goto(`${suite.server.url}${path}`);
      await page.getByRole('navigation').first().waitFor();
      await expectTranslated(page, language, path);
    }
    await page.context().close();
  });

  it('translates the customer-profile switcher', async () => {
    const page = await newDesktopPage(suite.browser, 1600, 900);
    await signIn(page, suite.server.url, 'multi@acme.test');
    await page.evaluate((lang) => localStorage.setItem('takeflow.language', lang), language);
    await page.reload();
    const switchLabel = templatePattern(leaves(bundles[language]).get('menu.logo.switch') ?? 'menu.logo.switch');
    await page.getByRole('button', { name: switchLabel }).click();
    await page.getByRole('dialog').waitFor();
    await expectTranslated(page, language, 'profile switcher');
    await page.context().close();
  });
});
