// What the two Module Federation hosts' servers (shell/server.mjs and backoffice/server.mjs) share: reading their
// configuration from the environment, the runtime remote manifest (/remotes.json from REMOTE_<NAME>_URL), the
// origins a page's Content-Security-Policy must allow for the remotes, and the proxy's forwarded headers and error
// answer, the app with its policy, manifest and health check, and running as a program. Each server keeps what is
// its own (which paths it proxies, its policy's particulars).
import fastifyHttpProxy from '@fastify/http-proxy';
import path from 'node:path';
import { createStaticServer, listenUntilStopped, NO_STORE } from './static-site.mjs';

/** The remotes and their port offsets (scripts/apps.mjs); REMOTE_<NAME>_URL defaults to http://localhost:PORT+n. */
export const REMOTE_OFFSETS = { eligibility: 1, documents: 2, transactions: 3, accounting: 4, dashboard: 8 };

/** The remotes with a reviewer's panel (./review), which the back office loads: the dashboard has none. */
export const REVIEW_REMOTES = ['eligibility', 'documents', 'transactions', 'accounting'];

export function portFrom(env, name, fallback) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`${name} must be a port number, got "${raw}"`);
  return port;
}

export function urlFrom(env, name, fallback) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  try {
    return new URL(raw).href;
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${raw}"`);
  }
}

/**
 * Each remote's mf-manifest.json URL, served as /remotes.json. `basePort` is the product's PORT (the shell's), not
 * the server's own: the remotes sit at PORT+1…PORT+4 (the dashboard at PORT+8) whichever host
 * reads them.
 */
export function remotesFrom(env, basePort, names = Object.keys(REMOTE_OFFSETS)) {
  const remotes = {};
  for (const name of names) {
    const offset = REMOTE_OFFSETS[name];
    remotes[name] = urlFrom(
      env,
      `REMOTE_${name.toUpperCase()}_URL`,
      `http://localhost:${basePort + offset}/mf-manifest.json`,
    );
  }
  return remotes;
}

/** The distinct origins of absolute http(s) URLs; anything else (relative, not a URL) allows nothing. */
export function origins(urls) {
  const found = new Set();
  for (const url of urls) {
    if (!/^https?:\/\//i.test(url)) continue;
    try {
      const { origin } = new URL(url);
      if (origin && origin !== 'null') found.add(origin);
    } catch {
      // Not a URL: nothing to allow.
    }
  }
  return [...found];
}

/** A policy object ({ directive: [sources] }) as the header's text, each source once. */
export function serializePolicy(directives) {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ');
}

/**
 * The headers the proxy sends upstream. The API sees the browser's address (rate limits per IP) when it trusts this
 * proxy (TRUST_PROXY; npm start trusts loopback). What the browser sent in X-Forwarded-For is replaced, never
 * passed on: a client must not choose the address it is counted under.
 */
export function forwardedHeaders(request, headers) {
  return {
    ...headers,
    'x-forwarded-for': request.ip,
    'x-forwarded-proto': request.protocol,
    'x-forwarded-host': request.headers.host ?? '',
    'x-request-id': request.id,
  };
}

/** The browser gets the API's error shape, never an internal address or a stack. */
export function upstreamError(reply, { error }) {
  const cause = error?.cause ?? error;
  const refused = cause?.code === 'ECONNREFUSED';
  if (!refused) reply.log.error({ err: cause }, 'upstream request failed');
  const timeout = error?.statusCode === 504;
  reply
    .code(timeout ? 504 : 503)
    .header('Retry-After', '5')
    .send({ details: { error: 'The service is temporarily unavailable. Please try again shortly.' } });
}

/** @fastify/http-proxy options for one upstream under `prefix` (kept as is: /api → upstream /api). */
export function proxyOptions(upstream, prefix) {
  return {
    upstream,
    prefix,
    rewritePrefix: prefix,
    undici: { headersTimeout: 120_000, bodyTimeout: 120_000 },
    // An upstream still starting (or restarting) refuses connections many times a second; that is not worth a
    // warning per request. Errors other than a refused connection are still logged by upstreamError.
    logLevel: 'error',
    replyOptions: { rewriteRequestHeaders: forwardedHeaders, onError: upstreamError },
  };
}

/**
 * Hands the requests under `prefix` to `target`, a Fastify app of this very process, instead of proxying them over
 * HTTP (`npm start` runs the API and the host servers in one process: scripts/lib/embedded-stack.mjs). The request
 * and its socket are passed on as they came, the body unread, so the target parses it under its own limits and sees
 * the browser's own address; the forwarded headers are replaced exactly as the proxy replaces them.
 * @param {import('fastify').FastifyInstance} app
 * @param {{ routing: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void }} target
 */
export async function registerHandoff(app, target, prefix) {
  await app.register(async (scope) => {
    // Fastify reads a body before the handler runs; here it must stay in the stream for the target.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const handOver = (request, reply) => {
      const req = request.raw;
      Object.assign(req.headers, forwardedHeaders(request, {}));
      // What the proxy's replies got from this server's securityHeaders; the target's own headers come on top.
      reply.raw.setHeader('X-Content-Type-Options', 'nosniff');
      reply.raw.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
      reply.hijack();
      target.routing(req, reply.raw);
    };
    scope.all(prefix, handOver);
    scope.all(`${prefix}/*`, handOver);
  });
}

/**
 * Sends the requests under `prefix` to `inProcess`, the upstream's app when it runs in this process (`npm start`),
 * or else proxies them to `upstream`.
 * @param {import('fastify').FastifyInstance} app
 * @param {{ inProcess?: import('fastify').FastifyInstance, upstream: string }} target
 */
export async function forward(app, prefix, { inProcess, upstream }) {
  if (inProcess) await registerHandoff(app, inProcess, prefix);
  else await app.register(fastifyHttpProxy, proxyOptions(upstream, prefix));
}

/**
 * What every host reads alike: the address it listens on, the folder it serves (`distVariable`, else `dist` beside
 * the server) and its log level.
 */
export function hostSettings(env, { port, distVariable, serverDir }) {
  return {
    port,
    host: env.HOST || '0.0.0.0',
    root: env[distVariable] ? path.resolve(env[distVariable]) : path.join(serverDir, 'dist'),
    logLevel: env.LOG_LEVEL || 'info',
  };
}

/** Runs `main` when `importMetaUrl` is the program (not imported); symlinked paths compare by their real location. */
export async function isMain(importMetaUrl) {
  const { default: fs } = await import('node:fs');
  const { pathToFileURL } = await import('node:url');
  return Boolean(process.argv[1]) && importMetaUrl === pathToFileURL(fs.realpathSync(process.argv[1])).href;
}

/**
 * A host's app with what both hosts answer alike: the page's Content-Security-Policy on all but what it proxies (the
 * upstream's answers keep the upstream's own headers), the remote manifest and the health check.
 * @param {{ logLevel: string, bodyLimit: number, csp: string, isProxied: (url: string) => boolean,
 *   remotes: Record<string, string> }} options
 */
export function createHostApp({ logLevel, bodyLimit, csp, isProxied, remotes }) {
  const app = createStaticServer({ logLevel, bodyLimit });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isProxied(request.url)) reply.header('Content-Security-Policy', csp);
    return payload;
  });
  app.get('/remotes.json', async (_request, reply) => {
    reply.header('Cache-Control', NO_STORE);
    return remotes;
  });
  app.get('/healthz', async () => ({ status: 'ok' }));
  return app;
}

/** Answers 404 in the API's error shape, for the paths a host keeps from its upstream. */
export const notFound = async (_request, reply) => reply.code(404).send({ details: { error: 'Not found' } });

/**
 * Runs a host server when its file is the program (`node shell/server.mjs`, the image): built by `create(config)`,
 * closed on SIGINT/SIGTERM; a bad configuration exits 2, a failed start 1.
 */
export async function runAsProgram(importMetaUrl, label, readConfig, create) {
  if (!(await isMain(importMetaUrl))) return;
  let config;
  try {
    config = readConfig();
  } catch (err) {
    console.error(`${label} server: ${err.message}`);
    process.exit(2);
  }
  try {
    const app = await create(config);
    await listenUntilStopped(app, config);
    app.log.info({ remotes: config.remotes, api: config.apiUpstream }, `${label} ready`);
  } catch (err) {
    console.error(err);
    process.exit(1);
  }
}
