import type * as Client from './client';

/**
 * The HTTP client (axios, about 20 KiB gzipped) is the package entry `@onboarding/shared/http`, loaded on the first
 * call: the welcome page of a new visitor calls nothing and does not load it. The typed functions of this folder get
 * it from here. Imported by the package's own name, never by relative path: under Module Federation the entry is a
 * shared module of its own, and a relative import would give this bundle a second axios instance with its own
 * defaults (tests set `api.defaults.adapter` on `@onboarding/shared/http`).
 */
export function loadHttp(): Promise<typeof Client> {
  return import('@onboarding/shared/http');
}

/** The axios instance `api` of `@onboarding/shared/http`. */
export async function apiClient(): Promise<typeof Client.api> {
  return (await loadHttp()).api;
}
