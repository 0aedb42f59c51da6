/*
 * Transactions CSV on the server: a generated SAAS CSV (200 MB by default) goes through the real path over HTTP,
 * upload-link → streamed multipart POST to storage → confirm-upload → custom-upload (header check, mapping, the
 * whole file streamed through papaparse in a worker thread into the monthly series, stored). Reports throughput
 * and the process's peak RSS for each phase, for a small file and the large one, so flat memory shows as equal
 * peaks.
 *
 *   npx tsx tests/bench/transactions-server.bench.ts
 *   BENCH_CSV_MB=200 BENCH_SMALL_MB=20 BENCH_PORT=4500 npx tsx tests/bench/transactions-server.bench.ts
 *
 * Prints one JSON line per file ({"bench":"transactions-server",...}), a summary line, and to scripts/bench.mjs the
 * custom-upload's peak RSS growth on the large file beside the small one's (goal: flat memory, i.e. under 64 MB
 * whatever the size, as the storage upload).
 */
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../server/src/test/app';
import { signedInApplicant, type SignedInApplicant as Applicant } from '../../server/src/test/applicant';
import { report } from './support/report';

const MB = 1_000_000;
const MiB = 1024 * 1024;
const LARGE_MB = Number(process.env.BENCH_CSV_MB ?? 200);
const SMALL_MB = Number(process.env.BENCH_SMALL_MB ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 4500);
const CUSTOMERS = 50_000;

/** Deterministic rows: 50,000 customers over 2019–2024, mostly monthly plans, some quarterly and annual. */
async function generateSaasCsv(file: string, targetBytes: number): Promise<{ bytes: number; rows: number }> {
  const out = fs.createWriteStream(file);
  let seed = 20240101;
  const random = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  const periods = ['monthly', 'monthly', 'monthly', 'quarterly', 'annual'];
  let buffer = 'customer_id,amount,start_date,period,plan\n';
  let bytes = buffer.length;
  let rows = 0;
  // Bounded by the byte target: each pass adds one row of at least 40 bytes.
  while (bytes < targetBytes) {
    const customer = `CUS-${String(Math.floor(random() * CUSTOMERS)).padStart(6, '0')}`;
    const month = String(1 + Math.floor(random() * 12)).padStart(2, '0');
    const day = String(1 + Math.floor(random() * 28)).padStart(2, '0');
    const line = `${customer},${(random() * 500).toFixed(2)},${2019 + Math.floor(random() * 6)}-${month}-${day},${periods[Math.floor(random() * periods.length)]},standard\n`;
    buffer += line;
    bytes += line.length;
    rows++;
    if (buffer.length >= 1 << 16) {
      if (!out.write(buffer)) await once(out, 'drain');
      buffer = '';
    }
  }
  out.end(buffer);
  await once(out, 'finish');
  return { bytes, rows };
}

/** Samples RSS every 20 ms while a phase runs (worker threads share the process, so they count). */
async function measured<T>(work: () => Promise<T>) {
  const before = process.memoryUsage.rss();
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 20);
  const started = performance.now();
  try {
    const value = await work();
    return {
      value,
      seconds: (performance.now() - started) / 1000,
      rssBeforeMb: before / MB,
      peakRssMb: peak / MB,
    };
  } finally {
    clearInterval(timer);
  }
}

function request(
  method: string,
  url: string,
  headers: Record<string, string | number>,
  body?: fs.ReadStream | Buffer | string,
  tail?: Buffer,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', reject);
    if (body === undefined) req.end();
    else if (Buffer.isBuffer(body) || typeof body === 'string') req.end(body);
    else {
      body.pipe(req, { end: false });
      body.on('end', () => req.end(tail));
      body.on('error', reject);
    }
  });
}

async function uploadStreaming(base: string, who: Applicant, file: string): Promise<string> {
  const link = await request('GET', `${base}/api/onboarding/utils/upload-link`, who.auth);
  const { link: l } = JSON.parse(link.body) as {
    link: { url: string; fields: Record<string, string>; timestamp: string };
  };
  const boundary = '----onboardingbench';
  const fields = { ...l.fields, acl: 'private' };
  const head = Buffer.from(
    Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="transactions.csv"\r\nContent-Type: text/csv\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const size = fs.statSync(file).size;
  const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(
      `${base}${l.url}`,
      {
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + size + tail.length,
        },
      },
      (r) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () =>
          resolve({ status: r.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('error', reject);
    req.write(head);
    const stream = fs.createReadStream(file, { highWaterMark: 256 * 1024 });
    stream.pipe(req, { end: false });
    stream.on('end', () => req.end(tail));
    stream.on('error', reject);
  });
  if (res.status !== 204) throw new Error(`storage upload answered ${res.status}: ${res.body}`);
  const confirmed = await request(
    'GET',
    `${base}/api/onboarding/utils/confirm-upload?timestamp=${l.timestamp}`,
    who.auth,
  );
  if (confirmed.body !== 'true') throw new Error(`confirm-upload answered ${confirmed.body}`);
  return l.timestamp;
}

async function benchOne(t: TestApp, base: string, dir: string, targetMb: number) {
  const file = path.join(dir, `saas-${targetMb}mb.csv`);
  const generated = await generateSaasCsv(file, targetMb * MB);
  const who = await signedInApplicant(t.app, { at: 'documents' });
  const upload = await measured(() => uploadStreaming(base, who, file));
  const payload = JSON.stringify({
    version: '1.0',
    col_mapping: { customer_id: 'customer_id', amount: 'amount', start_date: 'start_date', period: 'period' },
    industry: 'SAAS',
    calculation_metod: 'No refund',
    system_name: 'Bench export',
    skip_validation: false,
    timestamp: upload.value,
  });
  const imported = await measured(() =>
    request(
      'POST',
      `${base}/api/onboarding/custom-upload`,
      { ...who.auth, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      payload,
    ),
  );
  if (imported.value.status !== 200)
    throw new Error(`custom-upload answered ${imported.value.status}: ${imported.value.body}`);
  const answer = JSON.parse(imported.value.body) as {
    rows_read: number;
    rows_rejected: number;
    months: number;
  };
  fs.rmSync(file, { force: true });
  const mb = generated.bytes / MB;
  return {
    bench: 'transactions-server',
    file_mb: Number(mb.toFixed(1)),
    rows: generated.rows,
    upload: {
      seconds: Number(upload.seconds.toFixed(2)),
      mb_per_s: Number((mb / upload.seconds).toFixed(1)),
      peak_rss_mb: Math.round(upload.peakRssMb),
      rss_before_mb: Math.round(upload.rssBeforeMb),
    },
    custom_upload: {
      seconds: Number(imported.seconds.toFixed(2)),
      mb_per_s: Number((mb / imported.seconds).toFixed(1)),
      rows_per_s: Math.round(generated.rows / imported.seconds),
      peak_rss_mb: Math.round(imported.peakRssMb),
      rss_before_mb: Math.round(imported.rssBeforeMb),
      rows_read: answer.rows_read,
      rows_rejected: answer.rows_rejected,
      months: answer.months,
    },
  };
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'transactions-bench-'));
  const t = await createTestApp();
  try {
    await t.app.listen({ port: PORT, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${PORT}`;
    const results = [];
    for (const size of [SMALL_MB, LARGE_MB]) {
      const result = await benchOne(t, base, dir, size);
      console.log(JSON.stringify(result));
      results.push(result);
    }
    const [small, large] = results;
    console.log(
      `transactions-server: ${large.file_mb} MB imported in ${large.custom_upload.seconds} s ` +
        `(${large.custom_upload.mb_per_s} MB/s, ${large.custom_upload.rows_per_s} rows/s); ` +
        `peak RSS ${small.custom_upload.peak_rss_mb} MB at ${small.file_mb} MB vs ${large.custom_upload.peak_rss_mb} MB at ${large.file_mb} MB; ` +
        `upload ${large.upload.mb_per_s} MB/s, peak RSS ${large.upload.peak_rss_mb} MB`,
    );
    // Sampled RSS in decimal MB above; the contract's MB are MiB, as every other benchmark's.
    const growth = (r: typeof large) =>
      ((r.custom_upload.peak_rss_mb - r.custom_upload.rss_before_mb) * MB) / MiB;
    report({
      id: 'transactions-server.custom-upload.rss',
      figure: `custom-upload metrics over a ${large.file_mb} MB CSV (${(large.rows / 1e6).toFixed(2)} M rows): peak RSS growth`,
      value: growth(large),
      unit: 'MB',
      baseline: { label: `the same for ${small.file_mb} MB, this run`, value: growth(small), unit: 'MB' },
      goal: { op: '<', value: 64 },
      detail:
        `${large.custom_upload.seconds} s (${large.custom_upload.mb_per_s} MB/s, ${large.custom_upload.rows_per_s.toLocaleString('en-US')} rows/s); ` +
        `storage upload ${large.upload.mb_per_s} MB/s`,
    });
  } finally {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
