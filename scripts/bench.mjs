#!/usr/bin/env node
// Runs every tests/bench/*.bench.{mjs,js,ts} in turn (TypeScript through tsx), each in its own process so one
// benchmark's memory never colours another's, then prints every figure beside its baseline and its goal and exits
// non-zero when a benchmark failed or a goal was missed. Benchmarks are not part of `npm test`.
//
//   npm run bench                      every benchmark
//   npm run bench -- check-user excel  only the files whose name contains one of the words
//   npm run bench -- --readme          runs nothing: writes README.md's benchmark table from bench-results/latest.json
//
// A benchmark reports a figure by printing `@bench {...}` (the contract: scripts/lib/bench-report.mjs). The figures
// of a run replace those with the same id in bench-results/latest.json (git-ignored); the others are kept, so a
// partial run updates its own rows of the README only.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  LINE_PREFIX,
  evaluate,
  markdownTable,
  mergeResults,
  parseFigure,
  replaceBetweenMarkers,
  textTable,
} from './lib/bench-report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const benchDir = path.join(root, 'tests', 'bench');
const resultsFile = path.join(root, 'bench-results', 'latest.json');
const readmeFile = path.join(root, 'README.md');

function readResults() {
  try {
    return JSON.parse(fs.readFileSync(resultsFile, 'utf8'));
  } catch (err) {
    if (err.code === 'ENOENT') return null;
    throw err;
  }
}

async function writeReadme() {
  const results = readResults();
  if (!results?.figures?.length) {
    console.error(`No results in ${path.relative(root, resultsFile)}: run \`npm run bench\` first.`);
    process.exit(1);
  }
  const text = replaceBetweenMarkers(fs.readFileSync(readmeFile, 'utf8'), markdownTable(results));
  // Prettier aligns the table as `npm run lint` expects it, so the generated README passes the lint as it is.
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(readmeFile)) ?? {};
  fs.writeFileSync(readmeFile, await prettier.format(text, { ...options, filepath: readmeFile }));
  console.log(`README.md: ${results.figures.length} figures from ${path.relative(root, resultsFile)}`);
}

function run(file, order) {
  const args = file.endsWith('.ts')
    ? ['--import', 'tsx', path.join(benchDir, file)]
    : [path.join(benchDir, file)];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    const figures = [];
    const problems = [];
    let pending = '';
    const take = (line) => {
      if (!line.startsWith(LINE_PREFIX)) {
        console.log(line);
        return;
      }
      try {
        figures.push({ ...parseFigure(line.slice(LINE_PREFIX.length)), file, order: order.next++ });
      } catch (err) {
        problems.push(err.message);
        console.log(line);
      }
    };
    child.stdout.on('data', (chunk) => {
      pending += chunk.toString('utf8');
      let nl;
      while ((nl = pending.indexOf('\n')) !== -1) {
        take(pending.slice(0, nl));
        pending = pending.slice(nl + 1);
      }
    });
    child.on('close', (code) => {
      if (pending) take(pending);
      if (code === 0 && figures.length === 0) problems.push('it reported no figure');
      resolve({ file, code: code ?? 1, figures, problems });
    });
  });
}

async function main() {
  const argv = process.argv.slice(2);
  if (argv.includes('--readme')) {
    if (argv.length > 1)
      throw new Error('--readme takes no other argument: it writes the table, it runs nothing');
    await writeReadme();
    return;
  }
  const filters = argv;
  const files = fs
    .readdirSync(benchDir)
    .filter((f) => /\.bench\.(mjs|js|ts)$/.test(f))
    .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
    .sort();
  if (files.length === 0) {
    console.error(`No benchmark in tests/bench${filters.length ? ` matching ${filters.join(', ')}` : ''}.`);
    process.exit(1);
  }

  const started = {
    at: new Date().toISOString(),
    cpus: os.cpus().length,
    loadavg: os.loadavg(),
    node: process.versions.node,
    filters,
  };
  const outcomes = [];
  for (const file of files) {
    console.log(`\n=== ${file}`);
    // Figures keep their order within a file; files sort by name.
    outcomes.push(await run(file, { next: 0 }));
  }

  const figures = outcomes.flatMap((o) => o.figures.map((f) => ({ ...f, run: started })));
  fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
  fs.writeFileSync(
    resultsFile,
    `${JSON.stringify(mergeResults(readResults(), { at: started.at, figures }), null, 2)}\n`,
  );

  console.log(
    `\n=== Summary (load average ${started.loadavg.map((l) => l.toFixed(1)).join(' ')} at the start, ${started.cpus} CPUs)`,
  );
  if (figures.length) console.log(textTable(figures));
  console.log('');
  for (const { file, code, figures: own, problems } of outcomes) {
    const missed = own.filter((f) => evaluate(f).met === false).length;
    const state = code !== 0 ? `FAILED (exit ${code})` : problems.length ? 'bad report' : 'ran';
    console.log(`${file}: ${state}, ${own.length} figures${missed ? `, ${missed} goals missed` : ''}`);
    for (const p of problems) console.log(`  ${p}`);
  }
  console.log(
    `Results: ${path.relative(root, resultsFile)} (\`npm run bench -- --readme\` writes README.md's table)`,
  );
  const failed = outcomes.some((o) => o.code !== 0 || o.problems.length > 0);
  const missed = figures.some((f) => evaluate(f).met === false);
  process.exit(failed || missed ? 1 : 0);
}

main().catch((err) => {
  console.error(err.message ?? err);
  process.exit(1);
});
