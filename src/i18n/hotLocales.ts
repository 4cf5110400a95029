import i18next from 'i18next';

/** What webpack gives a module under the dev server (import.meta.webpackHot, webpackContext). */
interface WebpackMeta {
  webpackHot?: { accept(): void };
  webpackContext(request: string, options: { recursive: boolean; regExp: RegExp }): { keys(): string[]; (key: string): unknown };
}

/**
 * `npm run dev` only: every src/<feature>/locales/*.json is a dependency of this module, so an
 * edit re-runs it; it then reloads the rebuilt /assets/i18n/{lang}.json and redraws the strings
 * in place (no page reload, form input kept).
 */
const meta = import.meta as unknown as WebpackMeta;
const locales = meta.webpackContext('..', { recursive: true, regExp: /[\\/]locales[\\/][a-z]{2}\.json$/ });
locales.keys().forEach((key) => locales(key));
meta.webpackHot?.accept();

if (i18next.isInitialized) {
  void i18next.reloadResources().then(() => i18next.changeLanguage(i18next.language));
}
