import '@onboarding/shared/ui/tokens.css';
import '@onboarding/shared/ui/page.css';
import './app/global.css';
import './i18n';
import {
  currentLanguage,
  DEFAULT_LANGUAGE,
  decodeTokenPayload,
  getToken,
  setToken,
  setUnauthorizedHandler,
  startLanguage,
  tokenExpired,
} from '@onboarding/shared';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { DataRouter } from '@onboarding/shared/router';
import { App } from './app/App';
import { loadRemoteRoutes } from './app/federation/runtime';
import { createAppRouter } from './app/router';
import { ownsSession } from './app/remote-paths';
import { HOME, startSession } from './app/session/start-session';
import { prerenderToHydrate } from './prerender/take-over';
import { sessionDeps } from './app/session/session-deps';
import { takeTokenFromAddress } from './app/session/token-from-address';

takeTokenFromAddress(window, {
  getToken,
  setToken,
  tokenExpired: (token) => tokenExpired(token),
  decodeTokenPayload,
});

let router: DataRouter | null = null;

// A 401 on any call: the shared client has cleared the token; leave for / unless already there, or unless on the
// dashboard, which then offers its sign-in form in place.
setUnauthorizedHandler(() => {
  if (router) {
    const { pathname } = router.state.location;
    if (pathname !== HOME && !ownsSession(pathname)) void router.navigate(HOME, { replace: true });
  } else if (window.location.pathname !== HOME && !ownsSession(window.location.pathname)) {
    window.history.replaceState(null, '', HOME);
  }
});

// The router starts where the session check says, so the first screen (and the only remote fetched) is the right one.
// The language is applied with the session check, so the first screen is already in it.
const language = startLanguage();
const ready = startSession(window.location.pathname, sessionDeps).then(async (target) => {
  await language;
  if (target && target !== window.location.pathname) window.history.replaceState(null, '', target);
  router = createAppRouter(loadRemoteRoutes);
  return router;
});

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const page = (router: DataRouter | Promise<DataRouter>) => (
  <StrictMode>
    <App router={router} />
  </StrictMode>
);
const renderHere = (router: DataRouter | Promise<DataRouter>) => {
  container.replaceChildren(); // a prerender that does not fit
  createRoot(container).render(page(router));
};

// The welcome page prerendered at build time (shell/src/prerender) stays on screen while the session check runs, then
// the same page, rendered here, takes it over. flushSync: the page answers clicks from the moment it is hydrated,
// before the load event that tells a test (or a visitor's browser) the page is there.
const prerendered = prerenderToHydrate(document);
if (prerendered) {
  ready.then(
    (router) => {
      const { pathname } = router.state.location;
      const target = pathname === HOME && currentLanguage() === DEFAULT_LANGUAGE ? prerendered.take() : null;
      if (target) flushSync(() => hydrateRoot(target, page(router)));
      else renderHere(router);
    },
    () => renderHere(ready),
  );
} else {
  renderHere(ready);
}
