import i18next from 'i18next';

/**
 * What webpack gives a module under the dev server. Webpack only replaces these when they are
 * written out as `import.meta.webpackContext(…)` and `import.meta.webpackHot`: read through a
 * variable, `import.meta` is a plain object without them.
 */
declare global {
  interface ImportMeta {
    webpackHot?: { accept(): void };
    webpackContext(request: string, options: { recursive: boolean; regExp: RegExp }): { keys(): string[]; (key: string): unknown };
  }
}

/**
 * `npm run dev` only: every src/features/<feature>/locales/*.json is a dependency of this module, so an
 * edit re-runs it; it then reloads the rebuilt /assets/i18n/{lang}.json and redraws the strings
 * in place (no page reload, form input kept).
 */
const locales = import.meta.webpackContext('..', { recursive: true, regExp: /[\\/]locales[\\/][a-z]{2}\.json$/ });
locales.keys().forEach((key) => locales(key));
import.meta.webpackHot?.accept();

if (i18next.isInitialized) {
  void i18next.reloadResources().then(() => i18next.changeLanguage(i18next.language));
}
