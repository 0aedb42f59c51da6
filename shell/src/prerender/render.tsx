// The welcome page rendered at build time (webpack/prerender.js runs this bundle in Node and writes what it returns
// into index.html): its HTML once per layout, the CSS it needs before any script, and the gate's script. In English
// only: see gate.ts for the pages that are rendered in the browser instead.
import '@onboarding/shared/ui/tokens.css';
import '@onboarding/shared/ui/page.css';
import '../app/global.css';
import '../i18n';
import { LANGUAGE_STORAGE_KEY, LANGUAGES, TOKEN_STORAGE_KEY } from '@onboarding/shared';
import { assumeMediaQueries } from '@onboarding/shared/ui/core';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
// The prerender runs in Node, outside the federation: the memory router is the browser router's twin there, with
// the same routes, so the markup is the one the browser's first render makes. (Browser code imports the router
// from @onboarding/shared/router, which leaves createMemoryRouter out.)
// eslint-disable-next-line no-restricted-imports
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../app/App';
import { shellRoutes } from '../app/router';
import { gatePrerender, type GateConfig } from './gate';
import {
  GATE_ATTRIBUTE,
  LAYOUT_ATTRIBUTE,
  LAYOUTS,
  layoutCss,
  queriesOf,
  type PrerenderLayout,
} from './layouts';

async function toText(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

/** The welcome page's markup in `layout`, as the browser's hydration expects it (bootstrap.tsx renders the same). */
async function renderLayout(layout: PrerenderLayout): Promise<string> {
  assumeMediaQueries(queriesOf(layout));
  const router = createMemoryRouter(shellRoutes(), { initialEntries: ['/'] });
  // prerender waits for everything (a namespace still loading, a lazy part) instead of writing a fallback.
  const { prelude } = await prerender(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
  router.dispose();
  return toText(prelude);
}

const GATE: GateConfig = {
  attribute: GATE_ATTRIBUTE,
  tokenKey: TOKEN_STORAGE_KEY,
  languageKey: LANGUAGE_STORAGE_KEY,
  languages: LANGUAGES,
};

export interface Prerendered {
  /** The containers of the layouts, for index.html's #root. */
  root: string;
  /** CSS for the <head>: which container shows (the prerender's own CSS comes from its build, beside this bundle). */
  css: string;
  /** The gate's script, for a file of its own: the page's policy allows no inline script. */
  gateScript: string;
}

export async function prerenderWelcome(): Promise<Prerendered> {
  const containers: string[] = [];
  for (const layout of LAYOUTS) {
    containers.push(`<div ${LAYOUT_ATTRIBUTE}="${layout}">${await renderLayout(layout)}</div>`);
  }
  assumeMediaQueries(() => false);
  return {
    root: containers.join(''),
    css: layoutCss(),
    gateScript: `(${gatePrerender.toString()})(window,${JSON.stringify(GATE)});`,
  };
}
