#!/usr/bin/env node
// The shell's server: serves shell/dist (deep links fall back to index.html), writes /remotes.json from the
// environment so a remote can move without rebuilding the shell, and proxies /api and /oauth so the browser sees
// one origin. Started by scripts/start.mjs; `node shell/server.mjs` works alone with the same variables.
import fastifyHttpProxy from '@fastify/http-proxy';
import Fastify, { LogController } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { NO_STORE, registerStaticSite, securityHeaders } from '../scripts/lib/static-site.mjs';
import { contentSecurityPolicy } from './csp.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REMOTE_OFFSETS = { eligibility: 1, documents: 2, transactions: 3, accounting: 4 };

function portFrom(env, name, fallback) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`${name} must be a port number, got "${raw}"`);
  return port;
}

function urlFrom(env, name, fallback) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  try {
    return new URL(raw).href;
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${raw}"`);
  }
}

/** Everything the shell server reads from the environment, checked once. */
export function shellServerConfig(env = process.env) {
  const port = portFrom(env, 'PORT', 3000);
  const apiPort = portFrom(env, 'API_PORT', port + 5);
  const integrationPort = portFrom(env, 'INTEGRATION_PORT', port + 6);
  const remotes = {};
  for (const [name, offset] of Object.entries(REMOTE_OFFSETS)) {
    remotes[name] = urlFrom(
      env,
      `REMOTE_${name.toUpperCase()}_URL`,
      `http://localhost:${port + offset}/mf-manifest.json`,
    );
  }
  return {
    port,
    host: env.HOST || '0.0.0.0',
    root: env.SHELL_DIST_DIR ? path.resolve(env.SHELL_DIST_DIR) : path.join(HERE, 'dist'),
    // The upstreams are the API and integration processes themselves, not the browser-facing INTEGRATION_URL.
    apiUpstream: urlFrom(env, 'API_UPSTREAM', `http://127.0.0.1:${apiPort}`),
    integrationUpstream: urlFrom(env, 'INTEGRATION_UPSTREAM', `http://127.0.0.1:${integrationPort}`),
    remotes,
    // Origins the browser uploads to besides this one (object storage on its own domain), for the page's CSP.
    cspConnectSrc: (env.CSP_CONNECT_SRC || '').split(/[\s,]+/).filter(Boolean),
    // The same variable the API reads: with a reCAPTCHA site key the page loads Google's widget, else ALTCHA.
    recaptcha: Boolean(env.RECAPTCHA_SITE_KEY?.trim()),
    logLevel: env.LOG_LEVEL || 'info',
  };
}

const PROXIED = /^\/(api|oauth)(\/|\?|$)/;

function forwardedHeaders(request, headers) {
  // The API sees the applicant's address (rate limits per IP) when it trusts this proxy (TRUST_PROXY; npm start
  // trusts the shell on loopback). What the browser sent in X-Forwarded-For is replaced, never passed on: a client
  // must not choose the address it is counted under.
  return {
    ...headers,
    'x-forwarded-for': request.ip,
    'x-forwarded-proto': request.protocol,
    'x-forwarded-host': request.headers.host ?? '',
    'x-request-id': request.id,
  };
}

/** The browser gets the API's error shape, never an internal address or a stack. */
function upstreamError(reply, { error }) {
  const cause = error?.cause ?? error;
  const refused = cause?.code === 'ECONNREFUSED';
  if (!refused) reply.log.error({ err: cause }, 'upstream request failed');
  const timeout = error?.statusCode === 504;
  reply
    .code(timeout ? 504 : 503)
    .header('Retry-After', '5')
    .send({ details: { error: 'The service is temporarily unavailable. Please try again shortly.' } });
}

export async function createShellServer(config) {
  const app = Fastify({
    logger: { level: config.logLevel },
    // Bodies are streamed to the upstream untouched; the API enforces its own limits.
    bodyLimit: 250 * 1024 * 1024,
    // One line per static file or proxied call is noise; errors and the start-up lines stay.
    logController: new LogController({ disableRequestLogging: true }),
  });
  securityHeaders(app);
  const csp = contentSecurityPolicy({
    remotes: config.remotes,
    connectSrc: config.cspConnectSrc,
    recaptcha: config.recaptcha,
  });
  // The app's own pages and files; what /api and /oauth answer keeps the upstream's headers (the integration
  // service's consent and result pages carry a stricter policy of their own).
  app.addHook('onSend', async (request, reply, payload) => {
    if (!PROXIED.test(request.url)) reply.header('Content-Security-Policy', csp);
    return payload;
  });

  app.get('/remotes.json', async (_request, reply) => {
    reply.header('Cache-Control', NO_STORE);
    return config.remotes;
  });
  app.get('/healthz', async () => ({ status: 'ok' }));

  const proxy = (upstream, prefix) => ({
    upstream,
    prefix,
    rewritePrefix: prefix,
    undici: { headersTimeout: 120_000, bodyTimeout: 120_000 },
    // An upstream still starting (or restarting) refuses connections many times a second; that is not worth a
    // warning per request. Errors other than a refused connection are still logged below.
    logLevel: 'error',
    replyOptions: { rewriteRequestHeaders: forwardedHeaders, onError: upstreamError },
  });
  // Service-to-service calls (the integration service reporting to the API) never go through the public proxy, as
  // the gateway refuses them too.
  app.all('/api/internal/*', async (_request, reply) =>
    reply.code(404).send({ details: { error: 'Not found' } }),
  );
  await app.register(fastifyHttpProxy, proxy(config.apiUpstream, '/api'));
  await app.register(fastifyHttpProxy, proxy(config.integrationUpstream, '/oauth'));

  await registerStaticSite(app, { root: config.root, isProxied: (url) => PROXIED.test(url) });
  return app;
}

async function main() {
  let config;
  try {
    config = shellServerConfig();
  } catch (err) {
    console.error(`shell server: ${err.message}`);
    process.exit(2);
  }
  const app = await createShellServer(config);
  const close = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
  app.log.info({ remotes: config.remotes, api: config.apiUpstream }, 'shell ready');
}

// Run as a program (not imported); symlinked paths compare by their real location.
if (process.argv[1] && import.meta.url === pathToFileURL(fs.realpathSync(process.argv[1])).href) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
