// Helpers for the browser apps' jest tests (never imported by app code): the shared API client answered in the test
// instead of by a server, and a window width for media queries.
import type { InternalAxiosRequestConfig } from 'axios';
import { api } from './api/client';
import { staffApi } from './backoffice/client';
import { resetRuntimeConfig } from './api/config';
import { fakeAdapter, type Reply } from './api/test-adapter';

export type { Reply };

export interface FakeApi {
  requests: InternalAxiosRequestConfig[];
  reply: (config: InternalAxiosRequestConfig) => Promise<Reply> | Reply;
}

/** Answers every call of the shared client with `fake.reply` (200 `{}` by default) and records it. */
export function fakeApi(): FakeApi {
  const fake: FakeApi = { requests: [], reply: () => ({ status: 200, data: {} }) };
  const { adapter, requests } = fakeAdapter((config) => fake.reply(config));
  fake.requests = requests;
  api.defaults.adapter = adapter;
  resetRuntimeConfig();
  return fake;
}

/** The same for the back office's `staffApi` (the review panels' calls). */
export function fakeStaffApi(): FakeApi {
  const fake: FakeApi = { requests: [], reply: () => ({ status: 200, data: {} }) };
  const { adapter, requests } = fakeAdapter((config) => fake.reply(config));
  fake.requests = requests;
  staffApi.defaults.adapter = adapter;
  return fake;
}

/** The JSON body of a recorded request. */
export function bodyOf(config: InternalAxiosRequestConfig): Record<string, unknown> {
  return typeof config.data === 'string' ? (JSON.parse(config.data) as Record<string, unknown>) : config.data;
}

/** A request that never answers: the screen must not wait for it. */
export const never = (): Promise<Reply> => new Promise<Reply>(() => undefined);

/**
 * A window of `width` CSS pixels for media queries: jsdom has no layout, so matchMedia answers (min|max)-width
 * queries from this width.
 */
export function setViewportWidth(width: number): void {
  const matches = (query: string) =>
    [...query.matchAll(/\((min|max)-width:\s*(\d+)px\)/g)].every(([, kind, px]) =>
      kind === 'max' ? width <= Number(px) : width >= Number(px),
    );
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
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
