import * as i18next from 'i18next';
import * as jotai from 'jotai';
import React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as shared from '@onboarding/shared';
import * as router from '@onboarding/shared/router';

// What a host (the shell, the back office) provides to the remotes it loads: one React, one router, one i18next,
// one jotai store and one @onboarding/shared for the whole page. A remote consumes these from the host; one the host
// does not provide would be the remote's own copy (a second React: "Invalid hook call"; a second i18next: untranslated
// screens), so this list names every browser entry of @onboarding/shared (provided.test.ts compares it with the
// package's exports) and every React entry the remotes import.
//
// What every page of a host runs anyway is given as it is (`lib`); the rest is loaded the first time a remote asks
// for it, from the host's own build, so the host's and the remotes' copy are the same module. Each is what webpack's
// own sharing gave: a CommonJS package's exports object (React), an ES module's namespace.

/** A package's version and the range the host's package.json asks for, written into the build (webpack's define). */
export interface SharedVersion {
  version: string;
  requiredVersion: string;
}

/** The singletons the build shares (webpack/shared-modules.js SINGLETONS); subpaths take their package's versions. */
export type SharedVersions = Readonly<Record<string, SharedVersion>>;

type Load = { lib: () => unknown } | { get: () => Promise<() => unknown> };

const later = (load: () => Promise<unknown>) => (): Promise<() => unknown> =>
  load().then((module) => () => module);

/** Every module a host provides, by the name remotes import it by. */
export const PROVIDED: Readonly<Record<string, Load>> = {
  react: { lib: () => React },
  'react/jsx-runtime': { lib: () => jsxRuntime },
  'react-dom': { lib: () => ReactDOM },
  'react-dom/client': { lib: () => ReactDOMClient },
  jotai: { lib: () => jotai },
  i18next: { lib: () => i18next },
  '@onboarding/shared': { lib: () => shared },
  '@onboarding/shared/router': { lib: () => router },
  '@onboarding/shared/ui': { get: later(() => import('@onboarding/shared/ui')) },
  '@onboarding/shared/ui/core': { get: later(() => import('@onboarding/shared/ui/core')) },
  '@onboarding/shared/ui/form': { get: later(() => import('@onboarding/shared/ui/form')) },
  '@onboarding/shared/schemas': { get: later(() => import('@onboarding/shared/schemas')) },
  '@onboarding/shared/constants': { get: later(() => import('@onboarding/shared/constants')) },
  '@onboarding/shared/routing': { get: later(() => import('@onboarding/shared/routing')) },
  '@onboarding/shared/http': { get: later(() => import('@onboarding/shared/http')) },
  '@onboarding/shared/query': { get: later(() => import('@onboarding/shared/query')) },
  '@onboarding/shared/money': { get: later(() => import('@onboarding/shared/money')) },
  '@onboarding/shared/documents': { get: later(() => import('@onboarding/shared/documents')) },
  '@onboarding/shared/dashboard': { get: later(() => import('@onboarding/shared/dashboard')) },
  '@onboarding/shared/backoffice': { get: later(() => import('@onboarding/shared/backoffice')) },
  '@onboarding/shared/backoffice/client': {
    get: later(() => import('@onboarding/shared/backoffice/client')),
  },
  '@onboarding/shared/backoffice/review': {
    get: later(() => import('@onboarding/shared/backoffice/review')),
  },
};

/** The package a provided name belongs to: `react/jsx-runtime` → `react`, `@onboarding/shared/ui` → `@onboarding/shared`. */
export function packageOf(name: string): string {
  const parts = name.split('/');
  return name.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The federation runtime's `shared` option: each provided module as a singleton of its package's version. */
export function sharedOption(versions: SharedVersions, provided: Readonly<Record<string, Load>> = PROVIDED) {
  return Object.fromEntries(
    Object.entries(provided).map(([name, load]) => {
      const own = versions[packageOf(name)];
      if (!own) throw new Error(`No version is known for the shared package of "${name}"`);
      return [
        name,
        {
          version: own.version,
          ...load,
          shareConfig: { singleton: true, requiredVersion: own.requiredVersion },
        },
      ];
    }),
  );
}

/** Each provided name with its version, as the compatibility check compares them with a remote's manifest. */
export function providedVersions(
  versions: SharedVersions,
  provided: Readonly<Record<string, Load>> = PROVIDED,
): Record<string, string> {
  return Object.fromEntries(
    Object.keys(provided).map((name) => [name, versions[packageOf(name)]?.version ?? '0']),
  );
}
