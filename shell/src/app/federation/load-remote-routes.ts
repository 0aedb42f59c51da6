import {
  createRemoteModuleLoader,
  parseRemoteManifest as parseManifest,
  RemoteLoadError as LoadError,
  type FederationRuntime,
  type RemoteManifest as Manifest,
} from '@onboarding/shared/federation';
import type { RouteObject } from '@onboarding/shared/router';
import { REMOTE_NAMES, type RemoteName } from '../remote-paths';

// The shell's use of the shared loader (@onboarding/shared/federation): each remote's './routes'.
export { IncompatibleRemoteError, type FederationRuntime } from '@onboarding/shared/federation';
export const RemoteLoadError = LoadError;
export type RemoteLoadError = LoadError<RemoteName>;
export type RemoteManifest = Manifest<RemoteName>;

export const parseRemoteManifest = (body: unknown): RemoteManifest => parseManifest(body, REMOTE_NAMES);

/** Loads a remote's route objects; a failure throws a RemoteLoadError, and calling again is a real retry. */
export function createRemoteRoutesLoader(runtime: FederationRuntime) {
  const load = createRemoteModuleLoader(runtime, {
    names: REMOTE_NAMES,
    module: 'routes',
    what: 'screens',
    host: 'the shell',
  });
  return (name: RemoteName): Promise<RouteObject[]> =>
    load(name, (module) => {
      const exported = (module as { default?: unknown } | null | undefined)?.default;
      if (!Array.isArray(exported)) throw new Error(`${name}/routes does not export route objects`);
      return exported as RouteObject[];
    });
}
