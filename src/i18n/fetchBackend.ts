import type { BackendModule, ReadCallback } from 'i18next';

/**
 * Loads /assets/i18n/{lang}.json (§7) with the browser's fetch. It replaces
 * i18next-http-backend, whose XHR and fetch-polyfill fallbacks cost ~3.5 KB gzip on every page
 * (bundle budget, docs/conventions.md §14) for browsers the app does not support.
 */
export function fetchBackend(
  loadPath: (language: string) => string,
  headers: Record<string, string>,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read(language: string, _namespace: string, callback: ReadCallback) {
      Promise.resolve()
        .then(() => fetchImpl(loadPath(language), { headers, cache: 'no-cache' }))
        .then(async (response) => {
          if (!response.ok) throw new Error(`${loadPath(language)}: HTTP ${response.status}`);
          callback(null, (await response.json()) as Record<string, unknown>);
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false));
    },
  };
}
