// jsdom lacks a few globals the browser has and React Router and the session code use.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

/**
 * jsdom has no Fetch API Request; React Router's data routers build one per navigation and read
 * only its url, method and signal when routes have no loaders or actions.
 */
class NavigationRequest {
  readonly url: string;
  readonly method: string;
  readonly signal: AbortSignal | undefined;
  constructor(input: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
    this.url = String(input);
    this.method = init.method ?? 'GET';
    this.signal = init.signal;
  }
}

if (typeof globalThis.Request === 'undefined') Object.assign(globalThis, { Request: NavigationRequest });

/**
 * jsdom has no matchMedia. Tests run as a user who asks for reduced motion and a light scheme:
 * MUI then starts no transition or ripple that would finish after a test has ended (act warnings).
 */
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: query.includes('prefers-reduced-motion: reduce'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
