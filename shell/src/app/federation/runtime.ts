import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { createRemoteRoutesLoader } from './load-remote-routes';

// The federation instance is the one the build plugin created for the shell (its shared react, router, store…);
// remotes join it at run time, from the URLs the shell server writes into /remotes.json.
export const loadRemoteRoutes = createRemoteRoutesLoader({
  async fetchManifest() {
    // Not an API call: the shell server's own deployment file, never cached (ops may move a remote at any time).
    const res = await fetch('/remotes.json', { cache: 'no-store', headers: { Accept: 'application/json' } });
    if (!res.ok) throw new Error(`GET /remotes.json answered ${res.status}`);
    return res.json();
  },
  registerRemotes: (remotes) => registerRemotes(remotes),
  loadRemote: (id) => loadRemote(id),
});
