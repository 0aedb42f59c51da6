import { resetRuntimeConfig, store as pageStore } from '@onboarding/shared';
import { api } from '@onboarding/shared/http';
import { ToastHost } from '@onboarding/shared/ui';
import { render } from '@testing-library/react';
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { Provider } from 'jotai';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import '../i18n';

// Helpers for the screens' tests: the shared API client answered here instead of by a server, a window width for
// media queries (jsdom has no layout), and a screen rendered in a memory router with the page's store and toasts.

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

export type Reply = { status: number; data?: unknown };

export interface FakeApi {
  requests: InternalAxiosRequestConfig[];
  reply: (config: InternalAxiosRequestConfig) => Promise<Reply> | Reply;
}

export function fakeApi(): FakeApi {
  const fake: FakeApi = { requests: [], reply: () => ({ status: 200, data: {} }) };
  const adapter: AxiosAdapter = async (config) => {
    fake.requests.push(config);
    const { status, data } = await fake.reply(config);
    const response = { data, status, statusText: '', headers: {}, config };
    if (status >= 400) throw new AxiosError(`status ${status}`, 'ERR_BAD_REQUEST', config, null, response);
    return response;
  };
  api.defaults.adapter = adapter;
  resetRuntimeConfig();
  return fake;
}

/** The JSON body of a recorded request. */
export function bodyOf(config: InternalAxiosRequestConfig): Record<string, unknown> {
  return typeof config.data === 'string' ? (JSON.parse(config.data) as Record<string, unknown>) : config.data;
}

export function setViewportWidth(width: number): void {
  const matches = (query: string) =>
    [...query.matchAll(/\((min|max)-width:\s*(\d+)px\)/g)].every(([, kind, px]) =>
      kind === 'max' ? width <= Number(px) : width >= Number(px),
    );
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      media: query,
      matches: matches(query),
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

/** Renders `element` at `path` with the other paths it may go to showing their path as a heading. */
export function renderScreen(path: string, element: ReactElement, elsewhere: string[]) {
  const router = createMemoryRouter(
    [{ path, element }, ...elsewhere.map((p) => ({ path: p, element: <h1>{`at ${p}`}</h1> }))],
    { initialEntries: [path] },
  );
  render(
    <Provider store={pageStore}>
      <RouterProvider router={router} />
      <ToastHost />
    </Provider>,
  );
  return router;
}
