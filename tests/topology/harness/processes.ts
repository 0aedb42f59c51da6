import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

// Child processes of the topology test: each writes its output to its own log file (JSON lines for the servers), is
// stopped by its own pid, and is stopped on any exit of the process that started it, a failed test included.

export const ROOT = path.resolve(__dirname, '../../..');

export interface Managed {
  name: string;
  pid: number;
  logFile: string;
  child: ChildProcess;
  /** Resolves when the process has exited (with its code or signal). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  running(): boolean;
  log(): string;
  /** SIGTERM (or `signal`), then SIGKILL after `graceMs`; resolves once the process is gone. */
  stop(options?: { signal?: NodeJS.Signals; graceMs?: number }): Promise<void>;
}

const live = new Set<Managed>();
let exitHookInstalled = false;

function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // Synchronous: on exit only signals can still be sent. SIGTERM lets nginx's master take its workers down too.
  const terminateAll = () => {
    for (const managed of live) {
      try {
        process.kill(managed.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  };
  process.on('exit', terminateAll);
  // A process killed by a signal never sees 'exit'. SIGINT is left to Playwright, which runs the teardown on Ctrl-C;
  // for these, the children go first, then the signal takes its usual course unless someone else handles it.
  for (const signal of ['SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      terminateAll();
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
    });
  }
}

export interface SpawnOptions {
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  logDir: string;
}

export function spawnManaged(name: string, command: string, args: string[], opts: SpawnOptions): Managed {
  installExitHook();
  fs.mkdirSync(opts.logDir, { recursive: true });
  const logFile = path.join(opts.logDir, `${name}.log`);
  const fd = fs.openSync(logFile, 'a');
  let child: ChildProcess;
  try {
    child = spawn(command, args, {
      cwd: opts.cwd ?? ROOT,
      env: opts.env ?? process.env,
      stdio: ['ignore', fd, fd],
    });
  } finally {
    fs.closeSync(fd);
  }
  if (!child.pid) throw new Error(`${name}: ${command} could not be started`);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
    child.once('error', () => resolve({ code: -1, signal: null }));
  });
  const managed: Managed = {
    name,
    pid: child.pid,
    logFile,
    child,
    exited,
    running: () => child.exitCode === null && child.signalCode === null,
    log: () => {
      try {
        return fs.readFileSync(logFile, 'utf8');
      } catch {
        return '';
      }
    },
    async stop({ signal = 'SIGTERM', graceMs = 15_000 } = {}) {
      if (managed.running()) {
        child.kill(signal);
        // Past the grace period: SIGTERM (nginx's master then still takes its workers down), SIGKILL last.
        const timers = [
          setTimeout(() => managed.running() && child.kill('SIGTERM'), graceMs),
          setTimeout(() => managed.running() && child.kill('SIGKILL'), graceMs + 5000),
        ];
        await exited;
        timers.forEach(clearTimeout);
      }
      live.delete(managed);
    },
  };
  live.add(managed);
  void exited.then(() => live.delete(managed));
  return managed;
}

export function portOpen(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.setTimeout(1000, () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls `check` every 250 ms until it returns true, the process dies, or `timeoutMs` passes; the error names what
 * was awaited and ends with the process's last log lines.
 */
export async function waitUntil(
  what: string,
  check: () => Promise<boolean>,
  { timeoutMs = 120_000, process: managed }: { timeoutMs?: number; process?: Managed } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (managed && !managed.running()) {
      throw new Error(`${managed.name} exited while waiting for ${what}:\n${tail(managed.log())}`);
    }
    if (Date.now() > deadline) {
      throw new Error(
        `${what} not ready within ${timeoutMs / 1000} s${managed ? `:\n${tail(managed.log())}` : ''}`,
      );
    }
    await sleep(250);
  }
}

export function tail(text: string, lines = 30): string {
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}

/** True when GET `url` answers 2xx within two seconds. */
export async function httpOk(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}
