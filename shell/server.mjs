#!/usr/bin/env node
// The shell's server: serves shell/dist (deep links fall back to index.html), writes /remotes.json from the
// environment so a remote can move without rebuilding the shell, and proxies /api and /oauth so the browser sees
// one origin. `node shell/server.mjs` runs it alone (the image) with the same variables; `npm start` runs it in one
// process with the API (scripts/lib/embedded-stack.mjs), which takes /api and /oauth without a network hop.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as host from '../scripts/lib/host-server.mjs';
import { registerStaticSite } from '../scripts/lib/static-site.mjs';
import { contentSecurityPolicy } from './csp.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** Everything the shell server reads from the environment, checked once. */
export function shellServerConfig(env = process.env) {
  const port = host.portFrom(env, 'PORT', 3000);
  const apiPort = host.portFrom(env, 'API_PORT', port + 5);
  const integrationPort = host.portFrom(env, 'INTEGRATION_PORT', port + 6);
  return {
    ...host.hostSettings(env, { port, distVariable: 'SHELL_DIST_DIR', serverDir: HERE }),
    // The upstreams are the API and integration processes themselves, not the browser-facing INTEGRATION_URL.
    apiUpstream: host.urlFrom(env, 'API_UPSTREAM', `http://127.0.0.1:${apiPort}`),
    integrationUpstream: host.urlFrom(env, 'INTEGRATION_UPSTREAM', `http://127.0.0.1:${integrationPort}`),
    remotes: host.remotesFrom(env, port),
    // Origins the browser uploads to besides this one (object storage on its own domain), for the page's CSP.
    cspConnectSrc: (env.CSP_CONNECT_SRC || '').split(/[\s,]+/).filter(Boolean),
    // The same variable the API reads: with a reCAPTCHA site key the page loads Google's widget, else ALTCHA.
    recaptcha: Boolean(env.RECAPTCHA_SITE_KEY?.trim()),
  };
}

const PROXIED = /^\/(api|oauth)(\/|\?|$)/;

/**
 * @param {ReturnType<typeof shellServerConfig>} config
 * @param {{ api?: import('fastify').FastifyInstance, integration?: import('fastify').FastifyInstance }} [inProcess]
 *   the API and the integration service when they run in this process (`npm start`): /api and /oauth are handed to
 *   them instead of proxied to their ports
 */
export async function createShellServer(config, inProcess = {}) {
  const app = host.createHostApp({
    logLevel: config.logLevel,
    // Bodies are streamed to the upstream untouched; the API enforces its own limits.
    bodyLimit: 250 * 1024 * 1024,
    // What /api and /oauth answer keeps the upstream's headers (the integration service's consent and result pages
    // carry a stricter policy of their own).
    csp: contentSecurityPolicy({
      remotes: config.remotes,
      connectSrc: config.cspConnectSrc,
      recaptcha: config.recaptcha,
    }),
    isProxied: (url) => PROXIED.test(url),
    remotes: config.remotes,
  });

  // Service-to-service calls (the integration service reporting to the API) never go through the public proxy, as
  // the gateway refuses them too.
  app.all('/api/internal/*', host.notFound);
  await host.forward(app, '/api', { inProcess: inProcess.api, upstream: config.apiUpstream });
  await host.forward(app, '/oauth', {
    inProcess: inProcess.integration,
    upstream: config.integrationUpstream,
  });

  await registerStaticSite(app, { root: config.root, isProxied: (url) => PROXIED.test(url) });
  return app;
}

await host.runAsProgram(import.meta.url, 'shell', shellServerConfig, createShellServer);
