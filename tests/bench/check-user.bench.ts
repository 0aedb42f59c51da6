// npm run bench -- check-user
//
// check-user throughput: the compiled API (server/dist/main.js, as `npm start` and the images run it)
// answering GET /api/onboarding/check-user for one registered applicant, loaded by 20 connections (autocannon,
// closed loop) for BENCH_SECONDS after a second's warm-up, against a bare Fastify hello-world loaded the same way in
// the same run (direct and proxied take turns, A B B A, of whole seconds: 3 + 3 for 5, so the machine's other load
// weighs on both alike):
//   - on PostgreSQL, direct to the API                        goal ≥ 0.25 × bare Fastify
//   - on PGlite (the embedded default), direct to the API     goal ≥ 0.1 × bare Fastify
//   - through the shell server's /api, beside direct          goal: costs ≤ 15 % (≥ 0.85 × direct)
// The API and the hello-world each run alone in a process, with the output in a log file; the load generator runs in
// this one. The /api figure runs the product as `npm start` does (scripts/lib/embedded-stack.mjs: the shell server
// hands /api to the API in the same process), on PostgreSQL when there is one, and compares the shell's port with
// the API's own port of that process. The PostgreSQL figures use a database of their own, created and dropped here.
//
// Env: BENCH_PORT (default 4510; the hello-world takes it, the API +5, the whole product PORT…PORT+8 for the /api
// figure), BENCH_SECONDS (default 5), BENCH_CONNECTIONS (default 20), BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/test: the server the bench's own database is created on; empty: PGlite only),
// BENCH_API_ARGS / BENCH_SHELL_ARGS (Node flags for the API / the product's process, e.g. "--cpu-prof
// --cpu-prof-dir=/tmp/prof": the measured loads' time windows are then written there too, as load-windows.json,
// for tests/bench/support/cpuprofile-summary.mjs; see docs/performance.md).
//
// On PostgreSQL the database's own count of transactions (pg_stat_database, flushed when the API's connections
// close) divided by the requests sent says how many round trips a check-user costs.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MB, report } from './support/report';
import {
  API_ARGS,
  apiEnv,
  assertFree,
  canConnect,
  load,
  processTree,
  registerApplicant,
  startNode,
  type LoadResult,
  type Server,
} from './support/servers';

const PORT = Number(process.env.BENCH_PORT) || 4510;
const API_PORT = PORT + 5;
const SECONDS = Number(process.env.BENCH_SECONDS) || 5;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS) || 20;
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const API_EXTRA_ARGS = (process.env.BENCH_API_ARGS ?? '').split(' ').filter(Boolean);
const SHELL_EXTRA_ARGS = (process.env.BENCH_SHELL_ARGS ?? '').split(' ').filter(Boolean);
const PROFILE_DIR = /--cpu-prof-dir=(\S+)/.exec(
  `${process.env.BENCH_API_ARGS} ${process.env.BENCH_SHELL_ARGS}`,
)?.[1];
const CHECK_USER = '/api/onboarding/check-user';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const describe = (r: Measured) =>
  `p50 ${r.p50} ms, p99 ${r.p99} ms${r.segments > 1 ? ` (worst of ${r.segments} turns)` : ''}, ` +
  `${r.requests.toLocaleString('en-US')} answers in ${r.seconds.toFixed(1)} s`;

interface Target {
  label: string;
  url: string;
  headers?: Record<string, string>;
}

type Measured = LoadResult & {
  segments: number;
  sent: number;
  /** CPU time of the measured process per answer, µs, when `cpuOf` was given (less moved by the machine's load). */
  cpuPerAnswer?: number;
};

/** The CPU time a process has used, µs (user + system, from /proc: Linux). */
function cpuTime(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime, the 14th and 15th fields, in clock ticks (100 a second on Linux).
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / 100;
}

/** The measured loads' windows, in the clock V8 stamps profile samples with (CLOCK_MONOTONIC, microseconds). */
const windows: { label: string; from: number; to: number }[] = [];
const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

/**
 * A short load on each target first (code compiled, connections and pools open), then BENCH_SECONDS of load on
 * each. Two targets take turns (A B B A, half the time each), so that the machine's other load weighs on both alike
 * and their ratio means something.
 */
async function measure(targets: Target[], cpuOf?: () => number): Promise<Measured[]> {
  const turns = targets.length > 1 ? 2 : 1;
  // autocannon counts whole seconds.
  const seconds = Math.ceil(SECONDS / turns);
  const segments = targets.map(() => [] as LoadResult[]);
  const sent = targets.map(() => 0);
  const cpu = targets.map(() => 0);
  for (const [i, t] of targets.entries())
    sent[i] += (
      await load({ url: t.url, headers: t.headers, connections: CONNECTIONS, seconds: 1 })
    ).requests;
  for (let turn = 0; turn < turns; turn++) {
    const order = targets.map((_, i) => i);
    if (turn % 2 === 1) order.reverse();
    for (const i of order) {
      const t = targets[i];
      const from = monotonicMicros();
      const cpuFrom = cpuOf?.() ?? 0;
      const r = await load({
        url: t.url,
        headers: t.headers,
        connections: CONNECTIONS,
        seconds,
      });
      windows.push({ label: t.label, from, to: monotonicMicros() });
      if (cpuOf) cpu[i] += cpuOf() - cpuFrom;
      segments[i].push(r);
      sent[i] += r.requests;
    }
  }
  return targets.map((t, i) => {
    const parts = segments[i];
    const requests = parts.reduce((n, r) => n + r.requests, 0);
    const elapsed = parts.reduce((n, r) => n + r.seconds, 0);
    const m: Measured = {
      rps: requests / elapsed,
      requests,
      seconds: elapsed,
      p50: Math.max(...parts.map((r) => r.p50)),
      p99: Math.max(...parts.map((r) => r.p99)),
      segments: parts.length,
      sent: sent[i],
      ...(cpuOf ? { cpuPerAnswer: cpu[i] / requests } : {}),
    };
    const cpuNote = m.cpuPerAnswer === undefined ? '' : `; ${m.cpuPerAnswer.toFixed(0)} µs of CPU per answer`;
    console.log(`  ${t.label}: ${m.rps.toFixed(0)} req/s, ${describe(m)}${cpuNote}`);
    return m;
  });
}

/** "the API's CPU 52 µs per answer" (user + system time of its process over the measured loads). */
const cpuPerAnswer = (r: Measured) =>
  r.cpuPerAnswer === undefined
    ? 'CPU not measured'
    : `the API's CPU ${r.cpuPerAnswer.toFixed(0)} µs per answer`;

/** "1,020 µs through the shell, 1,000 µs direct (+2 %)": what the shell adds, in CPU rather than in throughput. */
function cpuFigures({ direct, proxied }: { direct: Measured; proxied: Measured }): string {
  if (direct.cpuPerAnswer === undefined || proxied.cpuPerAnswer === undefined) return 'not measured';
  const us = (n: number) => `${n.toLocaleString('en-US', { maximumFractionDigits: 0 })} µs`;
  const more = (proxied.cpuPerAnswer / direct.cpuPerAnswer - 1) * 100;
  return `${us(proxied.cpuPerAnswer)} through the shell, ${us(direct.cpuPerAnswer)} direct (${more >= 0 ? '+' : ''}${more.toFixed(0)} %)`;
}

/** The API process's resident memory in MB (with PGlite, the database's is in it). */
const rssOf = (server: Server) => (processTree(server.child.pid!)[0]?.rss ?? NaN) / MB;

/** A database of our own on BENCH_DATABASE_URL's server, and its count of committed and rolled-back transactions. */
async function withDatabase<T>(
  work: (url: string, transactions: () => Promise<number>) => Promise<T>,
): Promise<T> {
  const { default: pg } = await import('pg');
  // BENCH_PORT in the name too: benchmarks of other checkouts may run on the same server at the same time.
  const name = `onboarding_bench_${PORT}_${process.pid}`;
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  const transactions = async () => {
    const { rows } = await admin.query(
      'SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = $1',
      [name],
    );
    return Number(rows[0]?.n ?? 0);
  };
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(DATABASE_URL);
    url.pathname = `/${name}`;
    return await work(url.toString(), transactions);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function apiOn(dir: string, label: string, databaseUrl?: string): Promise<Server> {
  const dataDir = path.join(dir, label);
  fs.mkdirSync(dataDir, { recursive: true });
  return startNode(`API (${label})`, [...API_EXTRA_ARGS, ...API_ARGS], {
    env: { ...apiEnv({ port: API_PORT, dataDir, databaseUrl }), NODE_ENV: 'development' },
    port: API_PORT,
    log: path.join(dir, `api-${label}.log`),
  });
}

async function main() {
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the servers did not build');
  await assertFree(PORT, API_PORT);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'onboarding-bench-check-user-'));
  let ok = false;
  console.log(
    `${CONNECTIONS} connections, ${SECONDS} s per figure; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${os.cpus().length} CPUs`,
  );
  const running: Server[] = [];
  const start = async (server: Promise<Server>) => {
    const s = await server;
    running.push(s);
    return s;
  };
  const stop = async (s: Server) => {
    await s.stop();
    running.splice(running.indexOf(s), 1);
  };
  try {
    const hello = await start(
      startNode('bare Fastify hello-world', ['tests/bench/support/hello-world.mjs'], {
        env: { PORT: String(PORT) },
        port: PORT,
        log: path.join(dir, 'hello-world.log'),
      }),
    );
    const [bare] = await measure(
      [{ label: 'bare Fastify hello-world', url: `http://127.0.0.1:${PORT}/` }],
      () => cpuTime(hello.child.pid!),
    );
    await stop(hello);
    const bareBaseline = {
      label: `bare Fastify hello-world, ${CONNECTIONS} connections, this run`,
      value: bare.rps,
      unit: 'req/s',
    };

    /** The API on `label`'s database with an applicant signed in, and check-user straight to it. */
    const api = async (label: string, databaseUrl?: string) => {
      const server = await start(apiOn(dir, label, databaseUrl));
      const base = `http://127.0.0.1:${API_PORT}`;
      const who = await registerApplicant(base, path.join(dir, label));
      const target: Target = {
        label: `check-user on ${label}, direct`,
        url: `${base}${CHECK_USER}`,
        headers: who.headers,
      };
      return { server, who, target };
    };

    /**
     * The product's process as `npm start` runs it (the shell server handing /api to the API in it), on PORT…PORT+8,
     * with an applicant signed in: check-user on the API's own port and through the shell's.
     */
    const stack = async (label: string, databaseUrl?: string) => {
      const dataDir = path.join(dir, `stack-${label}`);
      fs.mkdirSync(dataDir, { recursive: true });
      // Imported, not required: scripts/ is ES modules with top-level await.
      const { plan } = await import('../../scripts/start.mjs');
      const product = plan({
        ...apiEnv({ port: API_PORT, dataDir, databaseUrl }),
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
      });
      await assertFree(...product.services.map((s) => s.port));
      const server = await start(
        startNode('the product (one process)', [...SHELL_EXTRA_ARGS, ...product.args], {
          env: product.env,
          port: PORT,
          log: path.join(dir, `stack-${label}.log`),
        }),
      );
      // Every server of the process listens before the first request.
      for (const s of product.services) while (!(await canConnect(s.port))) await sleep(100);
      const who = await registerApplicant(`http://127.0.0.1:${PORT}`, dataDir);
      const target = (where: string, port: number): Target => ({
        label: `check-user on ${label}, ${where}`,
        url: `http://127.0.0.1:${port}${CHECK_USER}`,
        headers: who.headers,
      });
      return {
        server,
        direct: target('direct to the API (npm start)', API_PORT),
        proxied: target('through the shell (npm start)', PORT),
        cpu: () => cpuTime(server.child.pid!),
      };
    };

    let proxy: { label: string; direct: Measured; proxied: Measured } | undefined;
    if (DATABASE_URL) {
      await withDatabase(async (url, transactions) => {
        const pg = await api('postgres', url);
        // Counted from before the first load; registration's few transactions, if their statistics were not sent
        // yet, add a handful to thousands.
        const before = await transactions();
        const [direct] = await measure([pg.target], () => cpuTime(pg.server.child.pid!));
        const apiRss = rssOf(pg.server);
        // Stopping the API closes its connections, which flushes their statistics (PostgreSQL 15 sends them at
        // most once a second while a connection lives).
        await stop(pg.server);
        await new Promise((resolve) => setTimeout(resolve, 500));
        const perRequest = ((await transactions()) - before) / direct.sent;
        report({
          id: 'check-user.postgres',
          figure: `check-user on PostgreSQL, ${CONNECTIONS} connections, direct to the API`,
          value: direct.rps,
          unit: 'req/s',
          baseline: bareBaseline,
          goal: { op: '>=', value: 0.25, of: 'baseline' },
          detail:
            `${(direct.rps / bare.rps).toFixed(3)} × bare Fastify; ${describe(direct)}; ` +
            `${perRequest.toFixed(2)} database transactions per request; ${cpuPerAnswer(direct)}; ` +
            `API RSS ${apiRss.toFixed(0)} MB after`,
        });

        const product = await stack('postgres', url);
        const [viaApi, viaShell] = await measure([product.direct, product.proxied], product.cpu);
        proxy = { label: 'PostgreSQL', direct: viaApi, proxied: viaShell };
        await stop(product.server);
      });
    } else {
      console.log(
        '  BENCH_DATABASE_URL is empty: no PostgreSQL figure, the /api figure is measured on PGlite',
      );
    }

    const embedded = await api('pglite');
    const [direct] = await measure([embedded.target], () => cpuTime(embedded.server.child.pid!));
    const apiRss = rssOf(embedded.server);
    report({
      id: 'check-user.pglite',
      figure: `check-user on PGlite (the embedded default), ${CONNECTIONS} connections, direct to the API`,
      value: direct.rps,
      unit: 'req/s',
      baseline: bareBaseline,
      goal: { op: '>=', value: 0.1, of: 'baseline' },
      detail: `${(direct.rps / bare.rps).toFixed(3)} × bare Fastify; ${describe(direct)}; ${cpuPerAnswer(direct)}; API RSS ${apiRss.toFixed(0)} MB after (the database in it)`,
    });
    await stop(embedded.server);
    if (!proxy) {
      const product = await stack('pglite');
      const [viaApi, viaShell] = await measure([product.direct, product.proxied], product.cpu);
      proxy = { label: 'PGlite', direct: viaApi, proxied: viaShell };
      await stop(product.server);
    }

    // Set in the PostgreSQL section's callback or just above, which TypeScript does not follow.
    const measured = proxy as { label: string; direct: Measured; proxied: Measured };
    const cost = (1 - measured.proxied.rps / measured.direct.rps) * 100;
    report({
      id: 'check-user.proxy',
      figure: `check-user through the shell server's /api under npm start (${measured.label})`,
      value: measured.proxied.rps,
      unit: 'req/s',
      baseline: {
        label: "the same process, the API's own port, in turns with it, this run",
        value: measured.direct.rps,
        unit: 'req/s',
      },
      goal: { op: '>=', value: 0.85, of: 'baseline' },
      detail:
        `the shell's /api costs ${cost.toFixed(0)} % (goal ≤ 15 %; handed to the API in process, no network hop); ` +
        `the process's CPU per answer ${cpuFigures(measured)}; ${describe(measured.proxied)}`,
    });
    // The servers' logs and PGlite's folder are only worth keeping when something went wrong.
    ok = true;
  } finally {
    for (const s of running.reverse()) await s.stop();
    if (PROFILE_DIR) {
      fs.mkdirSync(PROFILE_DIR, { recursive: true });
      fs.writeFileSync(path.join(PROFILE_DIR, 'load-windows.json'), `${JSON.stringify(windows, null, 2)}\n`);
      console.log(`profiles and load windows in ${PROFILE_DIR}`);
    }
    if (ok) fs.rmSync(dir, { recursive: true, force: true });
    else console.log(`the servers' logs are kept in ${dir}`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
