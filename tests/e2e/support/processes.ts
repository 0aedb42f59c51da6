import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

// Extra servers a spec starts for itself (a second shell pointing at a remote that is down, that remote coming
// back), on ports above the product's PORT…PORT+8 (FREE_PORT_OFFSET on), each stopped by the spec that started it.

export const ROOT = path.resolve(__dirname, '../../..');

/** The first port offset `npm start` leaves free (scripts/apps.mjs: the dashboard remote takes PORT+8). */
export const FREE_PORT_OFFSET = 9;

/** The port base the product runs on (playwright.config.ts). */
export function basePort(): number {
  return Number(process.env.E2E_PORT || 3100);
}

export function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function waitForPort(port: number, { open = true, timeout = 30_000 } = {}): Promise<void> {
  const deadline = Date.now() + timeout;
  while ((await portOpen(port)) !== open) {
    if (Date.now() > deadline)
      throw new Error(`port ${port} did not ${open ? 'open' : 'close'} within ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface Started {
  child: ChildProcess;
  port: number;
  output: () => string;
  stop: () => Promise<void>;
}

/** Runs `node <script> …args` from the repository root and waits until it listens on `port`. */
export async function startNodeServer(
  script: string,
  args: string[],
  port: number,
  env: NodeJS.ProcessEnv = {},
): Promise<Started> {
  if (await portOpen(port)) throw new Error(`port ${port} is already in use`);
  const child = spawn(process.execPath, [script, ...args], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    await Promise.race([
      waitForPort(port),
      exited.then(() => {
        throw new Error(`${script} exited before listening on ${port}:\n${output}`);
      }),
    ]);
  } catch (err) {
    await stop();
    throw err;
  }
  return { child, port, output: () => output, stop };
}

/** A remote's static server (scripts/serve-remote.mjs) on `port`. */
export function startRemote(name: string, port: number): Promise<Started> {
  return startNodeServer('scripts/serve-remote.mjs', [name, '--port', String(port)], port);
}

/**
 * A second shell server on `port`, in front of the product's API and remotes, except for the remote URLs given in
 * `remotes` (e.g. `{ documents: 'http://localhost:4108/mf-manifest.json' }`).
 */
export function startShell(
  port: number,
  remotes: Partial<Record<'eligibility' | 'documents' | 'transactions' | 'accounting', string>> = {},
) {
  const base = basePort();
  const env: NodeJS.ProcessEnv = {
    PORT: String(port),
    API_PORT: String(base + 5),
    INTEGRATION_PORT: String(base + 6),
    REMOTE_ELIGIBILITY_URL: `http://localhost:${base + 1}/mf-manifest.json`,
    REMOTE_DOCUMENTS_URL: `http://localhost:${base + 2}/mf-manifest.json`,
    REMOTE_TRANSACTIONS_URL: `http://localhost:${base + 3}/mf-manifest.json`,
    REMOTE_ACCOUNTING_URL: `http://localhost:${base + 4}/mf-manifest.json`,
  };
  for (const [name, url] of Object.entries(remotes)) env[`REMOTE_${name.toUpperCase()}_URL`] = url;
  return startNodeServer('shell/server.mjs', [], port, env);
}
