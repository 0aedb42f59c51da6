import type { RouteObject } from '@onboarding/shared/router';
import { REMOTE_NAMES, type RemoteName } from '../remote-paths';
import { describeMismatches, findSharedMismatches } from './shared-compatibility';

/** The remote answered, but was built against shared singletons the shell does not provide. */
export class IncompatibleRemoteError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IncompatibleRemoteError';
  }
}

/**
 * A remote's './routes' could not be loaded: its server is down, answered 404, sent something else, or was refused
 * as incompatible (then the message says why, for whoever reads the console).
 */
export class RemoteLoadError extends Error {
  readonly remote: RemoteName;

  constructor(remote: RemoteName, options?: { cause?: unknown }) {
    const why = options?.cause instanceof IncompatibleRemoteError ? `: ${options.cause.message}` : '';
    super(`The ${remote} screens could not be loaded${why}`, options);
    this.name = 'RemoteLoadError';
    this.remote = remote;
  }
}

export type RemoteManifest = Partial<Record<RemoteName, string>>;

/** /remotes.json names each remote's mf-manifest.json URL; anything else in it is ignored. */
export function parseRemoteManifest(body: unknown): RemoteManifest {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new Error('/remotes.json is not an object');
  const manifest: RemoteManifest = {};
  for (const name of REMOTE_NAMES) {
    const url = (body as Record<string, unknown>)[name];
    if (typeof url === 'string' && url.trim() !== '') manifest[name] = url;
  }
  return manifest;
}

export interface FederationRuntime {
  fetchManifest(): Promise<unknown>;
  /** A remote's own mf-manifest.json, read before any of its code runs. */
  fetchRemoteManifest(url: string): Promise<unknown>;
  /** The shell's shared packages and their versions. */
  providedShared(): Record<string, string>;
  satisfies(version: string, range: string): boolean;
  registerRemotes(remotes: { name: string; entry: string }[]): void;
  loadRemote(id: string): Promise<unknown>;
}

/**
 * Loads a remote's route objects through the federation runtime. The remotes are registered from /remotes.json on
 * first use; nothing about a failure is remembered (neither here nor by the runtime, which drops failed manifest and
 * entry loads), so calling again after a failure is a real retry.
 */
export function createRemoteRoutesLoader(runtime: FederationRuntime) {
  let registration: Promise<RemoteManifest> | null = null;

  const register = (): Promise<RemoteManifest> => {
    registration ??= runtime.fetchManifest().then((body) => {
      const manifest = parseRemoteManifest(body);
      runtime.registerRemotes(Object.entries(manifest).map(([name, entry]) => ({ name, entry: entry! })));
      return manifest;
    });
    const pending = registration;
    pending.catch(() => {
      if (registration === pending) registration = null;
    });
    return pending;
  };

  return async function loadRemoteRoutes(name: RemoteName): Promise<RouteObject[]> {
    try {
      const manifest = await register();
      const url = manifest[name];
      if (!url) throw new Error(`/remotes.json gives no URL for "${name}"`);
      const mismatches = findSharedMismatches(
        await runtime.fetchRemoteManifest(url),
        runtime.providedShared(),
        runtime.satisfies,
      );
      if (mismatches.length > 0) throw new IncompatibleRemoteError(describeMismatches(name, mismatches));
      const module = (await runtime.loadRemote(`${name}/routes`)) as { default?: unknown } | null | undefined;
      if (!module || !Array.isArray(module.default))
        throw new Error(`${name}/routes does not export route objects`);
      return module.default as RouteObject[];
    } catch (cause) {
      throw new RemoteLoadError(name, { cause });
    }
  };
}
