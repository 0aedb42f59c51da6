#!/usr/bin/env node
// Compiles the API, the integration service and their worker threads to server/dist/ with esbuild: one CommonJS
// bundle per entry, @onboarding/shared (TypeScript) compiled in, the server's own dependencies left to node_modules.
// `npm start`, the images (server/Dockerfile) and the topology suite all run these bundles: `node server/dist/main.js`.
//   node scripts/build-server.mjs [--force]
import './lib/require-node.mjs';
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './apps.mjs';
import { newestMtime } from './build.mjs';

export const SERVER_DIR = path.join(ROOT, 'server');
export const SERVER_DIST = path.join(SERVER_DIR, 'dist');

/** Entry points, relative to server/src; each becomes dist/<name>.js (runtime-files.ts finds the workers there). */
export const SERVER_ENTRIES = [
  'main',
  'integration/main',
  // The two above in one process, for npm start (scripts/lib/embedded-stack.mjs).
  'embedded',
  'staff-cli',
  'excel/worker',
  'transactions/csv-import-worker',
  'underwriting/worker',
];

const STAMP = path.join(SERVER_DIST, '.build-stamp');

/** What the bundles are made of: the server's sources and manifest, and the shared package. */
function newestSource() {
  return Math.max(
    ...[
      'server/src',
      'server/package.json',
      'shared/src',
      'shared/package.json',
      'scripts/build-server.mjs',
    ].map((file) => newestMtime(path.join(ROOT, file))),
  );
}

function upToDate() {
  try {
    return fs.statSync(STAMP).mtimeMs >= newestSource();
  } catch {
    return false;
  }
}

/**
 * Compiles unless the bundles are newer than every source (`force` compiles anyway). Files are overwritten in place,
 * never removed first: a server started by another `npm start` in this checkout may be about to load a worker bundle.
 */
export async function buildServer({ log = console.log, force = false } = {}) {
  if (!force && upToDate()) {
    log('[build] server: up to date');
    return null;
  }
  const started = Date.now();
  const manifest = JSON.parse(fs.readFileSync(path.join(SERVER_DIR, 'package.json'), 'utf8'));
  // The server's declared dependencies are installed beside the bundles (`npm ci --omit=dev -w @onboarding/server`);
  // anything else, the shared package first of all, is compiled in.
  const external = [
    ...Object.keys(manifest.dependencies ?? {}).filter((name) => !name.startsWith('@onboarding/')),
    // Only the sources need it (runtime-files.ts: a worker thread's TypeScript entry).
    'tsx',
  ];
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: Object.fromEntries(SERVER_ENTRIES.map((name) => [name, `server/src/${name}.ts`])),
    outdir: SERVER_DIST,
    bundle: true,
    platform: 'node',
    target: 'node24',
    format: 'cjs',
    external,
    sourcemap: 'linked',
    // Stack traces name the TypeScript files: node --enable-source-maps (set in the start commands).
    sourcesContent: false,
    legalComments: 'none',
    logLevel: 'warning',
    metafile: true,
  });
  fs.writeFileSync(STAMP, new Date().toISOString());
  const bytes = Object.entries(result.metafile.outputs)
    .filter(([file]) => file.endsWith('.js'))
    .reduce((sum, [, output]) => sum + output.bytes, 0);
  log(
    `[build] server: ${SERVER_ENTRIES.length} bundles, ${(bytes / 1024).toFixed(0)} KiB, ${Date.now() - started} ms`,
  );
  return result;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  buildServer({ force: process.argv.includes('--force') }).catch((err) => {
    console.error(`[build] server failed: ${err.message}`);
    process.exit(1);
  });
}
