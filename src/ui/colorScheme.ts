/** The user's choice of colours: follow the system (the default), or always light or dark. */
export type ColorPreference = 'system' | 'light' | 'dark';
export type ColorScheme = 'light' | 'dark';

export const COLOR_PREFERENCES: readonly ColorPreference[] = ['system', 'light', 'dark'];

export function isColorPreference(value: unknown): value is ColorPreference {
  return typeof value === 'string' && (COLOR_PREFERENCES as readonly string[]).includes(value);
}

let preference: ColorPreference = 'system';
const listeners = new Set<() => void>();

function systemQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-color-scheme: dark)')
    : null;
}

/** The scheme in force: the choice, or the system's when the user follows it. */
export function currentColorScheme(): ColorScheme {
  if (preference !== 'system') return preference;
  return systemQuery()?.matches ? 'dark' : 'light';
}

function apply(): void {
  // The plain stylesheet (first paint of /login) and MUI's theme read the same attribute.
  if (typeof document !== 'undefined') document.documentElement.dataset.theme = currentColorScheme();
  for (const listener of listeners) listener();
}

/** Applies a choice to the page at once (the chrome feature stores it). */
export function setColorPreference(next: ColorPreference): void {
  preference = next;
  apply();
}

/** For useSyncExternalStore: told when the choice or the system's scheme changes. */
export function subscribeColorScheme(listener: () => void): () => void {
  listeners.add(listener);
  const query = systemQuery();
  const onSystemChange = () => apply();
  query?.addEventListener?.('change', onSystemChange);
  return () => {
    listeners.delete(listener);
    query?.removeEventListener?.('change', onSystemChange);
  };
}
