// What the HTTP benchmarks share: starting and stopping the product's processes as `npm start` runs them, one load
// generator for every throughput figure (autocannon, so a baseline and the figure judged against it are measured
// the same way), an applicant registered through the API as a browser does it, and the memory of a process tree.
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { solveAltcha } from '../../../server/src/test/captcha';
import { readOutbox } from '../../../server/src/test/outbox';
// The e2e helpers' own: one way to tell a port is taken, one repository root.
import { portOpen as canConnect, ROOT } from '../../e2e/support/processes';

export { canConnect, ROOT };

export async function assertFree(...ports: number[]): Promise<void> {
  for (const port of ports)
    if (await canConnect(port)) throw new Error(`port ${port} is taken: choose another BENCH_PORT`);
}

export interface Server {
  name: string;
  child: ChildProcess;
  log: string;
  /** SIGTERM, then the exit (a --cpu-prof profile is written on a clean exit). */
  stop(): Promise<void>;
}

/**
 * Starts `node <args>` in the repository with `env` (nothing of this process's environment but PATH and HOME, so a
 * DATABASE_URL of the shell never leaks in), its output into `log`, and waits until `port` accepts connections.
 */
export async function startNode(
  name: string,
  args: string[],
  {
    env,
    port,
    log,
    timeoutMs = 120_000,
  }: { env: NodeJS.ProcessEnv; port: number; log: string; timeoutMs?: number },
): Promise<Server> {
  const out = fs.openSync(log, 'a');
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const server: Server = {
    name,
    child,
    log,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
    },
  };
  const deadline = Date.now() + timeoutMs;
  while (!(await canConnect(port))) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(
        `${name} exited (${child.exitCode ?? child.signalCode}) before listening:\n${tail(log)}`,
      );
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`${name} did not listen on ${port} within ${timeoutMs / 1000} s:\n${tail(log)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return server;
}

export function tail(file: string, lines = 20): string {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

export interface LoadResult {
  /** Answers per second over the whole run (every answer was a 2xx: anything else fails the benchmark). */
  rps: number;
  requests: number;
  p50: number;
  p99: number;
  seconds: number;
}

/**
 * A closed-loop load: `connections` keep-alive connections, each sending its next request when the answer came, for
 * `seconds` or until `amount` requests were answered. Any non-2xx answer, error or timeout throws: a figure of
 * refused requests would measure the refusal.
 */
export async function load(opts: {
  url: string;
  connections: number;
  seconds?: number;
  amount?: number;
  headers?: Record<string, string>;
  /** Several requests sent in turn on each connection (paths relative to `url`). */
  paths?: string[];
}): Promise<LoadResult> {
  const result = await autocannon({
    url: opts.url,
    connections: opts.connections,
    ...(opts.amount ? { amount: opts.amount } : { duration: opts.seconds ?? 5 }),
    headers: opts.headers,
    requests: opts.paths?.map((p) => ({ method: 'GET', path: p })),
    timeout: 30,
  });
  const answered = result['2xx'];
  if (result.non2xx || result.errors || result.timeouts)
    throw new Error(
      `${opts.url}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts of ${result.requests.total} requests`,
    );
  return {
    rps: answered / result.duration,
    requests: answered,
    p50: result.latency.p50,
    p99: result.latency.p99,
    seconds: result.duration,
  };
}

export const API_ARGS = ['--enable-source-maps', 'server/dist/main.js'];

/** The environment `npm start` gives the API (scripts/start.mjs), for a database and a data folder of our own. */
export function apiEnv(opts: { port: number; dataDir: string; databaseUrl?: string }): NodeJS.ProcessEnv {
  return {
    PORT: String(opts.port - 5),
    API_PORT: String(opts.port),
    HOST: '127.0.0.1',
    DATA_DIR: opts.dataDir,
    TRUST_PROXY: '127.0.0.1,::1',
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
  };
}

export interface Applicant {
  email: string;
  token: string;
  headers: { authorization: string };
}

let registered = 0;

/**
 * Registers an applicant as the login screen does (the ALTCHA solved for real), takes the session token from the
 * verification email in `dataDir`/outbox, and signs in once with it (which verifies the address: stage VERIFIED).
 */
export async function registerApplicant(base: string, dataDir: string): Promise<Applicant> {
  registered += 1;
  const email = `bench-${process.pid}-${registered}@example.com`;
  const challenge = await fetch(`${base}/api/onboarding/utils/altcha-challenge`);
  if (!challenge.ok) throw new Error(`altcha-challenge answered ${challenge.status}`);
  const res = await fetch(`${base}/api/onboarding/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Amina Bench',
      email,
      phone_number: '+14155552671',
      token_recaptcha: await solveAltcha(await challenge.json()),
    }),
  });
  if (!res.ok) throw new Error(`register answered ${res.status}: ${await res.text()}`);
  let token: string | undefined;
  for (let i = 0; i < 100 && !token; i++) {
    token = readOutbox(dataDir).find((m) => (m.headers.to ?? '').includes(email))?.token;
    if (!token) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!token) throw new Error(`no verification email to ${email} in ${dataDir}/outbox`);
  const headers = { authorization: `Bearer ${token}` };
  const first = await fetch(`${base}/api/onboarding/check-user`, { headers });
  if (!first.ok) throw new Error(`check-user answered ${first.status}: ${await first.text()}`);
  return { email, token, headers };
}

export interface ProcessMemory {
  pid: number;
  command: string;
  /** Resident set size, bytes. */
  rss: number;
  /** Proportional set size (shared pages divided among their users), bytes; null where /proc does not say. */
  pss: number | null;
}

function children(pid: number): number[] {
  const out: number[] = [];
  let tasks: string[];
  try {
    tasks = fs.readdirSync(`/proc/${pid}/task`);
  } catch {
    return out;
  }
  for (const task of tasks) {
    try {
      const list = fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      if (list) out.push(...list.split(/\s+/).map(Number));
    } catch {
      // the task ended meanwhile
    }
  }
  return out;
}

/** Every process of the tree under `rootPid` (itself included), with its memory, from /proc (Linux). */
export function processTree(rootPid: number): ProcessMemory[] {
  const seen: ProcessMemory[] = [];
  const queue = [rootPid];
  while (queue.length) {
    const pid = queue.shift()!;
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      const rss = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
      let pss: number | null = null;
      try {
        const rollup = fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
        const kb = /^Pss:\s+(\d+) kB/m.exec(rollup)?.[1];
        pss = kb === undefined ? null : Number(kb) * 1024;
      } catch {
        // not readable here
      }
      const command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
      seen.push({ pid, command, rss, pss });
    } catch {
      continue; // ended meanwhile
    }
    queue.push(...children(pid));
  }
  return seen;
}

export interface Product {
  base: string;
  pid: number;
  dataDir: string;
  log: string;
  stop(): Promise<void>;
}

/**
 * `node scripts/start.mjs --fresh` (what `npm start` runs) on the port base `port` (it takes `port`…`port`+8) with the
 * data folder `dataDir` (a .data* folder in the repository: --fresh removes it first; stop() removes it and the log
 * after).
 * Only what `npm start` needs reaches it: no DATABASE_URL, S3_BUCKET, SMTP_URL or REDIS_URL of this shell, so the
 * stack is the embedded one. The first run builds what is missing (minutes).
 */
export async function startProduct(port: number, dataDir: string): Promise<Product> {
  await assertFree(...Array.from({ length: 9 }, (_, i) => port + i));
  const log = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'onboarding-bench-start-')), 'start.log');
  const out = fs.openSync(log, 'a');
  const start = spawn(process.execPath, ['scripts/start.mjs', '--fresh'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      DATA_DIR: path.relative(ROOT, dataDir),
    },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  const exited = new Promise<void>((resolve) => start.once('exit', () => resolve()));
  const done = () => start.exitCode !== null || start.signalCode !== null;
  const stop = async () => {
    if (!done()) start.kill('SIGTERM');
    const timer = setTimeout(() => start.kill('SIGKILL'), 30_000);
    await exited;
    clearTimeout(timer);
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(path.dirname(log), { recursive: true, force: true });
  };
  const deadline = Date.now() + 900_000;
  try {
    while (!fs.readFileSync(log, 'utf8').includes('[start] ready:')) {
      if (done()) throw new Error(`scripts/start.mjs stopped before it was ready:\n${tail(log, 40)}`);
      if (Date.now() > deadline)
        throw new Error(`scripts/start.mjs was not ready in time:\n${tail(log, 40)}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return { base: `http://127.0.0.1:${port}`, pid: start.pid!, dataDir, log, stop };
}
