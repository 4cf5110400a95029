/**
 * §5: an unsupported browser (old Internet Explorer) goes to /no-support. IE 10 and older
 * say 'MSIE ', IE 11 says 'Trident/'. public/browser-check.js applies the same test before the
 * bundle loads, because those browsers cannot run the bundle at all.
 */
export function isLegacyBrowser(userAgent: string): boolean {
  return /MSIE |Trident\//.test(userAgent);
}
