#!/usr/bin/env node
// `npm start`: compiles the servers (scripts/build-server.mjs, well under a second) and builds the browser apps that
// are missing or stale, then runs the whole product on one machine, in one process (scripts/lib/embedded-stack.mjs),
// each server on its own port:
//   shell server PORT · remotes PORT+1…PORT+4 · API PORT+5 · integration service PORT+6 · back office PORT+7 ·
//   dashboard remote PORT+8
//   (PORT defaults to 3000).
// Its output is prefixed with [stack] (the services' log lines name theirs). Ctrl-C or SIGTERM stops it; if it
// exits, this process exits non-zero saying so. If this process dies without stopping it, it stops by itself.
//   --fresh       remove DATA_DIR first (end-to-end runs start from an empty database and outbox)
//   --no-build    use the dist folders as they are (the servers' included)
//   --invite <role>:<email>
//                 before starting, invite a staff member to the back office with the staff CLI (`npm run staff --
//                 add`), which mails the enrolment link (repeatable). With PGlite the CLI cannot open the data folder
//                 while the API runs, so this is how the end-to-end run gets its staff. A fresh installation needs none
//                 of it: while no administrator exists, the API prints a one-time setup link for the first one.
import './lib/require-node.mjs';
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import { pathToFileURL } from 'node:url';
import {
  API_OFFSET,
  BACKOFFICE_OFFSET,
  INTEGRATION_OFFSET,
  REMOTES,
  ROOT,
  basePort,
  prefixer,
} from './apps.mjs';

// The compiled servers, as the images run them; source maps name the TypeScript files in stack traces.
const NODE_SERVER_ARGS = ['--enable-source-maps'];
const STACK = 'scripts/lib/embedded-stack.mjs';
// V8 sizes the heap of that process for a server with memory to spare: 128 MB of young generation, and an old
// generation let grow to several times what is live before it is collected (RSS grew by 100–125 MB over the memory
// benchmark's 20,000 requests, while a forced collection kept the live heap within 10 MB). Semi-spaces of 16 MB and
// a collection once the old generation grew by a quarter keep the embedded stack within the benchmark's memory budget, for a few
// more (short) collections.
const STACK_HEAP_ARGS = ['--max-semi-space-size=16', '--heap-growing-percent=25'];
const STOP_GRACE_MS = 10_000;
const START_TIMEOUT_MS = Number(process.env.START_TIMEOUT_MS) || 600_000;

function parseArgs(argv) {
  const args = { fresh: false, build: true, invites: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--fresh') args.fresh = true;
    else if (arg === '--no-build') args.build = false;
    else if (arg === '--invite' || arg.startsWith('--invite=')) {
      const value = arg === '--invite' ? argv[++i] : arg.slice('--invite='.length);
      const match = /^(reviewer|approver|admin):(\S+@\S+)$/.exec(value ?? '');
      if (!match) throw new Error(`--invite takes <reviewer|approver|admin>:<email>, not "${value ?? ''}"`);
      args.invites.push({ role: match[1], email: match[2] });
    } else throw new Error(`unknown option ${arg} (known: --fresh, --no-build, --invite <role>:<email>)`);
  }
  return args;
}

/** The processes to run, with their ports. */
export function plan(env = process.env) {
  const port = basePort(env);
  const apiPort = Number(env.API_PORT) || port + API_OFFSET;
  const integrationPort = Number(env.INTEGRATION_PORT) || port + INTEGRATION_OFFSET;
  const shared = {
    // The API and the integration service believe the shell server's X-Forwarded-For (it proxies /api and /oauth
    // from loopback and replaces the header with the browser's address), so per-client limits see each browser.
    TRUST_PROXY: '127.0.0.1,::1',
    // The back office's origin: the API checks staff calls' Origin against it and puts it in enrolment links.
    BACKOFFICE_URL: `http://localhost:${port + BACKOFFICE_OFFSET}`,
    // Where the API asks the integration service to forget an applicant's erased applications.
    INTERNAL_INTEGRATION_URL: `http://127.0.0.1:${integrationPort}`,
    ...env,
    PORT: String(port),
    API_PORT: String(apiPort),
    INTEGRATION_PORT: String(integrationPort),
  };
  // Every port the one process listens on, for the checks before and after it starts.
  const services = [
    { name: 'shell', port },
    ...REMOTES.map((remote) => ({ name: remote.name, port: port + remote.offset })),
    { name: 'api', port: apiPort },
    { name: 'integration', port: integrationPort },
    { name: 'backoffice', port: port + BACKOFFICE_OFFSET },
  ];
  return { port, env: shared, services, args: [...NODE_SERVER_ARGS, ...STACK_HEAP_ARGS, STACK] };
}

function canConnect(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function removeDataDir(env) {
  const dir = path.resolve(ROOT, env.DATA_DIR || '.data');
  // Only a data folder inside the checkout, named like one, is ever deleted.
  if (!path.basename(dir).startsWith('.data') || !dir.startsWith(ROOT + path.sep)) {
    throw new Error(
      `--fresh refuses to delete ${dir}: DATA_DIR must be a .data* folder inside the repository`,
    );
  }
  fs.rmSync(dir, { recursive: true, force: true });
  console.log(`[start] removed ${path.relative(ROOT, dir)}`);
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const { port, env, services, args: stackArgs } = plan();

  // A port already taken would make a child fail with EADDRINUSE after a long build: say it now.
  const busy = [];
  for (const service of services)
    if (await canConnect(service.port)) busy.push(`${service.name} (${service.port})`);
  if (busy.length)
    throw new Error(`ports already in use: ${busy.join(', ')}; stop what runs there or choose another PORT`);

  if (args.fresh) removeDataDir(env);
  if (!args.build && !fs.existsSync(path.join(ROOT, 'server/dist/main.js')))
    throw new Error('server/dist holds no build: run `npm run build` or start without --no-build');
  if (args.build) {
    // Each in a process of its own: esbuild's service, and the compressed copies of every file build.mjs writes,
    // would stay in this one's memory for as long as the product runs (≈ 40 MB after a build of the apps).
    execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: ROOT, stdio: 'inherit' });
    try {
      execFileSync(process.execPath, ['scripts/build.mjs', '--all'], { cwd: ROOT, stdio: 'inherit' });
    } catch {
      throw new Error('build failed (its messages are above)');
    }
  }

  // The staff CLI, as ops run it; its output (the link) is shown here, the mail goes to the outbox or SMTP_URL.
  for (const { role, email } of args.invites) {
    let out;
    try {
      out = execFileSync(process.execPath, ['server/dist/staff-cli.js', 'add', email, '--role', role], {
        cwd: ROOT,
        env,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      });
    } catch (err) {
      throw new Error(
        `the staff CLI could not invite ${email} (exit ${err.status ?? err.signal ?? err.message})`,
        { cause: err },
      );
    }
    for (const line of out.trimEnd().split('\n')) console.log(`[start] ${line}`);
  }

  // With an IPC channel, which closes however this process ends: the stack then stops by itself.
  const child = spawn(process.execPath, stackArgs, {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let stopping = false;
  let ready = false;
  let exitCode = 0;
  const running = () => child.exitCode === null && child.signalCode === null;

  const stop = (reason) => {
    if (stopping) return;
    stopping = true;
    if (reason) console.error(`[start] ${reason}; stopping everything`);
    if (running()) child.kill('SIGTERM');
    setTimeout(() => {
      if (running()) child.kill('SIGKILL');
    }, STOP_GRACE_MS).unref();
  };

  const tag = prefixer('stack', 0);
  readline
    .createInterface({ input: child.stdout })
    .on('line', (line) => process.stdout.write(`${tag} ${line}\n`));
  readline
    .createInterface({ input: child.stderr })
    .on('line', (line) => process.stderr.write(`${tag} ${line}\n`));
  child.on('error', (err) => {
    exitCode = 1;
    stop(`the servers could not start: ${err.message}`);
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      exitCode = 1;
      stop(`the servers exited (${signal ?? `code ${code}`})${ready ? '' : ' while starting'}`);
    }
    process.exit(exitCode);
  });

  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop());

  // Ready when every server accepts connections.
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (const service of services) {
    while (!stopping && !(await canConnect(service.port))) {
      if (Date.now() > deadline) {
        exitCode = 1;
        stop(`${service.name} did not listen on ${service.port} within ${START_TIMEOUT_MS / 1000} s`);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    if (stopping) return;
  }
  ready = true;
  console.log(
    `[start] ready: http://localhost:${port} (back office: http://localhost:${port + BACKOFFICE_OFFSET})`,
  );
  // While no administrator exists the API printed a setup link as it started (server/src/staff/setup.ts): said
  // again here, last, where the request lines cannot push it out of sight.
  const setupFile = path.join(path.resolve(ROOT, env.DATA_DIR || '.data'), 'setup-link.txt');
  const setupLink = fs.existsSync(setupFile) ? fs.readFileSync(setupFile, 'utf8').trim() : '';
  const shown = setupFile.startsWith(ROOT + path.sep) ? path.relative(ROOT, setupFile) : setupFile;
  if (setupLink)
    console.log(`[start] no administrator yet: open ${setupLink} to create the first one (also in ${shown})`);
}

// Run as a program, not imported (tests/bench/check-user.bench.ts reads plan()).
if (process.argv[1] && import.meta.url === pathToFileURL(fs.realpathSync(process.argv[1])).href) {
  main().catch((err) => {
    console.error(`[start] ${err.message}`);
    process.exit(1);
  });
}
