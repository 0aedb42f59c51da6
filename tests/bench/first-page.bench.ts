// npm run bench -- first-page
//
// The JavaScript the welcome page (/) loads, gzipped, against the budget of ARCHITECTURE.md ("at most 170 KiB of
// gzipped JS for the first page"). The shell's own build (shell/dist, built first if it is missing or stale) is served
// by the shell's own server (shell/server.mjs), and Chromium opens / without a session, as a first visitor does: no
// remote is loaded there, and the API is not needed (no token, no check-user). Every JavaScript response the page
// received until the network is idle is gzipped here (level 9, as scripts/build.mjs precompresses) and summed.
//
// Env: BENCH_PORT (default 4430), CHROMIUM_PATH (default /usr/bin/chromium), BENCH_PATH (default /),
// BENCH_VIEWPORT (wide | narrow, default wide), BENCH_BUDGET_KIB (default 170; the run fails above it).
import { chromium } from '@playwright/test';
import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromiumLaunchOptions } from '../chromium';

const ROOT = path.resolve(__dirname, '../..');
const KiB = 1024;

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitForPort(port: number, ms: number) {
  const deadline = Date.now() + ms;
  while (!(await canConnect(port))) {
    if (Date.now() > deadline) throw new Error(`the shell server did not listen on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface Script {
  url: string;
  raw: number;
  gz: number;
}

async function main() {
  const port = Number(process.env.BENCH_PORT) || 4430;
  const pagePath = process.env.BENCH_PATH || '/';
  const budget = Number(process.env.BENCH_BUDGET_KIB) || 170;
  const viewport =
    process.env.BENCH_VIEWPORT === 'narrow' ? { width: 375, height: 740 } : { width: 1280, height: 800 };

  if (await canConnect(port)) throw new Error(`port ${port} is taken; set BENCH_PORT`);
  const build = spawnSync(process.execPath, ['scripts/build.mjs', 'shell'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the shell did not build');

  // The API and integration upstreams point at ports nothing listens on: the welcome page without a session never
  // calls them, and a call would show as a 503 below.
  const server = spawn(process.execPath, ['shell/server.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      API_PORT: String(port + 5),
      INTEGRATION_PORT: String(port + 6),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    await waitForPort(port, 30_000);
    const page = await browser.newPage({ viewport });
    const pending: Promise<Script | null>[] = [];
    const others: string[] = [];
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      const url = response.url();
      if (!/javascript/.test(type) && !/\.m?js(\?|$)/.test(new URL(url).pathname)) {
        others.push(`${response.status()} ${new URL(url).pathname}`);
        return;
      }
      pending.push(
        response
          .body()
          .then((body) => ({
            url,
            raw: body.length,
            gz: zlib.gzipSync(body, { level: 9 }).length,
          }))
          .catch(() => null),
      );
    });
    await page.goto(`http://127.0.0.1:${port}${pagePath}`, { waitUntil: 'networkidle' });
    // The page is really there (not a spinner or an error), so every chunk it needed has been fetched.
    if (pagePath === '/') await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const scripts = (await Promise.all(pending)).filter((s): s is Script => s !== null);
    scripts.sort((a, b) => b.gz - a.gz);

    const gz = scripts.reduce((sum, s) => sum + s.gz, 0);
    const raw = scripts.reduce((sum, s) => sum + s.raw, 0);
    console.log(`${pagePath} at ${viewport.width}×${viewport.height}: ${scripts.length} scripts`);
    for (const s of scripts)
      console.log(
        `  ${(s.gz / KiB).toFixed(1).padStart(6)} KiB gz  ${(s.raw / KiB).toFixed(1).padStart(6)} KiB  ${new URL(s.url).pathname}`,
      );
    console.log(`  other responses: ${others.join(', ') || 'none'}`);
    const within = gz / KiB <= budget;
    console.log(
      `@bench ${JSON.stringify({
        name: `first page (${pagePath})`,
        figures: {
          'first page': `${(gz / KiB).toFixed(1)} KiB gz JS (${(raw / KiB).toFixed(0)} KiB minified, ${scripts.length} scripts)`,
          budget: `${budget} KiB gz: ${within ? 'within' : 'OVER'}`,
        },
      })}`,
    );
    if (!within) process.exitCode = 1;
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
