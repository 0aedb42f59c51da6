// npm run bench -- documents
//
// 1. financial-upload with five 20 MB documents (one JSON body of ~140 MB): time, and the API process's peak RSS
//    growth during the request (target: under 3x the largest file, i.e. 60 MB).
// 2. A 200 MB direct form POST to the local storage driver (upload-link → POST → confirm-upload): throughput as a
//    ratio to a plain write (+fsync) of the same bytes to the same disk in the same run, and the API's peak RSS
//    growth (target: under 64 MB, i.e. streaming).
//
// The API is the real app (buildApp) in its own process, seeded with one eligible application. Its peak RSS is the
// kernel's high-water mark (VmHWM, reset through /proc/self/clear_refs right before each request, after a GC), with
// a 2 ms RSS sampler as a fallback where /proc is not available. Env: BENCH_DATA_DIR (default: a temp folder),
// BENCH_API_PORT (default 4540), BENCH_ROUNDS (default 3), BENCH_API_ARGS (extra Node flags for the API process).
import { fork, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { report, type Figure } from './support/report';

const MB = 1024 * 1024;
const DOCUMENT_BYTES = 20 * MB; // MAX_DOCUMENT_BYTES
const CSV_BYTES = 200 * MB; // MAX_CSV_BYTES

type ApiMessage =
  | { type: 'ready'; port: number; token: string }
  | { type: 'marked'; rss: number }
  | { type: 'peak'; baseline: number; kernelPeak: number | null; sampledPeak: number; cpuMs: number };

// ---------------------------------------------------------------------------------------------------------------
// The API process

async function serveApi() {
  const { loadConfig } = await import('../../server/src/config');
  const { buildApp } = await import('../../server/src/app');
  const { signedInApplicant } = await import('../../server/src/test/applicant');
  const config = loadConfig(process.env);
  const app = await buildApp(config, { logger: false });
  await app.ready();
  const seeded = await signedInApplicant(app, { at: 'eligible' });
  await app.listen({ host: '127.0.0.1', port: config.apiPort });

  const hwmFile = '/proc/self/status';
  const readHwm = (): number | null => {
    try {
      const m = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(hwmFile, 'utf8'));
      return m ? Number(m[1]) * 1024 : null;
    } catch {
      return null;
    }
  };
  let baseline = process.memoryUsage.rss();
  let sampledPeak = baseline;
  let cpuAtMark = process.cpuUsage();
  // The sampler costs CPU in the measured process; it only runs where the kernel's high-water mark is unavailable.
  if (readHwm() === null) {
    setInterval(() => {
      const rss = process.memoryUsage.rss();
      if (rss > sampledPeak) sampledPeak = rss;
    }, 2).unref();
  }

  const send = (m: ApiMessage) => process.send?.(m);
  process.on('message', async (msg: { type: string }) => {
    if (msg.type === 'mark') {
      (globalThis as { gc?: () => void }).gc?.();
      try {
        fs.writeFileSync('/proc/self/clear_refs', '5'); // resets VmHWM to the current RSS
      } catch {
        // not Linux, or not allowed: the sampler still runs
      }
      baseline = process.memoryUsage.rss();
      sampledPeak = baseline;
      cpuAtMark = process.cpuUsage();
      send({ type: 'marked', rss: baseline });
    } else if (msg.type === 'peak') {
      const cpu = process.cpuUsage(cpuAtMark);
      send({
        type: 'peak',
        baseline,
        kernelPeak: readHwm(),
        sampledPeak: Math.max(sampledPeak, process.memoryUsage.rss()),
        cpuMs: (cpu.user + cpu.system) / 1000,
      });
    } else if (msg.type === 'close') {
      await app.close();
      process.exit(0);
    }
  });
  send({ type: 'ready', port: config.apiPort, token: seeded.token });
}

// ---------------------------------------------------------------------------------------------------------------
// The driver

class Api {
  private waiters: { resolve: (m: ApiMessage) => void; reject: (err: Error) => void }[] = [];
  constructor(private readonly child: ChildProcess) {
    child.on('message', (m: ApiMessage) => this.waiters.shift()?.resolve(m));
    // An API that dies (e.g. fails to start) fails the benchmark instead of leaving it waiting.
    child.on('exit', (code) => {
      for (const w of this.waiters.splice(0)) w.reject(new Error(`API process exited (${code})`));
    });
  }
  next(): Promise<ApiMessage> {
    return new Promise((resolve, reject) => this.waiters.push({ resolve, reject }));
  }
  async ask(type: 'mark' | 'peak'): Promise<ApiMessage> {
    const reply = this.next();
    this.child.send({ type });
    return reply;
  }
  /** Peak RSS growth (bytes) and CPU time (ms) of the API since the last mark. */
  async growth(): Promise<{ growth: number; source: string; cpuMs: number }> {
    const p = (await this.ask('peak')) as Extract<ApiMessage, { type: 'peak' }>;
    if (p.kernelPeak !== null)
      return { growth: Math.max(0, p.kernelPeak - p.baseline), source: 'VmHWM', cpuMs: p.cpuMs };
    return { growth: Math.max(0, p.sampledPeak - p.baseline), source: 'sampled RSS', cpuMs: p.cpuMs };
  }
}

interface Response {
  status: number;
  body: string;
}

function request(
  port: number,
  opts: {
    method: string;
    path: string;
    headers?: Record<string, string | number>;
    body?: AsyncIterable<Buffer> | Iterable<Buffer>;
  },
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method: opts.method, path: opts.path, headers: opts.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (!opts.body) {
      req.end();
      return;
    }
    pipeline(Readable.from(opts.body), req).catch(reject);
  });
}

const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** A document of `size` bytes that the sniffer accepts: a PDF header then random bytes (incompressible, like scans). */
function fakePdf(size: number): Buffer {
  const head = Buffer.from('%PDF-1.7\n');
  return Buffer.concat([head, crypto.randomBytes(size - head.length)]);
}

/** An .xlsx-shaped ZIP of `size` bytes: [Content_Types].xml, xl/workbook.xml and a stored padding part. */
async function fakeXlsx(size: number): Promise<Buffer> {
  const { officeOpenXml } = await import('../../server/src/storage/test-support/fixtures');
  return officeOpenXml('xl', size);
}

/** The financial-upload JSON body, streamed: base64 is produced 192 KB at a time, never as one string. */
function financialBody(files: Record<string, { name: string; mime: string; data: Buffer }>) {
  const pieces: (string | Buffer)[] = ['{"files":{'];
  let first = true;
  for (const [key, f] of Object.entries(files)) {
    pieces.push(
      `${first ? '' : ','}${JSON.stringify(key)}:{"name":${JSON.stringify(f.name)},"content":"data:${f.mime};base64,`,
    );
    pieces.push(f.data);
    pieces.push('"}');
    first = false;
  }
  pieces.push('}}');
  const length = pieces.reduce(
    (n, p) => n + (typeof p === 'string' ? Buffer.byteLength(p) : 4 * Math.ceil(p.length / 3)),
    0,
  );
  function* body(): Generator<Buffer> {
    for (const p of pieces) {
      if (typeof p === 'string') {
        yield Buffer.from(p);
        continue;
      }
      const step = 3 * 64 * 1024;
      for (let i = 0; i < p.length; i += step) yield Buffer.from(p.subarray(i, i + step).toString('base64'));
    }
  }
  return { length, body };
}

async function benchFinancialUpload(api: Api, port: number, token: string, rounds: number) {
  const files = {
    StatementPreviousTwoYear: {
      name: 'Audited statements 2023.pdf',
      mime: 'application/pdf',
      data: fakePdf(DOCUMENT_BYTES),
    },
    StatementPreviousOneYear: {
      name: 'Audited statements 2024.pdf',
      mime: 'application/pdf',
      data: fakePdf(DOCUMENT_BYTES),
    },
    Registration: {
      name: 'Certificate of incorporation.pdf',
      mime: 'application/pdf',
      data: fakePdf(DOCUMENT_BYTES),
    },
    CapTable: { name: 'Cap table.pdf', mime: 'application/pdf', data: fakePdf(DOCUMENT_BYTES) },
    FundraisingSummary: {
      name: 'Fundraising summary.xlsx',
      mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      data: await fakeXlsx(DOCUMENT_BYTES),
    },
  };
  const largest = Math.max(...Object.values(files).map((f) => f.data.length));
  const { length, body } = financialBody(files);
  console.log(
    `financial-upload: 5 files of ${mb(DOCUMENT_BYTES)}, JSON body ${mb(length)}, ${rounds} rounds`,
  );
  const times: number[] = [];
  const growths: number[] = [];
  const cpus: number[] = [];
  let source = '';
  for (let round = 1; round <= rounds; round++) {
    await api.ask('mark');
    const started = process.hrtime.bigint();
    const res = await request(port, {
      method: 'POST',
      path: '/api/onboarding/financial-upload',
      headers: {
        'content-type': 'application/json',
        'content-length': length,
        authorization: `Bearer ${token}`,
      },
      body: body(),
    });
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (res.status !== 200) throw new Error(`financial-upload answered ${res.status}: ${res.body}`);
    const g = await api.growth();
    source = g.source;
    times.push(ms);
    growths.push(g.growth);
    cpus.push(g.cpuMs);
    console.log(
      `  round ${round}: ${(ms / 1000).toFixed(2)} s (API CPU ${(g.cpuMs / 1000).toFixed(2)} s), peak RSS growth ${mb(g.growth)} (${g.source})`,
    );
  }
  const worst = Math.max(...growths);
  const ratio = worst / largest;
  console.log(
    `  → median ${(median(times) / 1000).toFixed(2)} s; worst peak RSS growth ${mb(worst)} = ${ratio.toFixed(2)}x the largest file ` +
      `(target < 3x): ${ratio < 3 ? 'met' : 'NOT met'}`,
  );
  return {
    id: 'documents.financial-upload.rss',
    figure: 'financial-upload of five 20 MB files: API peak RSS growth',
    value: worst / MB,
    unit: 'MB',
    baseline: { label: 'the largest file', value: largest / MB, unit: 'MB' },
    goal: { op: '<', value: 3, of: 'baseline' },
    detail: `${ratio.toFixed(2)}× the largest file (${source}); ${(median(times) / 1000).toFixed(2)} s median of ${rounds} (API CPU ${(median(cpus) / 1000).toFixed(2)} s)`,
  } satisfies Figure;
}

/** 200 MB of CSV-looking bytes, produced 1 MB at a time from one buffer (the same bytes for both writes). */
function csvChunks(total: number): { chunk: Buffer; count: number } {
  const line = 'cus_0001234567,129.90,2024-03-01,monthly\n';
  const chunk = Buffer.alloc(MB);
  for (let i = 0; i < MB; i += line.length) chunk.write(line, i, 'latin1');
  return { chunk, count: total / MB };
}

async function plainWrite(file: string, total: number): Promise<number> {
  const { chunk, count } = csvChunks(total);
  const started = process.hrtime.bigint();
  await pipeline(
    Readable.from(
      (function* () {
        for (let i = 0; i < count; i++) yield chunk;
      })(),
    ),
    fs.createWriteStream(file),
  );
  const fd = fs.openSync(file, 'r');
  fs.fsyncSync(fd); // the local driver fsyncs before it answers 204, so the baseline does too
  fs.closeSync(fd);
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  fs.rmSync(file);
  return ms;
}

async function directPost(api: Api, port: number, token: string, total: number) {
  const linkRes = await request(port, {
    method: 'GET',
    path: '/api/onboarding/utils/upload-link',
    headers: { authorization: `Bearer ${token}` },
  });
  if (linkRes.status !== 200) throw new Error(`upload-link answered ${linkRes.status}: ${linkRes.body}`);
  const link = JSON.parse(linkRes.body).link as {
    url: string;
    fields: Record<string, string>;
    timestamp: string;
  };
  const boundary = `----bench${crypto.randomBytes(8).toString('hex')}`;
  let head = '';
  for (const [k, v] of Object.entries({ ...link.fields, acl: 'private' })) {
    head += `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`;
  }
  head += `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="transactions.csv"\r\nContent-Type: text/csv\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  const { chunk, count } = csvChunks(total);
  await api.ask('mark');
  const started = process.hrtime.bigint();
  const res = await request(port, {
    method: 'POST',
    path: link.url, // same-origin path on the API for the local driver
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': Buffer.byteLength(head) + total + Buffer.byteLength(tail),
    },
    body: (function* () {
      yield Buffer.from(head);
      for (let i = 0; i < count; i++) yield chunk;
      yield Buffer.from(tail);
    })(),
  });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (res.status !== 204) throw new Error(`direct POST answered ${res.status}: ${res.body}`);
  const g = await api.growth();
  const confirm = await request(port, {
    method: 'GET',
    path: `/api/onboarding/utils/confirm-upload?timestamp=${link.timestamp}`,
    headers: { authorization: `Bearer ${token}` },
  });
  if (confirm.body !== 'true') throw new Error(`confirm-upload answered ${confirm.status}: ${confirm.body}`);
  return { ms, growth: g.growth, source: g.source, cpuMs: g.cpuMs };
}

async function benchDirectPost(api: Api, port: number, token: string, dataDir: string, rounds: number) {
  console.log(
    `direct POST to the local driver: ${mb(CSV_BYTES)}, ${rounds} rounds (plain write + fsync, then upload)`,
  );
  const ratios: number[] = [];
  const growths: number[] = [];
  const cpuRates: number[] = [];
  let source = '';
  for (let round = 1; round <= rounds; round++) {
    const plainMs = await plainWrite(path.join(dataDir, 'bench-plain-write.bin'), CSV_BYTES);
    const up = await directPost(api, port, token, CSV_BYTES);
    const plainRate = CSV_BYTES / MB / (plainMs / 1000);
    const upRate = CSV_BYTES / MB / (up.ms / 1000);
    ratios.push(upRate / plainRate);
    growths.push(up.growth);
    source = up.source;
    cpuRates.push(CSV_BYTES / MB / (up.cpuMs / 1000));
    console.log(
      `  round ${round}: plain write ${plainRate.toFixed(0)} MB/s, upload ${upRate.toFixed(0)} MB/s ` +
        `(ratio ${(upRate / plainRate).toFixed(2)}; API CPU ${(up.cpuMs / 1000).toFixed(2)} s = ` +
        `${cpuRates[cpuRates.length - 1].toFixed(0)} MB per CPU-second), peak RSS growth ${mb(up.growth)} (${up.source})`,
    );
  }
  const worst = Math.max(...growths);
  console.log(
    `  → median throughput ratio ${median(ratios).toFixed(2)}; worst peak RSS growth ${mb(worst)} (target < 64 MB): ` +
      `${worst < 64 * MB ? 'met' : 'NOT met'}`,
  );
  return {
    id: 'documents.direct-post.rss',
    figure: 'direct POST of 200 MB to the local storage driver: API peak RSS growth',
    value: worst / MB,
    unit: 'MB',
    goal: { op: '<', value: 64 },
    detail:
      `streaming (${source}); throughput ${median(ratios).toFixed(2)} of a plain write + fsync of the same bytes in this run ` +
      `(median of ${rounds}); API ${median(cpuRates).toFixed(0)} MB per CPU-second`,
  } satisfies Figure;
}

async function main() {
  const dataDir =
    process.env.BENCH_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'onboarding-bench-documents-'));
  const ownDir = !process.env.BENCH_DATA_DIR;
  const port = Number(process.env.BENCH_API_PORT ?? 4540);
  const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
  const child = fork(__filename, [], {
    // BENCH_API_ARGS adds Node flags to the API process, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
    execArgv: [
      '--import',
      'tsx',
      '--expose-gc',
      ...(process.env.BENCH_API_ARGS ?? '').split(' ').filter(Boolean),
    ],
    env: {
      ...process.env,
      DOCUMENTS_BENCH_ROLE: 'api',
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      API_PORT: String(port),
      LOG_LEVEL: 'warn',
      S3_BUCKET: '', // the local driver is what is measured
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const api = new Api(child);
  try {
    const ready = (await api.next()) as Extract<ApiMessage, { type: 'ready' }>;
    console.log(
      `API ready on 127.0.0.1:${ready.port}, data in ${dataDir}; load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} on ${os.cpus().length} CPUs`,
    );
    const results = [
      await benchFinancialUpload(api, ready.port, ready.token, rounds),
      await benchDirectPost(api, ready.port, ready.token, dataDir, rounds),
    ];
    for (const r of results) report(r);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.send({ type: 'close' });
    await exited;
  } finally {
    if (child.exitCode === null) child.kill();
    if (ownDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// Last, so every class and constant above is initialised before either role runs.
if (process.env.DOCUMENTS_BENCH_ROLE === 'api') {
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
