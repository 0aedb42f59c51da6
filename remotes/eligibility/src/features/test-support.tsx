import { resetRuntimeConfig } from '@onboarding/shared';
import { api } from '@onboarding/shared/http';
import { render } from '@testing-library/react';
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { createStore, Provider } from 'jotai';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import '../i18n';

// Helpers for the screens' tests: the shared API client answered here instead of by a server, and a screen rendered
// in a memory router with its own store.

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

/** A request that never answers: the screen must not wait for it. */
export const never = (): Promise<Reply> => new Promise<Reply>(() => undefined);

/** Renders `element` at `path` with the other paths it may go to showing their path as a heading. */
export function renderScreen(
  path: string,
  element: ReactElement,
  elsewhere: string[],
  store: ReturnType<typeof createStore> = createStore(),
) {
  const router = createMemoryRouter(
    [{ path, element }, ...elsewhere.map((p) => ({ path: p, element: <h1>{`at ${p}`}</h1> }))],
    { initialEntries: [path] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { router, store };
}
