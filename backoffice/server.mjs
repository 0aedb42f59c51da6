#!/usr/bin/env node
// The back office's server: serves backoffice/dist (deep links fall back to index.html), writes /remotes.json
// from the same REMOTE_<NAME>_URL variables as the shell (the case page loads each remote's ./review panel), and
// proxies /api/backoffice, and only that, to the API: the applicant's calls are not reachable from this origin.
// `npm start` runs it at PORT+7 in one process with the API (scripts/lib/embedded-stack.mjs), which then takes
// /api/backoffice without a network hop; `node backoffice/server.mjs` works alone (the image) with the same variables.
import fastifyHttpProxy from '@fastify/http-proxy';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createHostApp,
  notFound,
  portFrom,
  proxyOptions,
  registerHandoff,
  remotesFrom,
  REVIEW_REMOTES,
  runAsProgram,
  urlFrom,
} from '../scripts/lib/host-server.mjs';
import { registerStaticSite } from '../scripts/lib/static-site.mjs';
import { backofficeContentSecurityPolicy } from './csp.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
/** The back office's port is the product's PORT + 7 (scripts/apps.mjs). */
export const BACKOFFICE_OFFSET = 7;

/** Everything the back office server reads from the environment, checked once. */
export function backofficeServerConfig(env = process.env) {
  // PORT is the product's base port (the shell's), as for every process `npm start` runs; BACKOFFICE_PORT overrides.
  const base = portFrom(env, 'PORT', 3000);
  const port = portFrom(env, 'BACKOFFICE_PORT', base + BACKOFFICE_OFFSET);
  const apiPort = portFrom(env, 'API_PORT', base + 5);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    root: env.BACKOFFICE_DIST_DIR ? path.resolve(env.BACKOFFICE_DIST_DIR) : path.join(HERE, 'dist'),
    apiUpstream: urlFrom(env, 'API_UPSTREAM', `http://127.0.0.1:${apiPort}`),
    remotes: remotesFrom(env, base, REVIEW_REMOTES),
    logLevel: env.LOG_LEVEL || 'info',
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
  const app = createHostApp({
    logLevel: config.logLevel,
    // Staff calls are small JSON bodies; the API enforces its own limits.
    bodyLimit: 1024 * 1024,
    csp: backofficeContentSecurityPolicy({ remotes: config.remotes }),
    isProxied: (url) => API.test(url),
    remotes: config.remotes,
  });

  // Only the staff API. Everything else under /api (the applicant's calls, the internal ones, the API's docs) is
  // not this origin's business: 404 without reaching the API.
  if (inProcess.api) await registerHandoff(app, inProcess.api, '/api/backoffice');
  else await app.register(fastifyHttpProxy, proxyOptions(config.apiUpstream, '/api/backoffice'));
  app.all('/api', notFound);
  app.all('/api/*', notFound);

  await registerStaticSite(app, { root: config.root, isProxied: (url) => API.test(url) });
  return app;
}

export { STAFF_API };

await runAsProgram(import.meta.url, 'backoffice', backofficeServerConfig, createBackofficeServer);
