import fs from 'node:fs';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { dropStaleRuns } from './harness/database';
import { STATE_ENV, startTopology, type TopologyState } from './harness/topology';

// Starts the whole topology once for the run, and stops it (processes, database, Redis keys, temp folder) after the
// last spec, whatever happened. The specs find it through TOPOLOGY_STATE; the end-to-end helpers (outbox reader,
// relative API calls) through E2E_DATA_DIR_RESOLVED and the gateway as baseURL.
export default async function globalSetup(_config: FullConfig) {
  // While working on a spec: a topology kept running by another process (its state file) is used as it is.
  const reuse = process.env.TOPOLOGY_REUSE_STATE;
  if (reuse) {
    const state = JSON.parse(fs.readFileSync(reuse, 'utf8')) as TopologyState;
    process.env[STATE_ENV] = reuse;
    process.env.E2E_DATA_DIR_RESOLVED = state.mailRoot;
    process.env.E2E_BASE_URL = state.gatewayUrl;
    return;
  }
  const stale = await dropStaleRuns();
  if (stale.length) console.log(`[topology] dropped leftovers of earlier runs: ${stale.join(', ')}`);
  const startedAt = Date.now();
  const topology = await startTopology();
  const { state } = topology;
  const stateFile = path.join(state.runDir, 'topology.json');
  fs.writeFileSync(stateFile, JSON.stringify(state, null, 2), { mode: 0o600 });
  process.env[STATE_ENV] = stateFile;
  process.env.E2E_DATA_DIR_RESOLVED = state.mailRoot;
  process.env.E2E_BASE_URL = state.gatewayUrl;
  console.log(
    `[topology] up in ${((Date.now() - startedAt) / 1000).toFixed(0)} s: ${state.gatewayUrl} (logs in ${state.logDir})`,
  );
  return async () => {
    await topology.stop();
  };
}
