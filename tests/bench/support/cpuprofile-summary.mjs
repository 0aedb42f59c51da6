#!/usr/bin/env node
// Summarises a V8 CPU profile (node --cpu-prof) for docs/performance.md: where the time went while a load ran.
//
//   node tests/bench/support/cpuprofile-summary.mjs <file.cpuprofile> [--windows load-windows.json] [--top 25]
//
// --windows keeps only the samples taken inside the load windows the check-user benchmark writes beside the profiles
// (CLOCK_MONOTONIC microseconds, the clock V8 stamps samples with), so start-up and registration do not count.
// Frames of a bundle with a source map beside it (server/dist/*.js) are named by their TypeScript source.
// Prints: self time by function; self time by where the code lives (a package, the server's own code, Node's
// internals, the garbage collector), then the same with native code and Node's internals charged to the package that
// called them; and the share of samples with each package anywhere on the stack (inclusive: a hook that calls the
// rest of the request, as @fastify/cookie's does, holds all of it).
import fs from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function args(argv) {
  const out = { file: null, windows: null, top: 25 };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--windows') out.windows = argv[++i];
    else if (argv[i] === '--top') out.top = Number(argv[++i]);
    else out.file = argv[i];
  }
  if (!out.file) {
    console.error('usage: cpuprofile-summary.mjs <file.cpuprofile> [--windows load-windows.json] [--top 25]');
    process.exit(2);
  }
  return out;
}

const maps = new Map();
function sourceMapFor(file) {
  if (!maps.has(file)) {
    let map = null;
    try {
      map = new SourceMap(JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')));
    } catch {
      // no map: the bundle's own position is shown
    }
    maps.set(file, map);
  }
  return maps.get(file);
}

/** "server/src/plugins/auth.ts:97" for a bundle frame with a map, else the file's own path and line. */
function where(callFrame) {
  const { url, lineNumber, columnNumber } = callFrame;
  if (!url) return '';
  if (url.startsWith('node:')) return `${url}:${lineNumber + 1}`;
  const file = url.startsWith('file://') ? fileURLToPath(url) : url;
  // Only the server's own bundles are mapped: a dependency is named by its package, whatever its sources were.
  const map = file.includes('/node_modules/') ? null : sourceMapFor(file);
  if (map) {
    const entry = map.findEntry(lineNumber, columnNumber);
    if (entry?.originalSource) {
      const source = entry.originalSource.startsWith('file://')
        ? fileURLToPath(entry.originalSource)
        : path.resolve(path.dirname(file), entry.originalSource);
      return `${path.relative(process.cwd(), source)}:${entry.originalLine + 1}`;
    }
  }
  return `${path.relative(process.cwd(), file)}:${lineNumber + 1}`;
}

/** Where a frame's code lives: a package of node_modules, the server's own code, the shared package, Node… */
function owner(callFrame, location) {
  const { url, functionName } = callFrame;
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node internals';
  const pkg =
    /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(location) ?? /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (location.startsWith('server/src/')) return 'server (own code)';
  if (location.startsWith('shared/src/')) return '@onboarding/shared';
  return path.dirname(location) || location;
}

function main() {
  const opts = args(process.argv.slice(2));
  const profile = JSON.parse(fs.readFileSync(opts.file, 'utf8'));
  const windows = opts.windows ? JSON.parse(fs.readFileSync(opts.windows, 'utf8')) : null;
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const info = new Map();
  for (const n of profile.nodes) {
    const location = where(n.callFrame);
    info.set(n.id, {
      location,
      owner: owner(n.callFrame, location),
      name: n.callFrame.functionName || '(anonymous)',
    });
  }

  // Native code and Node's internals charged to the nearest frame of a package or of the server's own code: a
  // socket write to pg when pg wrote, to fastify when it answered, to sonic-boom when the log did.
  const CALLEE_ONLY = new Set(['node internals', '(native)']);
  const chargedTo = new Map();
  const charge = (id) => {
    if (!chargedTo.has(id)) {
      const own = info.get(id).owner;
      const up = parent.get(id);
      chargedTo.set(
        id,
        CALLEE_ONLY.has(own) && up !== undefined && info.get(up).owner !== '(root)' ? charge(up) : own,
      );
    }
    return chargedTo.get(id);
  };

  const self = new Map();
  const byOwner = new Map();
  const byCaller = new Map();
  const inclusive = new Map();
  let total = 0;
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i];
    if (windows && !windows.some((w) => t >= w.from && t <= w.to)) continue;
    const dt = profile.timeDeltas[i + 1] ?? 0;
    const id = profile.samples[i];
    const { location, owner: own, name } = info.get(id);
    if (own === '(idle)') continue; // waiting for I/O is not work
    total += dt;
    const key = `${name}  ${location}`;
    self.set(key, (self.get(key) ?? 0) + dt);
    byOwner.set(own, (byOwner.get(own) ?? 0) + dt);
    byCaller.set(charge(id), (byCaller.get(charge(id)) ?? 0) + dt);
    const onStack = new Set();
    for (let n = id; n !== undefined; n = parent.get(n)) onStack.add(info.get(n).owner);
    for (const o of onStack) inclusive.set(o, (inclusive.get(o) ?? 0) + dt);
  }
  if (total === 0) {
    console.error('no busy sample in the profile (or in its windows)');
    process.exit(1);
  }
  const pct = (x) => `${((100 * x) / total).toFixed(1).padStart(5)} %`;
  const ms = (x) => `${(x / 1000).toFixed(0).padStart(7)} ms`;
  const list = (map, top) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, v]) => `  ${ms(v)} ${pct(v)}  ${k}`)
      .join('\n');
  console.log(
    `${path.basename(opts.file)}: ${(total / 1000).toFixed(0)} ms busy` +
      `${windows ? ` inside ${windows.length} load windows` : ''} (idle samples left out)\n`,
  );
  console.log(`Self time by function (top ${opts.top}):\n${list(self, opts.top)}\n`);
  console.log(`Self time by where the code lives:\n${list(byOwner, 20)}\n`);
  console.log(`The same, native code and Node's internals charged to their caller:\n${list(byCaller, 20)}\n`);
  console.log(`Samples with it anywhere on the stack (inclusive):\n${list(inclusive, 20)}`);
}

main();
