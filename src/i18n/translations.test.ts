import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '../config/constants';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { bundleTranslations } = require('../../scripts/i18n-bundle') as {
  bundleTranslations: () => Record<string, Record<string, unknown>>;
};

/**
 * Every user-facing string comes from /assets/i18n/{lang}.json (§7). This fails when a key
 * used in the code is missing from a language, when French or Spanish lack or add keys, or when
 * a string is empty.
 */
const SRC = path.join(__dirname, '..');
const translations = bundleTranslations();

function sourceFiles(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, found);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !full.includes(`${path.sep}testing${path.sep}`)) {
      found.push(full);
    }
  }
  return found;
}

/** t('key'), i18n.t("key"), i18nKey="key", labelKey: 'key', titleKey: 'key' and the like. */
const KEY_PATTERNS = [
  /(?<![\w$])t\(\s*['"]([^'"]+)['"]/g,
  /\b(?:i18nKey|[a-z]*(?:[lL]abel|[tT]itle|[mM]essage|[tT]ext|[dD]escription)Key)\s*[:=]\s*\{?\s*['"]([^'"]+)['"]/g,
];

function usedKeys(): Map<string, string> {
  const keys = new Map<string, string>();
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of KEY_PATTERNS) {
      for (const match of text.matchAll(pattern)) {
        const key = match[1];
        if (key && !keys.has(key)) keys.set(key, path.relative(SRC, file));
      }
    }
  }
  return keys;
}

function lookup(strings: Record<string, unknown>, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), strings);
}

/** A key resolves to a string, or to plural forms (key_one, key_other). */
function hasKey(strings: Record<string, unknown>, key: string): boolean {
  return typeof lookup(strings, key) === 'string' || typeof lookup(strings, `${key}_other`) === 'string';
}

function leaves(node: unknown, trail: string[] = [], out = new Map<string, unknown>()): Map<string, unknown> {
  if (node && typeof node === 'object' && !Array.isArray(node)) {
    for (const [key, value] of Object.entries(node)) leaves(value, [...trail, key], out);
  } else {
    out.set(trail.join('.'), node);
  }
  return out;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Keys with plural suffixes folded: languages differ in how many plural forms they need. */
function baseKeys(language: string): string[] {
  return [...new Set([...leaves(translations[language]).keys()].map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();
}

describe('translations', () => {
  const keys = [...usedKeys()];

  it('finds the keys the code uses', () => {
    expect(keys.length).toBeGreaterThan(10);
  });

  it.each(SUPPORTED_LANGUAGES)('%s has every key the code uses', (language) => {
    const strings = translations[language] ?? {};
    const missing = keys.filter(([key]) => !hasKey(strings, key)).map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });

  it.each(SUPPORTED_LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE))(
    '%s has exactly the keys of English (plural forms aside)',
    (language) => {
      const english = baseKeys(DEFAULT_LANGUAGE);
      const other = baseKeys(language);
      expect({ missing: english.filter((key) => !other.includes(key)), extra: other.filter((key) => !english.includes(key)) }).toEqual({
        missing: [],
        extra: [],
      });
    },
  );

  it.each(SUPPORTED_LANGUAGES)('%s has every plural form its grammar needs', (language) => {
    const keys = [...leaves(translations[language]).keys()];
    const plurals = new Set(keys.filter((key) => key.endsWith('_other')).map((key) => key.replace(PLURAL_SUFFIX, '')));
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const missing = [...plurals].flatMap((base) =>
      categories.filter((category) => !keys.includes(`${base}_${category}`)).map((category) => `${base}_${category}`),
    );
    expect(missing).toEqual([]);
  });

  it.each(SUPPORTED_LANGUAGES)('%s has no empty or non-string entries', (language) => {
    const bad = [...leaves(translations[language])].filter(([, value]) => typeof value !== 'string' || value.trim() === '');
    expect(bad.map(([key]) => key)).toEqual([]);
  });

  it.each(SUPPORTED_LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE))(
    '%s keeps every {{placeholder}} of English',
    (language) => {
      const placeholders = (value: unknown) => [...String(value).matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();
      const english = leaves(translations[DEFAULT_LANGUAGE]);
      const mismatched = [...leaves(translations[language])].filter(
        ([key, value]) => english.has(key) && placeholders(value).join() !== placeholders(english.get(key)).join(),
      );
      expect(mismatched.map(([key]) => key)).toEqual([]);
    },
  );
});
