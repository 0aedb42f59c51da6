import type { FederationRuntime } from './load-remote';
import { providedVersions, type SharedVersions } from './provided';

// The versions of the shared packages, written into a host's build by webpack's define (webpack/create-config.js).
declare const __FEDERATION_SHARED__: SharedVersions;

type Started = Awaited<ReturnType<typeof import('./start').startFederation>>;

/**
 * The page's federation runtime, as createRemoteModuleLoader wants it. A host's first page needs none of it (the
 * welcome page, the sign-in form): the runtime (≈ 20 KiB gzipped) is downloaded and started the first time a route
 * asks for a remote, with the modules the host already runs as the remotes' shared React, router, store…; remotes
 * join it from the URLs the host's server writes into /remotes.json.
 */
export function createBrowserFederationRuntime(name: string): FederationRuntime {
  const versions = __FEDERATION_SHARED__;
  let started: Promise<Started> | null = null;
  let running: Started | null = null;
  const start = () => {
    started ??= import('./start').then(async ({ startFederation }) => {
      running = await startFederation(name, versions);
      return running;
    });
    // A chunk that failed to arrive is asked for again next time.
    started.catch(() => (started = null));
    return started;
  };
  return {
    async fetchManifest() {
      // Not an API call: the host server's own deployment file, never cached (ops may move a remote at any time).
      // The runtime downloads meanwhile.
      void start().catch(() => undefined);
      const res = await fetch('/remotes.json', {
        cache: 'no-store',
        headers: { Accept: 'application/json' },
      });
      if (!res.ok) throw new Error(`GET /remotes.json answered ${res.status}`);
      return res.json();
    },
    async fetchRemoteManifest(url) {
      // Revalidated, so a redeployed remote is checked as it is now; the runtime's own fetch then hits the cache.
      const res = await fetch(url, { cache: 'no-cache', headers: { Accept: 'application/json' } });
      if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
      return res.json();
    },
    providedShared: () => providedVersions(versions),
    async registerRemotes(remotes) {
      (await start()).instance.registerRemotes(remotes);
    },
    satisfies(version, range) {
      // Called once the remotes are registered, which started the runtime.
      if (!running) throw new Error('The federation runtime is not started');
      return running.satisfy(version, range);
    },
    async loadRemote(id) {
      return (await start()).instance.loadRemote(id);
    },
  };
}
