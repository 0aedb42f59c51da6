import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router reads these globals, which jsdom does not provide.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Data routers build a Request per navigation; jsdom has none. Enough of one for navigations (no bodies).
if (typeof globalThis.Request === 'undefined') {
  class NavigationRequest {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal;
    readonly headers: Headers;
    constructor(
      input: string | URL | NavigationRequest,
      init: { method?: string; signal?: AbortSignal; headers?: HeadersInit } = {},
    ) {
      this.url = input instanceof NavigationRequest ? input.url : String(input);
      this.method = (init.method ?? 'GET').toUpperCase();
      this.signal = init.signal ?? new AbortController().signal;
      this.headers = new Headers(init.headers);
    }
  }
  Object.assign(globalThis, { Request: NavigationRequest });
}

// ScrollRestoration scrolls on navigation; jsdom does not lay out, so scrolling is a no-op here.
window.scrollTo = () => {};
