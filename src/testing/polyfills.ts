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
