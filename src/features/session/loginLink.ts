/**
 * §2 /login/{ftl}/{userName}/{passWord}/{customerId}: the first script of the page
 * (public/index.html) takes the password and customer id out of the address before anything
 * loads, and leaves them here, in memory only — never in storage, history or a saved route.
 */
export interface LoginLink {
  ftl: string;
  userName: string;
  passWord: string;
  customerId: string | null;
}

declare global {
  interface Window {
    __takeflowLoginLink?: LoginLink;
  }
}

let handed: LoginLink | null | undefined;

/** The link the page was opened with, if any; read once, then gone from the window. */
export function loginLinkOfThisLoad(): LoginLink | null {
  if (handed === undefined) {
    handed = typeof window === 'undefined' ? null : (window.__takeflowLoginLink ?? null);
    if (typeof window !== 'undefined') delete window.__takeflowLoginLink;
  }
  return handed;
}

/** Once used (signed in, or refused), the password is forgotten. */
export function forgetLoginLink(): void {
  handed = null;
}
