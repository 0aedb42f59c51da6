/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS: webpack-cli loads plain-JS configs with require */
// The federation share map. Every remote builds with the same map: a package left out in one app, or a subpath left
// out (react-dom/client, react/jsx-runtime, jotai/react, @onboarding/shared/ui, @onboarding/shared/router), makes that
// app bundle its own copy, which means a second React ("Invalid hook call"), a second router context or a second jotai
// store. The hosts provide the same packages without a federation plugin (@onboarding/shared/federation/provided.ts,
// with sharedVersions below).
//
// react-router is the exception on purpose: it is shared through `@onboarding/shared/router` (covered by the
// `@onboarding/shared/` entry), which re-exports the parts the apps use. A shared package is shipped whole, and all of
// react-router would be a third of the first page's budget; inside our module the build drops what nobody imports.
// So react-router and react-router-dom must NOT be shared here (the module's own import of react-router-dom would then
// consume the whole package again), and browser code must import the router only from `@onboarding/shared/router`
// (eslint's no-restricted-imports says so): an app importing react-router-dom itself would get a second router.
// react-i18next likewise: `useTranslation` comes from `@onboarding/shared`, whose i18n module holds the one instance.
// TanStack Query likewise: `@onboarding/shared/query` holds the page's one QueryClient and re-exports the hooks, so a
// review panel reads through its back office host's cache and the dashboard through the shell's; a host loads it
// with the first screen that reads data (never the shell's welcome page). provided.test.ts fails on a direct import.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');

/** Packages shared as singletons; each also shares its subpaths through the `<name>/` prefix entry. */
const SINGLETONS = ['react', 'react-dom', 'jotai', 'i18next', '@onboarding/shared'];

/** Packages without subpath entries worth sharing (i18next's only subpath is types). */
const NO_SUBPATHS = new Set(['i18next']);

function installedVersion(name) {
  const file = path.join(ROOT, 'node_modules', name, 'package.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')).version;
}

/**
 * requiredVersion comes from the app's own package.json when it declares the package, else from what is installed
 * (an app may use i18next only through react-i18next without declaring it).
 * @param {{ dependencies?: Record<string,string>, devDependencies?: Record<string,string> }} pkg
 */
function sharedModules(pkg) {
  const declared = { ...(pkg.devDependencies || {}), ...(pkg.dependencies || {}) };
  const shared = {};
  for (const name of SINGLETONS) {
    const requiredVersion = declared[name] || `^${installedVersion(name)}`;
    shared[name] = { singleton: true, requiredVersion };
    if (!NO_SUBPATHS.has(name)) shared[`${name}/`] = { singleton: true, requiredVersion };
  }
  return shared;
}

/**
 * What a host provides without a federation plugin of its own (@onboarding/shared/federation/provided.ts): each
 * singleton's installed version and the range the host's package.json asks for, as sharedModules gives the remotes.
 */
function sharedVersions(pkg) {
  const declared = { ...(pkg.devDependencies || {}), ...(pkg.dependencies || {}) };
  return Object.fromEntries(
    SINGLETONS.map((name) => {
      const version = installedVersion(name);
      return [name, { version, requiredVersion: declared[name] || `^${version}` }];
    }),
  );
}

module.exports = { sharedModules, sharedVersions, SINGLETONS };
