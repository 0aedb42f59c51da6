import * as runtimeCore from '@module-federation/runtime-core';
import { sharedOption, type SharedVersions } from './provided';

// The federation runtime itself, in a chunk of its own that a host loads the first time a route needs a remote
// (runtime.ts).

/**
 * Starts the page's one federation instance: the host's, providing its shared modules. The remotes are built without
 * a runtime of their own (MF 2's `experiments.externalRuntime`, webpack/create-config.js): their remoteEntry.js reads
 * this one from the global `_FEDERATION_RUNTIME_CORE`, so it must be there before the first remote entry runs, as
 * `@module-federation/inject-external-runtime-core-plugin` would put it.
 */
export async function startFederation(name: string, versions: SharedVersions) {
  const global = runtimeCore.Global as Record<string, unknown>;
  global._FEDERATION_RUNTIME_CORE = runtimeCore;
  global._FEDERATION_RUNTIME_CORE_FROM = { name, version: FEDERATION_VERSION };
  // As @module-federation/runtime's createInstance does.
  const Federation = runtimeCore.getGlobalFederationConstructor() ?? runtimeCore.ModuleFederation;
  runtimeCore.setGlobalFederationConstructor(Federation);
  const instance = new Federation({
    id: name,
    name,
    remotes: [],
    shared: sharedOption(versions),
    // A remote that is down must not stall the others: use what is already loaded, never wait for all.
    shareStrategy: 'loaded-first',
  });
  runtimeCore.setGlobalFederationInstance(instance);
  return { instance, satisfy: runtimeCore.satisfy };
}

// The runtime's own version (the build pins @module-federation/enhanced and this package to the same one).
const FEDERATION_VERSION = '2.9.3';
