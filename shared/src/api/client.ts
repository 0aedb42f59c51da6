import axios, { AxiosHeaders, isAxiosError } from 'axios';
import { HTTP_TIMEOUT_MS } from '../constants/limits';
import { clearToken, getToken } from './session';

/** The one HTTP client of the browser side: base /api, JSON, 60 s, Bearer from the session. */
export const api = axios.create({
  baseURL: '/api',
  timeout: HTTP_TIMEOUT_MS,
  headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
});

api.interceptors.request.use((config) => {
  const token = getToken();
  if (token) {
    config.headers = AxiosHeaders.from(config.headers);
    config.headers.set('Authorization', `Bearer ${token}`);
  }
  return config;
});

let onUnauthorized: (() => void) | null = null;

/**
 * What to do after a 401 once the token is cleared (the shell navigates to / unless already
 * there). One handler: the last registration wins. Returns a function that unregisters it.
 */
export function setUnauthorizedHandler(fn: (() => void) | null): () => void {
  onUnauthorized = fn;
  return () => {
    if (onUnauthorized === fn) onUnauthorized = null;
  };
}

api.interceptors.response.use(undefined, (error: unknown) => {
  if (isAxiosError(error) && error.response?.status === 401) {
    clearToken();
    onUnauthorized?.();
  }
  return Promise.reject(error);
});
