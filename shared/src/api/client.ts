// `@onboarding/shared/http`: the browser's axios instance. Loaded on the first API call (see ./http.ts); everything
// else reaches the API through the typed functions of `@onboarding/shared`.
import axios, { AxiosHeaders, isAxiosError } from 'axios';
// The package's main entry by name, not by relative path: under Module Federation this module and
// `@onboarding/shared` are separate shared modules, and the 401 handler the shell registers lives in the latter.
import {
  acceptLanguageOf,
  clearToken,
  currentDigits,
  currentLanguage,
  getToken,
  HTTP_TIMEOUT_MS,
  notifyUnauthorized,
} from '@onboarding/shared';

/** The one HTTP client of the browser side: base /api, JSON, 60 s, Bearer from the session. */
export const api = axios.create({
  baseURL: '/api',
  timeout: HTTP_TIMEOUT_MS,
  headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
});

/** axios's default instance, for the calls that must not go through `api` (the direct upload to storage). */
export { axios };

api.interceptors.request.use((config) => {
  config.headers = AxiosHeaders.from(config.headers);
  // The page's language and digits, not the browser's: the server keeps the applicant's choice for their emails and
  // letter.
  config.headers.set('Accept-Language', acceptLanguageOf(currentLanguage(), currentDigits()));
  const token = getToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

api.interceptors.response.use(undefined, (error: unknown) => {
  if (isAxiosError(error) && error.response?.status === 401) {
    clearToken();
    notifyUnauthorized();
  }
  return Promise.reject(error);
});
