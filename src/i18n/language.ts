import i18next from 'i18next';
import { STORAGE_KEYS } from '../api/storageKeys';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '../config/constants';

/** Local storage key of the chosen language; the session keeps it at logout. */
export const LANGUAGE_STORAGE_KEY = STORAGE_KEYS.language;

export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** The first of the browser's languages (navigator.languages, i.e. Accept-Language) that we speak. */
export function browserLanguage(languages: readonly string[]): Language | null {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isSupportedLanguage(base)) return base;
  }
  return null;
}

/** The remembered choice first; on a first visit the browser's language; else English (§9). */
export function initialLanguage(read: (key: string) => string | null, languages: readonly string[]): Language {
  let remembered: string | null = null;
  try {
    remembered = read(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage can be blocked; the browser's language still applies.
  }
  if (isSupportedLanguage(remembered)) return remembered;
  return browserLanguage(languages) ?? DEFAULT_LANGUAGE;
}

/** Marks the document's language so assistive technology reads it correctly. */
export function markDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Switches every rendered string to the language and marks the document with it. */
export async function applyLanguage(language: Language): Promise<void> {
  await i18next.changeLanguage(language);
  markDocumentLanguage(language);
}
