/**
 * The nonce the server gave this page (<meta name="csp-nonce">), for the styles the app inserts.
 * Its own module: the toaster's loader needs it in the first paint, emotion's cache does not.
 */
export function pageNonce(): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content || undefined;
}
