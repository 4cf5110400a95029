import { En } from 'media-chrome/dist/lang/en.js';
import { Es } from 'media-chrome/dist/lang/es.js';
import { Fr } from 'media-chrome/dist/lang/fr.js';
import { addTranslation, setLanguage } from 'media-chrome/dist/utils/i18n.js';

const DICTIONARIES: Record<string, Record<string, string>> = { en: En, fr: Fr, es: Es };

/** media-chrome's placeholder for the speed in its button's label. */
export const RATE_PLACEHOLDER = '{playbackRate}';

/**
 * Speaks media-chrome's labels in the app's language. The speed button shows "1x" but media-chrome
 * names it "Playback rate 1": a name that does not hold the visible text fails WCAG 2.5.3 (label
 * in name) and speech users cannot say what they see, so `rateLabel` (from the app's locales, with
 * RATE_PLACEHOLDER where the speed goes) replaces that one label.
 */
export function speakChromeIn(language: string, rateLabel: string): void {
  const base = language.split('-')[0] ?? 'en';
  const dictionary = DICTIONARIES[base] ?? En;
  addTranslation(base in DICTIONARIES ? base : 'en', { ...dictionary, 'Playback rate {playbackRate}': rateLabel });
  setLanguage(language);
}
