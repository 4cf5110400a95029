/**
 * Public surface of the shared UI layer: plain parts for the first paint; MUI only behind lazy
 * loaders, so importing this index never brings MUI into a chunk (bundle budget, docs/conventions.md §14).
 */
export { lazyMuiPage, lazyMuiWhenNeeded, lazyWhenNeeded } from './lazyWhenNeeded';
export { Button, Checkbox, Notice, ProgressRing, TextField } from './plain';
export type { NoticeSeverity } from './plain';
export { COLOR_PREFERENCES, isColorPreference, setColorPreference } from './colorScheme';
export type { ColorPreference } from './colorScheme';
export { useDocumentTitle } from './useDocumentTitle';
