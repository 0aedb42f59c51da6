import { describeMismatches, findSharedMismatches } from './shared-compatibility';

// The part of loading a remote module at run time that every Module Federation host of the product shares (the
// shell loads each remote's './routes', the back office each remote's './review'): read the runtime manifest
// (/remotes.json) once, register the remotes it names, refuse a remote built against shared singletons the host does
// not provide before any of its code runs, and load the module. Pure: the federation runtime is passed in, so tests
// give a fake one.

/** The remote answered, but was built against shared singletons the host does not provide. */
export class IncompatibleRemoteError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IncompatibleRemoteError';
  }
}

/**
 * A remote's module could not be loaded: its server is down, answered 404, sent something else, or was refused as
 * incompatible (then the message says why, for whoever reads the console or the panel).
 */
export class RemoteLoadError<Name extends string = string> extends Error {
  readonly remote: Name;

  /** `what` could not be loaded: "screens", "review panel" (default "module"). */
  constructor(remote: Name, options?: { cause?: unknown; what?: string }) {
    const what = options?.what ?? 'module';
    const why = options?.cause instanceof IncompatibleRemoteError ? `: ${options.cause.message}` : '';
    super(`The ${remote} ${what} could not be loaded${why}`, { cause: options?.cause });
    this.name = 'RemoteLoadError';
    this.remote = remote;
  }
}

export type RemoteManifest<Name extends string = string> = Partial<Record<Name, string>>;

/** /remotes.json names each remote's mf-manifest.json URL; anything else in it is ignored. */
export function parseRemoteManifest<Name extends string>(
  body: unknown,
  names: readonly Name[],
): RemoteManifest<Name> {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new Error('/remotes.json is not an object');
  const manifest: RemoteManifest<Name> = {};
  for (const name of names) {
    const url = (body as Record<string, unknown>)[name];
    if (typeof url === 'string' && url.trim() !== '') manifest[name] = url;
  }
  return manifest;
}

export interface FederationRuntime {
  fetchManifest(): Promise<unknown>;
  /** A remote's own mf-manifest.json, read before any of its code runs. */
  fetchRemoteManifest(url: string): Promise<unknown>;
  /** The host's shared packages and their versions. */
  providedShared(): Record<string, string>;
  /** Whether a version is in a range; asked only once registerRemotes has resolved. */
  satisfies(version: string, range: string): boolean;
  /** Registers remotes (starting the runtime the first time). */
  registerRemotes(remotes: { name: string; entry: string }[]): Promise<void> | void;
  loadRemote(id: string): Promise<unknown>;
}

export interface RemoteLoaderOptions<Name extends string> {
  /** The remotes this host knows; others in /remotes.json are ignored. */
  names: readonly Name[];
  /** The exposed module, without './': 'routes', 'review'. */
  module: string;
  /** What the error says could not be loaded: "screens", "review panel". */
  what: string;
  /** The host, as the refusal names it: "the shell", "the back office". */
  host: string;
}

/**
 * Loads one exposed module of a remote through the federation runtime and returns what it exports (the caller checks
 * its shape and throws if it is not what it expects: wrapped in a RemoteLoadError). The remotes are registered from
 * /remotes.json on first use; nothing about a failure is remembered (neither here nor by the runtime, which drops
 * failed manifest and entry loads), so calling again after a failure is a real retry.
 */
export function createRemoteModuleLoader<Name extends string>(
  runtime: FederationRuntime,
  { names, module, what, host }: RemoteLoaderOptions<Name>,
) {
  let registration: Promise<RemoteManifest<Name>> | null = null;

  const register = (): Promise<RemoteManifest<Name>> => {
    registration ??= runtime.fetchManifest().then(async (body) => {
      const manifest = parseRemoteManifest(body, names);
      await runtime.registerRemotes(
        Object.entries(manifest).map(([name, entry]) => ({ name, entry: entry as string })),
      );
      return manifest;
    });
    const pending = registration;
    pending.catch(() => {
      if (registration === pending) registration = null;
    });
    return pending;
  };

  return async function loadRemoteModule<T>(name: Name, check: (exported: unknown) => T): Promise<T> {
    try {
      const manifest = await register();
      const url = manifest[name];
      if (!url) throw new Error(`/remotes.json gives no URL for "${name}"`);
      const mismatches = findSharedMismatches(
        await runtime.fetchRemoteManifest(url),
        runtime.providedShared(),
        runtime.satisfies,
      );
      if (mismatches.length > 0)
        throw new IncompatibleRemoteError(describeMismatches(name, mismatches, host));
      return check(await runtime.loadRemote(`${name}/${module}`));
    } catch (cause) {
      throw new RemoteLoadError(name, { cause, what });
    }
  };
}
