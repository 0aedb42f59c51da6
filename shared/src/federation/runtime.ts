import { getInstance, loadRemote, registerRemotes, satisfy } from '@module-federation/enhanced/runtime';
import type { FederationRuntime } from './load-remote';

/**
 * The page's federation runtime, as createRemoteModuleLoader wants it. The instance is the one the host's build
 * plugin created (its shared react, router, store…); remotes join it at run time, from the URLs the host's server
 * writes into /remotes.json.
 */
export const browserFederationRuntime: FederationRuntime = {
  async fetchManifest() {
    // Not an API call: the host server's own deployment file, never cached (ops may move a remote at any time).
    const res = await fetch('/remotes.json', { cache: 'no-store', headers: { Accept: 'application/json' } });
    if (!res.ok) throw new Error(`GET /remotes.json answered ${res.status}`);
    return res.json();
  },
  async fetchRemoteManifest(url) {
    // Revalidated, so a redeployed remote is checked as it is now; the runtime's own fetch then hits the cache.
    const res = await fetch(url, { cache: 'no-cache', headers: { Accept: 'application/json' } });
    if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
    return res.json();
  },
  providedShared() {
    const instance = getInstance();
    const versions: Record<string, string> = {};
    for (const [name, entries] of Object.entries(instance?.options.shared ?? {})) {
      const own = entries.find((entry) => entry.from === instance?.options.name) ?? entries[0];
      if (own?.version) versions[name] = own.version;
    }
    return versions;
  },
  satisfies: (version, range) => satisfy(version, range),
  registerRemotes: (remotes) => registerRemotes(remotes),
  loadRemote: (id) => loadRemote(id),
};
