#!/usr/bin/env node
// The whole product in one Node process, for `npm start` (scripts/start.mjs spawns it with the environment it
// prepared): the API and the integration service sharing one database (server/src/embedded.ts), the shell server and
// the back office server handing /api and /oauth to them without a network hop, and the five remotes' static servers.
// Every server still listens on its own port, as in production: the shell PORT, the remotes PORT+1…PORT+4 and
// PORT+8, the API PORT+5, the integration service PORT+6, the back office PORT+7; each remote is loaded through its
// manifest from its own origin. One process instead of one per server (and a supervisor per process) is what keeps
// the embedded stack's memory within the benchmark's budget (600 MB); the images still run each server alone.
//
// It stops, closing every server (requests in progress finish), on SIGINT or SIGTERM, and when start.mjs goes away
// without stopping it (even killed): the IPC channel start.mjs opened closes, so no server is left holding a port.
import { createRequire } from 'node:module';
import path from 'node:path';
import { createBackofficeServer, backofficeServerConfig } from '../../backoffice/server.mjs';
import { createShellServer, shellServerConfig } from '../../shell/server.mjs';
import { REMOTES, ROOT, basePort } from '../apps.mjs';
import { createRemoteServer } from '../serve-remote.mjs';

/** Past this, a stop that is still finishing requests gives up (as server/src/startup.ts). */
const SHUTDOWN_DEADLINE_MS = 25_000;

// The compiled server (scripts/build-server.mjs), a CommonJS bundle.
const embedded = createRequire(import.meta.url)(path.join(ROOT, 'server/dist/embedded.js'));

async function startStack(env = process.env) {
  const services = await embedded.startEmbeddedServices(env);
  const servers = [];
  const close = async () => {
    // The front doors first, so nothing new reaches the services while they finish.
    await Promise.allSettled(servers.map((server) => server.close()));
    await services.close();
  };
  try {
    const host = env.HOST || '0.0.0.0';
    const listen = async (app, port) => {
      servers.push(app);
      await app.listen({ port, host });
    };
    const shellConfig = shellServerConfig(env);
    await listen(
      await createShellServer(shellConfig, { api: services.api, integration: services.integration }),
      shellConfig.port,
    );
    const backofficeConfig = backofficeServerConfig(env);
    await listen(
      await createBackofficeServer(backofficeConfig, { api: services.api }),
      backofficeConfig.port,
    );
    const base = basePort(env);
    for (const remote of REMOTES)
      await listen(await createRemoteServer({ dir: path.join(remote.dir, 'dist') }), base + remote.offset);
  } catch (err) {
    await close().catch(() => undefined);
    throw err;
  }
  return { services, close };
}

async function main() {
  let stack;
  let stopping = false;
  const stop = async (reason) => {
    if (stopping) return;
    stopping = true;
    if (reason) console.error(`${reason}: stopping`);
    // Still starting: nothing runs that needs finishing.
    if (!stack) process.exit(0);
    setTimeout(() => {
      console.error('requests still running at the shutdown deadline: stopping anyway');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    try {
      await stack.close();
      process.exit(0);
    } catch (err) {
      console.error(err);
      process.exit(1);
    }
  };
  // Listened to from the start, so that start.mjs going away while this process starts stops it too.
  process.once('SIGINT', () => stop());
  process.once('SIGTERM', () => stop());
  // start.mjs gone (the channel closes however it ended).
  process.once('disconnect', () => stop('scripts/start.mjs went away'));
  // The channel must not keep this process alive by itself.
  process.channel?.unref();
  try {
    stack = await startStack();
  } catch (err) {
    const config = embedded.isConfigError(err);
    console.error(config ? err.message : err);
    process.exit(config ? 2 : 1);
  }
  console.log('every server listens');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
