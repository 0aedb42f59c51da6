/** One shared package a remote cannot run with: the version range it was built for and what the shell provides. */
export interface SharedMismatch {
  name: string;
  requiredVersion: string;
  provided: string;
}

/**
 * The singletons a remote's mf-manifest.json asks for that the shell provides in a version outside the remote's
 * range. A singleton has one copy for the whole page (one React, one router, one @onboarding/shared), so such a remote
 * would run against code it was not built for; the federation runtime only warns about it, the shell refuses it.
 * Non-singletons are left alone: the runtime gives the remote its own copy.
 */
export function findSharedMismatches(
  manifest: unknown,
  provided: Readonly<Record<string, string>>,
  satisfies: (version: string, range: string) => boolean,
): SharedMismatch[] {
  const shared = (manifest as { shared?: unknown } | null)?.shared;
  if (!Array.isArray(shared)) return [];
  const mismatches: SharedMismatch[] = [];
  for (const entry of shared as unknown[]) {
    if (!entry || typeof entry !== 'object') continue;
    const { name, requiredVersion, singleton } = entry as Record<string, unknown>;
    if (singleton !== true || typeof name !== 'string' || typeof requiredVersion !== 'string') continue;
    const version = provided[name];
    if (version === undefined || requiredVersion === '' || requiredVersion === '*') continue;
    if (!satisfies(version, requiredVersion)) mismatches.push({ name, requiredVersion, provided: version });
  }
  return mismatches;
}

/** The console line for a refused remote: which remote, which packages, which versions. */
export function describeMismatches(
  remote: string,
  mismatches: readonly SharedMismatch[],
  host = 'the shell',
): string {
  const parts = mismatches.map((m) => `${m.name} ${m.requiredVersion} (${host} provides ${m.provided})`);
  return `The ${remote} remote was refused: it was built against ${parts.join(', ')}. Deploy a ${remote} release built against the shared versions ${host} provides.`;
}
