#!/usr/bin/env node
// Runs every tests/bench/*.bench.{mjs,js,ts} in turn (TypeScript through tsx), each in its own process so one
// benchmark's memory never colours another's, and prints their figures. `npm run bench -- documents` runs only
// the files whose name contains "documents". A benchmark reports figures by printing lines
// `@bench {"name": "...", "figures": {"label": "value", ...}}`; the summary at the end lists them.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const benchDir = path.join(root, 'tests', 'bench');
const filters = process.argv.slice(2);

const files = fs
  .readdirSync(benchDir)
  .filter((f) => /\.bench\.(mjs|js|ts)$/.test(f))
  .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
  .sort();

if (files.length === 0) {
  console.error(`No benchmark in tests/bench${filters.length ? ` matching ${filters.join(', ')}` : ''}.`);
  process.exit(1);
}

function run(file) {
  const args = file.endsWith('.ts')
    ? ['--import', 'tsx', path.join(benchDir, file)]
    : [path.join(benchDir, file)];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    const results = [];
    let pending = '';
    child.stdout.on('data', (chunk) => {
      pending += chunk.toString('utf8');
      let nl;
      while ((nl = pending.indexOf('\n')) !== -1) {
        const line = pending.slice(0, nl);
        pending = pending.slice(nl + 1);
        if (line.startsWith('@bench ')) {
          try {
            results.push(JSON.parse(line.slice(7)));
          } catch {
            console.log(line);
          }
        } else {
          console.log(line);
        }
      }
    });
    child.on('close', (code) => {
      if (pending) console.log(pending);
      resolve({ file, code: code ?? 1, results });
    });
  });
}

const outcomes = [];
for (const file of files) {
  console.log(`\n=== ${file}`);
  outcomes.push(await run(file));
}

console.log('\n=== Summary');
for (const { file, code, results } of outcomes) {
  console.log(`${file}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`}`);
  for (const r of results) {
    console.log(`  ${r.name}`);
    for (const [label, value] of Object.entries(r.figures ?? {})) console.log(`    ${label}: ${value}`);
  }
}
process.exit(outcomes.every((o) => o.code === 0) ? 0 : 1);
