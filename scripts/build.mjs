#!/usr/bin/env node
// Builds the browser apps with webpack: `node scripts/build.mjs --all`, or names (`shell eligibility`).
// An app is built only when its dist is missing or older than its sources (`--force` rebuilds anyway); builds run
// in parallel, each in its own process and into its own dist, with a lock so two `npm start`s never build one app at
// the same time.
import './lib/require-node.mjs';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { APPS, ROOT, appByName, prefixer } from './apps.mjs';

const STAMP = '.build-stamp';
const WEBPACK_CLI = path.join(ROOT, 'node_modules/webpack-cli/bin/cli.js');
const SKIP_DIRS = new Set(['node_modules', 'dist', '.git', '@mf-types']);

/** Newest modification time under `target` (a file or a folder), ignoring tests, outputs and dependencies. */
export function newestMtime(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return /\.test\.[tj]sx?$/.test(target) ? 0 : stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file shows as a newer folder
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.isDirectory() && SKIP_DIRS.has(entry.name)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** What an app's build reads: its own folder, the shared package and the webpack factory. */
export function sourcesOf(app) {
  return [
    path.join(app.dir, 'src'),
    path.join(app.dir, 'public'),
    path.join(app.dir, 'webpack.config.js'),
    path.join(app.dir, 'package.json'),
    path.join(ROOT, 'shared/src'),
    path.join(ROOT, 'shared/package.json'),
    path.join(ROOT, 'webpack'),
  ];
}

/** Why the app needs a build, or null when its dist is up to date. */
export function staleReason(app) {
  const stampFile = path.join(app.dir, 'dist', STAMP);
  let built;
  try {
    built = fs.statSync(stampFile).mtimeMs;
  } catch {
    return 'no build yet';
  }
  const newest = Math.max(...sourcesOf(app).map(newestMtime));
  return newest > built ? 'sources changed since the last build' : null;
}

const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;

/** Writes .br and .gz beside each text file, so the servers send compressed files without compressing per request. */
export function precompress(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      precompress(file);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name)) continue;
    const content = fs.readFileSync(file);
    if (content.length < 1024) continue;
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
  }
}

function pidAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

/** A lock file per app; a lock left by a process that died is taken over. */
async function withLock(app, fn) {
  // Under node_modules/.cache: ignored by git, and seen by every process working in this checkout.
  const lockDir = path.join(ROOT, 'node_modules/.cache/onboarding-build');
  fs.mkdirSync(lockDir, { recursive: true });
  const lock = path.join(lockDir, `${app.name}.lock`);
  for (;;) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      let owner;
      let age;
      try {
        owner = Number(fs.readFileSync(lock, 'utf8'));
        age = Date.now() - fs.statSync(lock).mtimeMs;
      } catch {
        continue; // released meanwhile
      }
      // An empty lock is one being written right now; a lock whose process is gone is taken over.
      if ((owner && !pidAlive(owner)) || (!owner && age > 5000)) {
        fs.rmSync(lock, { force: true });
        continue;
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    return await fn();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

function runWebpack(app, mode, index) {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [WEBPACK_CLI, '--mode', mode, '--config', path.join(app.dir, 'webpack.config.js')],
      {
        cwd: app.dir,
        env: { ...process.env, NODE_ENV: mode },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const tag = prefixer(`build:${app.name}`, index);
    for (const stream of [child.stdout, child.stderr]) {
      readline
        .createInterface({ input: stream })
        .on('line', (line) => line.trim() && console.log(`${tag} ${line}`));
    }
    child.on('error', (err) => {
      console.error(`${tag} ${err.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function buildOne(app, { force, mode }, index) {
  return withLock(app, async () => {
    // Checked again under the lock: another process may just have built it.
    const reason = force ? 'forced' : staleReason(app);
    if (!reason) {
      console.log(`${prefixer(`build:${app.name}`, index)} up to date`);
      return { app: app.name, ok: true, built: false };
    }
    const tag = prefixer(`build:${app.name}`, index);
    console.log(`${tag} building (${reason})…`);
    const startedAt = new Date();
    fs.rmSync(path.join(app.dir, 'dist', STAMP), { force: true });
    // The previous build's source maps (webpack/create-config.js writes them beside dist).
    fs.rmSync(path.join(app.dir, 'dist-sourcemaps'), { recursive: true, force: true });
    const code = await runWebpack(app, mode, index);
    if (code !== 0) {
      console.error(`${tag} failed (exit ${code})`);
      return { app: app.name, ok: false, built: false };
    }
    precompress(path.join(app.dir, 'dist'));
    // The stamp carries the start time, so an edit made during the build still counts as newer.
    const stamp = path.join(app.dir, 'dist', STAMP);
    fs.writeFileSync(stamp, `${startedAt.toISOString()}\n`);
    fs.utimesSync(stamp, startedAt, startedAt);
    console.log(`${tag} built in ${((Date.now() - startedAt.getTime()) / 1000).toFixed(1)} s`);
    return { app: app.name, ok: true, built: true };
  });
}

/**
 * Builds the named apps (all when `names` is empty) that need it.
 * @returns {Promise<{ app: string, ok: boolean, built: boolean }[]>}
 */
export async function buildApps({ names = [], force = false, mode = 'production', concurrency } = {}) {
  const apps = names.length ? names.map(appByName) : APPS;
  // webpack is CPU-bound: more parallel builds than cores only adds memory.
  const limit = Math.max(
    1,
    Math.min(
      apps.length,
      concurrency ?? (Number(process.env.BUILD_CONCURRENCY) || os.availableParallelism()),
    ),
  );
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < apps.length) {
      const index = next++;
      results[index] = await buildOne(apps[index], { force, mode }, APPS.indexOf(apps[index]));
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

function parseArgs(argv) {
  const names = [];
  let all = false;
  let force = false;
  let mode = 'production';
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--all') all = true;
    else if (arg === '--force') force = true;
    else if (arg === '--mode') mode = argv[++i];
    else if (arg === '--dev') mode = 'development';
    else if (arg === '--help' || arg === '-h') return { help: true };
    else if (arg.startsWith('-')) throw new Error(`unknown option ${arg}`);
    else names.push(arg);
  }
  if (!all && names.length === 0) throw new Error('name the apps to build, or pass --all');
  if (mode !== 'production' && mode !== 'development')
    throw new Error(`--mode must be production or development`);
  return { names: all ? [] : names, force, mode };
}

async function main() {
  let args;
  try {
    args = parseArgs(process.argv.slice(2));
    if (args.help) {
      console.log(
        'usage: node scripts/build.mjs (--all | <app>…) [--force] [--dev]\napps: ' +
          APPS.map((a) => a.name).join(' '),
      );
      return;
    }
    args.names.forEach(appByName);
  } catch (err) {
    console.error(`build: ${err.message}`);
    process.exit(2);
  }
  const results = await buildApps(args);
  const failed = results.filter((r) => !r.ok).map((r) => r.app);
  if (failed.length) {
    console.error(`build: failed: ${failed.join(', ')}`);
    process.exit(1);
  }
}

// Run as a program (not imported); symlinked paths compare by their real location.
if (process.argv[1] && import.meta.url === pathToFileURL(fs.realpathSync(process.argv[1])).href) {
  await main();
}
