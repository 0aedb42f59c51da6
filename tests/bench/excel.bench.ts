// npm run bench -- excel
//
// excel-sheets and excel-sheet-rows on a generated workbook of just under 20 MB (the largest the spec allows: a
// 24-month P&L sheet and a "Ledger" sheet of ~450,000 random-text cells, under the 500,000-cell limit):
//   - time of each call (median of the rounds);
//   - check-user latency (p50 / p99 / max) of requests sent at a steady rate while the parse runs, beside the same
//     figures with nothing else running (goal: p99 under 50 ms, the figure reported to scripts/bench.mjs);
//   - the API event loop's delay during the parse, beside the same with only check-user running
//     (perf_hooks.monitorEventLoopDelay; target: never blocked);
//   - the API process's peak RSS growth during the call (kernel high-water mark: main thread + worker);
//   - the worker's heap need: the smallest V8 heap cap (maxOldGenerationSizeMb) under which the task still succeeds,
//     found by trying caps in increasing order on a pool in this process.
//
// The API is the real app (buildApp) in its own process, with one applicant at the accounting step. Env:
// BENCH_DATA_DIR (default: a temp folder), BENCH_API_PORT (default 4550), BENCH_ROUNDS (default 8),
// BENCH_CHECK_USER_PER_SECOND (default 20), BENCH_API_EXEC_ARGV (Node flags for the API process, to profile it). Figures depend on the machine's other load: compare each with its idle
// baseline from the same run.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { median, percentile, report } from './support/report';

const MB = 1024 * 1024;
const TARGET_BYTES = 19.5 * MB; // just under MAX_EXCEL_BYTES (20 MB)
/** check-user requests are sent at this steady rate (BENCH_CHECK_USER_PER_SECOND, default 20). */
const CHECK_USER_INTERVAL_MS = 1000 / Number(process.env.BENCH_CHECK_USER_PER_SECOND ?? 20);

type ApiMessage =
  | { type: 'ready'; token: string }
  | { type: 'marked' }
  | {
      type: 'peak';
      rssGrowth: number | null;
      loopDelayMaxMs: number;
      loopDelayP99Ms: number;
      gcMaxMs: number;
      gcTotalMs: number;
      mainCpuMs: number | null;
      processCpuMs: number;
    };

// ---------------------------------------------------------------------------------------------------------------
// The API process

async function serveApi() {
  const { loadConfig } = await import('../../server/src/config');
  const { buildApp } = await import('../../server/src/app');
  const { signedInApplicant } = await import('../../server/src/test/applicant');
  const config = loadConfig(process.env);
  const app = await buildApp(config, { logger: false });
  await app.ready();
  const seeded = await signedInApplicant(app, { at: 'transactions' });
  await app.listen({ host: '127.0.0.1', port: config.apiPort });

  const readHwm = (): number | null => {
    try {
      const m = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync('/proc/self/status', 'utf8'));
      return m ? Number(m[1]) * 1024 : null;
    } catch {
      return null;
    }
  };
  let baseline = 0;
  // CPU time of the main thread alone (Linux: /proc/self/task/<pid>/stat, utime + stime in clock ticks of 10 ms),
  // beside the whole process's (main + worker threads): how the parsing work divides between the two.
  const mainThreadCpuMs = (): number | null => {
    try {
      const fields = fs.readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      return null;
    }
  };
  let mainCpuAtMark: number | null = null;
  let processCpuAtMark = process.cpuUsage();
  const loop = monitorEventLoopDelay({ resolution: 5 });
  // Garbage-collection pauses of the API's main thread, the other way its event loop can stall.
  let gcMaxMs = 0;
  let gcTotalMs = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gcMaxMs = Math.max(gcMaxMs, entry.duration);
      gcTotalMs += entry.duration;
    }
  }).observe({ entryTypes: ['gc'] });
  const send = (m: ApiMessage) => process.send?.(m);
  process.on('message', (msg: { type: string }) => {
    if (msg.type === 'mark') {
      try {
        fs.writeFileSync('/proc/self/clear_refs', '5'); // resets VmHWM to the current RSS
      } catch {
        // not Linux: no RSS figure
      }
      baseline = process.memoryUsage.rss();
      gcMaxMs = 0;
      gcTotalMs = 0;
      mainCpuAtMark = mainThreadCpuMs();
      processCpuAtMark = process.cpuUsage();
      loop.reset();
      loop.enable();
      send({ type: 'marked' });
    } else if (msg.type === 'peak') {
      loop.disable();
      const hwm = readHwm();
      send({
        type: 'peak',
        rssGrowth: hwm === null ? null : hwm - baseline,
        loopDelayMaxMs: loop.max / 1e6,
        loopDelayP99Ms: loop.percentile(99) / 1e6,
        gcMaxMs,
        gcTotalMs,
        mainCpuMs: mainCpuAtMark === null ? null : mainThreadCpuMs()! - mainCpuAtMark,
        processCpuMs: (() => {
          const used = process.cpuUsage(processCpuAtMark);
          return (used.user + used.system) / 1000;
        })(),
      });
    } else if (msg.type === 'stop') {
      void app.close().then(() => process.exit(0));
    }
  });
  send({ type: 'ready', token: seeded.token });
}

// ---------------------------------------------------------------------------------------------------------------
// The benchmark process

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function request(
  port: number,
  opts: { method: string; path: string; headers?: Record<string, string | number>; body?: Buffer },
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, agent, method: opts.method, path: opts.path, headers: opts.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

/** check-user at a steady rate (open loop, so a slow answer does not slow the sending) until `until` settles. */
async function checkUserLoad(port: number, token: string, until: Promise<unknown>): Promise<number[]> {
  const latencies: number[] = [];
  const inFlight: Promise<void>[] = [];
  let done = false;
  void until.finally(() => (done = true));
  while (!done) {
    const started = performance.now();
    inFlight.push(
      request(port, {
        method: 'GET',
        path: `/api/onboarding/check-user?${Date.now()}=`,
        headers: { authorization: `Bearer ${token}` },
      }).then((res) => {
        if (res.status !== 200) throw new Error(`check-user answered ${res.status}`);
        latencies.push(performance.now() - started);
      }),
    );
    await new Promise((r) => setTimeout(r, CHECK_USER_INTERVAL_MS));
  }
  await Promise.all(inFlight);
  return latencies;
}

async function workerHeapNeed(task: 'sheets' | 'rows', body: () => Buffer): Promise<string> {
  const { ExcelPool } = await import('../../server/src/excel/pool');
  for (const cap of [48, 64, 96, 128, 192, 256, 384, 512, 768]) {
    const pool = new ExcelPool({ size: 1, maxOldGenerationSizeMb: cap, timeLimitMs: 120_000 });
    try {
      const { stats } = await pool.run(task, body());
      return `succeeds with a ${cap} MB heap cap (fails below); heap ${(stats.heapTotalBytes / MB).toFixed(0)} MB and ${(stats.externalBytes / MB).toFixed(0)} MB external at the end`;
    } catch {
      // over this cap: try the next
    } finally {
      await pool.close();
    }
  }
  return 'needs more than 768 MB';
}

async function main() {
  const { largeWorkbook, dataUrl } = await import('../../server/src/excel/test-support');
  const dataDir =
    process.env.BENCH_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'onboarding-bench-excel-'));
  const ownDir = !process.env.BENCH_DATA_DIR;
  const port = Number(process.env.BENCH_API_PORT ?? 4550);
  const rounds = Number(process.env.BENCH_ROUNDS ?? 8);

  let generated = largeWorkbook(TARGET_BYTES);
  generated = largeWorkbook(TARGET_BYTES * (TARGET_BYTES / generated.bytes.length));
  const { bytes, ledgerCells } = generated;
  if (bytes.length > 20 * MB) throw new Error(`generated workbook is ${bytes.length} bytes, over 20 MB`);
  console.log(`workbook: ${(bytes.length / MB).toFixed(2)} MB, ledger ${ledgerCells} cells`);
  const content = dataUrl(bytes);
  const bodies = {
    sheets: () => Buffer.from(JSON.stringify({ file: { name: 'accounts.xlsx', content } })),
    rows: () =>
      Buffer.from(JSON.stringify({ sheetName: 'Ledger', file: { name: 'accounts.xlsx', content } })),
  };

  const child = fork(__filename, [], {
    env: {
      ...process.env,
      EXCEL_BENCH_ROLE: 'api',
      DATA_DIR: dataDir,
      API_PORT: String(port),
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'bench-secret-that-is-at-least-32-characters',
      NODE_ENV: 'development',
    },
    // BENCH_API_EXEC_ARGV: Node flags for the API process alone, to profile it (e.g. "--cpu-prof --trace-gc").
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_API_EXEC_ARGV ?? '').split(' ').filter(Boolean)],
  });
  const next = () =>
    new Promise<ApiMessage>((resolve) => child.once('message', (m) => resolve(m as ApiMessage)));
  try {
    const ready = (await next()) as Extract<ApiMessage, { type: 'ready' }>;
    const token = ready.token;

    // Warm-up: worker threads started, code compiled, one of each call.
    for (const task of ['sheets', 'rows'] as const) {
      const res = await request(port, {
        method: 'POST',
        path: `/api/onboarding/utils/${task === 'sheets' ? 'excel-sheets' : 'excel-sheet-rows'}`,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: bodies[task](),
      });
      if (res.status !== 200) throw new Error(`${task} answered ${res.status}: ${res.body}`);
    }

    child.send({ type: 'mark' });
    await next();
    const idle = await checkUserLoad(port, token, new Promise((r) => setTimeout(r, 5_000)));
    child.send({ type: 'peak' });
    const idleLoop = (await next()) as Extract<ApiMessage, { type: 'peak' }>;
    const idleP99 = percentile(idle, 99);
    console.log(
      `baseline, check-user alone (${(1000 / CHECK_USER_INTERVAL_MS).toFixed(0)}/s for 5 s): ` +
        `p50 ${ms(percentile(idle, 50))}, p99 ${ms(idleP99)}, max ${ms(Math.max(...idle))} (${idle.length} requests); ` +
        `API event loop delay p99 ${ms(idleLoop.loopDelayP99Ms)}, max ${ms(idleLoop.loopDelayMaxMs)}; ` +
        `main-thread GC pauses max ${ms(idleLoop.gcMaxMs)}, total ${ms(idleLoop.gcTotalMs)}; ` +
        `main-thread CPU over the 5 s ${ms(idleLoop.mainCpuMs ?? NaN)}`,
    );

    for (const task of ['sheets', 'rows'] as const) {
      const route = task === 'sheets' ? 'excel-sheets' : 'excel-sheet-rows';
      const times: number[] = [];
      const latencies: number[] = [];
      let rss = 0;
      let loopMax = 0;
      let loopP99 = 0;
      let gcMax = 0;
      let gcTotal = 0;
      let mainCpu = 0;
      let processCpu = 0;
      for (let round = 0; round < rounds; round++) {
        const body = bodies[task]();
        child.send({ type: 'mark' });
        await next();
        const started = performance.now();
        const call = request(port, {
          method: 'POST',
          path: `/api/onboarding/utils/${route}`,
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'content-length': body.length,
          },
          body,
        });
        const load = checkUserLoad(port, token, call);
        const res = await call;
        times.push(performance.now() - started);
        if (res.status !== 200) throw new Error(`${route} answered ${res.status}: ${res.body}`);
        latencies.push(...(await load));
        child.send({ type: 'peak' });
        const peak = (await next()) as Extract<ApiMessage, { type: 'peak' }>;
        rss = Math.max(rss, peak.rssGrowth ?? 0);
        loopMax = Math.max(loopMax, peak.loopDelayMaxMs);
        loopP99 = Math.max(loopP99, peak.loopDelayP99Ms);
        gcMax = Math.max(gcMax, peak.gcMaxMs);
        gcTotal += peak.gcTotalMs;
        mainCpu += peak.mainCpuMs ?? NaN;
        processCpu += peak.processCpuMs;
      }
      console.log(
        `${route} on a ${(bytes.length / MB).toFixed(1)} MB workbook (${rounds} rounds): ` +
          `time ${(median(times) / 1000).toFixed(2)} s median (${times.map((t) => (t / 1000).toFixed(2)).join(', ')}); ` +
          `check-user p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}, max ${ms(Math.max(...latencies))} (${latencies.length} requests); ` +
          `API event loop delay p99 ${ms(loopP99)}, max ${ms(loopMax)}; main-thread GC pauses max ${ms(gcMax)}, total ${ms(gcTotal)}; ` +
          `API CPU per call (main thread incl. check-user / whole process) ${ms(mainCpu / rounds)} / ${ms(processCpu / rounds)}; ` +
          `API peak RSS growth (main + worker) ${(rss / MB).toFixed(0)} MB`,
      );
      report({
        id: `excel.${task}.check-user-p99`,
        figure: `check-user p99 while ${route} parses a ${(bytes.length / MB).toFixed(1)} MB workbook`,
        value: percentile(latencies, 99),
        unit: 'ms',
        baseline: { label: 'check-user alone, this run', value: idleP99, unit: 'ms' },
        goal: { op: '<', value: 50 },
        detail:
          `${(1000 / CHECK_USER_INTERVAL_MS).toFixed(0)} check-user/s; parse ${(median(times) / 1000).toFixed(2)} s median of ${rounds}; ` +
          `API event loop delay max ${ms(loopMax)}; API peak RSS growth ${(rss / MB).toFixed(0)} MB; ` +
          `worker heap: ${await workerHeapNeed(task, bodies[task])}`,
      });
    }
    child.send({ type: 'stop' });
  } finally {
    await new Promise((r) => setTimeout(r, 500));
    if (child.exitCode === null) child.kill();
    agent.destroy();
    if (ownDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.env.EXCEL_BENCH_ROLE === 'api') {
  serveApi().catch((err) => {
    console.error(err);
    process.exit(1);
  });
} else {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
