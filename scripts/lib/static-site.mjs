// Static serving for built apps (the shell server and serve-remote): content-hashed files are cached for a year,
// everything else is revalidated, and the entry files (index.html, remoteEntry.js, mf-manifest.json) never come from
// a cache, so a redeployed app is picked up on the next load.
import fastifyStatic from '@fastify/static';
import Fastify, { LogController } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';

const HASHED = /\.[0-9a-f]{10}\.[a-z0-9]+(\.map)?$/;
const ENTRY_FILES = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json']);
export const NO_STORE = 'no-cache, no-store, must-revalidate';

function cacheControlFor(file) {
  const base = path.basename(file);
  if (ENTRY_FILES.has(base)) return NO_STORE;
  if (HASHED.test(base)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/** Routes that name a file (an extension) get a 404 when missing; page routes get index.html. */
function wantsPage(request) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0];
  if (/\.[a-z0-9]+$/i.test(pathname)) return false;
  const accept = String(request.headers.accept || '');
  return accept === '' || accept.includes('text/html') || accept.includes('*/*');
}

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{ root: string, spaFallback?: boolean, isProxied?: (url: string) => boolean }} options
 */
export async function registerStaticSite(app, { root, spaFallback = true, isProxied = () => false }) {
  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    index: false,
    dotfiles: 'ignore',
    cacheControl: false,
    preCompressed: true,
    setHeaders: (reply, file) => {
      reply.header('Cache-Control', cacheControlFor(file));
    },
  });

  const indexFile = path.join(root, 'index.html');
  // The folder itself is not listed (index: false): / is the app's page like any other route.
  if (spaFallback) {
    app.get('/', (_request, reply) =>
      fs.existsSync(indexFile) ? reply.sendFile('index.html') : reply.callNotFound(),
    );
  }
  app.setNotFoundHandler((request, reply) => {
    if (spaFallback && !isProxied(request.url) && wantsPage(request) && fs.existsSync(indexFile)) {
      // A deep link (/subscriptions/file) loads the app, whose router shows the screen or NOT FOUND.
      return reply.header('Cache-Control', NO_STORE).sendFile('index.html');
    }
    return reply
      .code(404)
      .header('Cache-Control', 'no-cache')
      .send({ details: { error: 'Not found' } });
  });
}

/** Headers every page response carries. */
/**
 * A static server's Fastify app, with the security headers every answer carries. One line per file served is noise:
 * errors and the start-up lines stay.
 * @param {{ logLevel: string, bodyLimit?: number }} options
 */
export function createStaticServer({ logLevel, bodyLimit }) {
  const app = Fastify({
    logger: { level: logLevel },
    ...(bodyLimit === undefined ? {} : { bodyLimit }),
    logController: new LogController({ disableRequestLogging: true }),
  });
  securityHeaders(app);
  return app;
}

/** Listens until SIGINT or SIGTERM, then closes the app (its onClose hooks run) and exits. */
export async function listenUntilStopped(app, { port, host }) {
  const close = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port, host });
}

export function securityHeaders(app) {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    return payload;
  });
}
