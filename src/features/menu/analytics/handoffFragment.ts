/**
 * §2 analytics landing page: its first script (public/index.html) takes the fragment, which
 * carries the token handed on to the analytics site, off the address before anything loads,
 * and leaves it here, in memory only.
 */
declare global {
  interface Window {
    __takeflowAnalyticsHandoff?: string;
  }
}

/** The fragment the landing page was opened with ('' when none); read once, then gone from the window. */
export function takeHandoffFragment(): string {
  if (typeof window === 'undefined') return '';
  const fragment = window.__takeflowAnalyticsHandoff ?? '';
  delete window.__takeflowAnalyticsHandoff;
  return fragment;
}
