// npm run bench -- memory
//
// The memory of the whole embedded stack: `node scripts/start.mjs --fresh` (what `npm start` runs; npm's
// own process is not counted) on a port base and a data folder of its own, then
//   1. a journey through the shell's origin as a browser makes it: the welcome page and its scripts, /remotes.json and
//      every remote's manifest, and one applicant brought through the API from registration to submission
//      (eligibility, documents, Stripe, monthly accounts in Excel: the worker threads start), the same calls as
//      tests/e2e/support; then the resident memory of every process under start.mjs, summed from /proc
//      (goal ≤ 600 MB; PSS, which shares common pages out instead of counting them in each process, beside it);
//   2. a bounded load of BENCH_MEMORY_REQUESTS (default 20,000) requests through the shell (check-user by the /api
//      proxy, three in four, and the welcome page), 20 connections; then the growth of the same sum (goal ≤ 50 MB).
//
// Env: BENCH_PORT (default 4520; the product takes it to +8), BENCH_DATA_DIR (default .data-bench, removed before
// and after), BENCH_MEMORY_REQUESTS (default 20000). The first run builds what is missing (minutes).
import { request as playwrightRequest } from '@playwright/test';
import path from 'node:path';
import { MB, report } from './support/report';
import { ROOT, load, processTree, startProduct, type ProcessMemory } from './support/servers';

const PORT = Number(process.env.BENCH_PORT) || 4520;
const DATA_DIR = path.resolve(ROOT, process.env.BENCH_DATA_DIR || '.data-bench');
const REQUESTS = Number(process.env.BENCH_MEMORY_REQUESTS) || 20_000;
const SETTLE_MS = 3_000;

const mb = (bytes: number) => bytes / MB;

/** The sum over the tree and the largest processes, each named by what it runs. */
function measureTree(rootPid: number) {
  const tree = processTree(rootPid);
  const rss = tree.reduce((n, p) => n + p.rss, 0);
  const pss = tree.every((p) => p.pss !== null) ? tree.reduce((n, p) => n + (p.pss ?? 0), 0) : null;
  return { tree, rss, pss };
}

const ROLES: [RegExp, string][] = [
  [/embedded-stack\.mjs/, 'the servers (one process)'],
  [/server\/dist\/integration\/main\.js/, 'integration service'],
  [/server\/dist\/main\.js/, 'API'],
  [/serve-remote\.mjs/, 'remote servers'],
  [/shell\/server\.mjs/, 'shell server'],
  [/backoffice\/server\.mjs/, 'back office server'],
  [/scripts\/start\.mjs/, 'start.mjs'],
];

/** MB by role, largest first: "integration service 826, API 682, supervisors ×9 420, …". */
function describeTree(tree: ProcessMemory[]): string {
  const groups = new Map<string, { count: number; rss: number }>();
  for (const p of tree) {
    const key = ROLES.find(([pattern]) => pattern.test(p.command))?.[1] ?? p.command.slice(0, 40);
    const g = groups.get(key) ?? { count: 0, rss: 0 };
    g.count += 1;
    g.rss += p.rss;
    groups.set(key, g);
  }
  return [...groups.entries()]
    .sort((a, b) => b[1].rss - a[1].rss)
    .map(([key, g]) => `${key}${g.count > 1 ? ` ×${g.count}` : ''} ${mb(g.rss).toFixed(0)}`)
    .join(', ');
}

/** The welcome page, the scripts and styles it names, /remotes.json and each remote's manifest and entry. */
async function browse(base: string) {
  const get = async (url: string) => {
    const res = await fetch(url);
    if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
    return res;
  };
  const html = await (await get(`${base}/`)).text();
  for (const [, src] of html.matchAll(/(?:src|href)="(\/[^"]+\.(?:js|css))"/g)) await get(`${base}${src}`);
  const remotes = (await (await get(`${base}/remotes.json`)).json()) as Record<string, string>;
  for (const manifestUrl of Object.values(remotes)) {
    const manifest = (await (await get(manifestUrl)).json()) as {
      metaData?: { remoteEntry?: { name?: string } };
    };
    const entry = manifest.metaData?.remoteEntry?.name;
    if (entry) await get(new URL(entry, manifestUrl).toString());
  }
  return Object.keys(remotes).length;
}

async function main() {
  const product = await startProduct(PORT, DATA_DIR);
  const { base } = product;
  console.log(`scripts/start.mjs on ${PORT}, data in ${path.relative(ROOT, DATA_DIR)}, log ${product.log}`);
  try {
    // The e2e helpers read the outbox of the product they drive from this variable (tests/e2e/support/outbox.ts).
    process.env.E2E_DATA_DIR_RESOLVED = DATA_DIR;
    const { applicantUnderReview } = await import('../e2e/support/accounting');
    const remoteCount = await browse(base);
    const api = await playwrightRequest.newContext({ baseURL: base });
    const { token } = await applicantUnderReview(api);
    await api.dispose();
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const journey = measureTree(product.pid);
    console.log(
      `after the journey: ${journey.tree.length} processes, RSS ${mb(journey.rss).toFixed(0)} MB` +
        `${journey.pss === null ? '' : `, PSS ${mb(journey.pss).toFixed(0)} MB`}: ${describeTree(journey.tree)}`,
    );
    report({
      id: 'memory.stack',
      figure: 'memory of the embedded stack (`node scripts/start.mjs`) after a journey, RSS summed',
      value: mb(journey.rss),
      unit: 'MB',
      baseline: {
        label: '`npm start` after a journey, 17 node processes',
        value: 2.5 * 1024,
        source: 'issue #20, before',
      },
      goal: { op: '<=', value: 600 },
      detail:
        `${journey.tree.length} processes${journey.pss === null ? '' : `, PSS ${mb(journey.pss).toFixed(0)} MB`}; ` +
        `MB by process: ${describeTree(journey.tree)}; journey: ${remoteCount} remotes' manifests, one applicant ` +
        'registered to submitted',
    });

    const result = await load({
      url: base,
      connections: 20,
      amount: REQUESTS,
      headers: { authorization: `Bearer ${token}` },
      paths: ['/api/onboarding/check-user', '/api/onboarding/check-user', '/api/onboarding/check-user', '/'],
    });
    console.log(
      `load: ${result.requests} answers in ${result.seconds.toFixed(1)} s (${result.rps.toFixed(0)} req/s, p99 ${result.p99} ms)`,
    );
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const after = measureTree(product.pid);
    console.log(
      `after the load: RSS ${mb(after.rss).toFixed(0)} MB${after.pss === null ? '' : `, PSS ${mb(after.pss).toFixed(0)} MB`}: ${describeTree(after.tree)}`,
    );
    // Per process, so an idle process giving memory back (a late GC) does not hide one that grew under the load.
    const grown = after.tree.reduce((n, p) => {
      const before = journey.tree.find((b) => b.pid === p.pid);
      return n + Math.max(0, p.rss - (before?.rss ?? 0));
    }, 0);
    report({
      id: 'memory.growth',
      figure: `memory growth of the stack over ${REQUESTS.toLocaleString('en-US')} requests (20 connections, through the shell)`,
      value: mb(grown),
      unit: 'MB',
      baseline: { label: 'RSS summed after the journey, this run', value: mb(journey.rss), unit: 'MB' },
      goal: { op: '<=', value: 50 },
      detail:
        `the processes that grew, summed (the whole tree: ${mb(after.rss - journey.rss).toFixed(0)} MB); ` +
        `three check-user (proxied) to one welcome page, ${result.rps.toFixed(0)} req/s, p99 ${result.p99} ms`,
    });
  } finally {
    await product.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
