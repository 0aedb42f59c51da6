#!/usr/bin/env node
// The back office's server: serves backoffice/dist (deep links fall back to index.html), writes /remotes.json
// from the same REMOTE_<NAME>_URL variables as the shell (the case page loads each remote's ./review panel), and
// proxies /api/backoffice, and only that, to the API: the applicant's calls are not reachable from this origin.
// `npm start` runs it at PORT+7 in one process with the API (scripts/lib/embedded-stack.mjs), which then takes
// /api/backoffice without a network hop; `node backoffice/server.mjs` works alone (the image) with the same variables.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as host from '../scripts/lib/host-server.mjs';
import { registerStaticSite } from '../scripts/lib/static-site.mjs';
import { backofficeContentSecurityPolicy } from './csp.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
/** The back office's port is the product's PORT + 7 (scripts/apps.mjs). */
export const BACKOFFICE_OFFSET = 7;

/** Everything the back office server reads from the environment, checked once. */
export function backofficeServerConfig(env = process.env) {
  // PORT is the product's base port (the shell's), as for every process `npm start` runs; BACKOFFICE_PORT overrides.
  const base = host.portFrom(env, 'PORT', 3000);
  const port = host.portFrom(env, 'BACKOFFICE_PORT', base + BACKOFFICE_OFFSET);
  const apiPort = host.portFrom(env, 'API_PORT', base + 5);
  return {
    ...host.hostSettings(env, { port, distVariable: 'BACKOFFICE_DIST_DIR', serverDir: HERE }),
    apiUpstream: host.urlFrom(env, 'API_UPSTREAM', `http://127.0.0.1:${apiPort}`),
    remotes: host.remotesFrom(env, base, host.REVIEW_REMOTES),
  };
}

const API = /^\/api(\/|\?|$)/;
const STAFF_API = /^\/api\/backoffice(\/|\?|$)/;

/**
 * @param {ReturnType<typeof backofficeServerConfig>} config
 * @param {{ api?: import('fastify').FastifyInstance }} [inProcess] the API when it runs in this process (`npm start`):
 *   /api/backoffice is handed to it instead of proxied to its port
 */
export async function createBackofficeServer(config, inProcess = {}) {
  const app = host.createHostApp({
    logLevel: config.logLevel,
    // Staff calls are small JSON bodies; the API enforces its own limits.
    bodyLimit: 1024 * 1024,
    csp: backofficeContentSecurityPolicy({ remotes: config.remotes }),
    isProxied: (url) => API.test(url),
    remotes: config.remotes,
  });

  // Only the staff API. Everything else under /api (the applicant's calls, the internal ones, the API's docs) is
  // not this origin's business: 404 without reaching the API.
  await host.forward(app, '/api/backoffice', { inProcess: inProcess.api, upstream: config.apiUpstream });
  app.all('/api', host.notFound);
  app.all('/api/*', host.notFound);

  await registerStaticSite(app, { root: config.root, isProxied: (url) => API.test(url) });
  return app;
}

export { STAFF_API };

await host.runAsProgram(import.meta.url, 'backoffice', backofficeServerConfig, createBackofficeServer);
