#!/usr/bin/env node
// `npm start`: compiles the servers (scripts/build-server.mjs, well under a second) and builds the browser apps that
// are missing or stale, then runs the whole product on one machine:
//   shell server PORT · remotes PORT+1…PORT+4 · API PORT+5 · integration service PORT+6 · back office PORT+7 ·
//   dashboard remote PORT+8
//   (PORT defaults to 3000).
// Each child's output is prefixed with its name. Ctrl-C or SIGTERM stops them all; if one of them exits, the others
// are stopped and this process exits non-zero naming it.
//   --fresh       remove DATA_DIR first (end-to-end runs start from an empty database and outbox)
//   --no-build    use the dist folders as they are (the servers' included)
//   --invite <role>:<email>
//                 before starting, invite a staff member to the back office with the staff CLI (`npm run staff --
//                 add`), which mails the enrolment link (repeatable). With PGlite the CLI cannot open the data folder
//                 while the API runs, so this is how a fresh installation (and the end-to-end run) gets its first admin.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import {
  API_OFFSET,
  BACKOFFICE_OFFSET,
  INTEGRATION_OFFSET,
  REMOTES,
  ROOT,
  basePort,
  prefixer,
} from './apps.mjs';
import { buildApps } from './build.mjs';
import { buildServer } from './build-server.mjs';

// The compiled servers, as the images run them; source maps name the TypeScript files in stack traces.
const NODE_SERVER_ARGS = ['--enable-source-maps'];
const SUPERVISED = path.join(ROOT, 'scripts/lib/supervised.mjs');
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
    // Where the API asks the integration service to forget an applicant's erased applications (#18).
    INTERNAL_INTEGRATION_URL: `http://127.0.0.1:${integrationPort}`,
    ...env,
    PORT: String(port),
    API_PORT: String(apiPort),
    INTEGRATION_PORT: String(integrationPort),
  };
  const services = [
    { name: 'api', port: apiPort, args: [...NODE_SERVER_ARGS, 'server/dist/main.js'] },
    {
      name: 'integration',
      port: integrationPort,
      args: [...NODE_SERVER_ARGS, 'server/dist/integration/main.js'],
    },
    ...REMOTES.map((remote) => ({
      name: remote.name,
      port: port + remote.offset,
      args: ['scripts/serve-remote.mjs', remote.name, '--port', String(port + remote.offset)],
    })),
    { name: 'shell', port, args: ['shell/server.mjs'] },
    { name: 'backoffice', port: port + BACKOFFICE_OFFSET, args: ['backoffice/server.mjs'] },
  ];
  return { port, env: shared, services };
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
  const { port, env, services } = plan();

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
    await buildServer();
    const results = await buildApps({});
    const failed = results.filter((r) => !r.ok).map((r) => r.app);
    if (failed.length) throw new Error(`build failed: ${failed.join(', ')}`);
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

  const children = new Map();
  let stopping = false;
  let exitCode = 0;

  const stopAll = (reason) => {
    if (stopping) return;
    stopping = true;
    if (reason) console.error(`[start] ${reason}; stopping everything`);
    for (const [, child] of children)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const timer = setTimeout(() => {
      for (const [, child] of children)
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }, STOP_GRACE_MS);
    timer.unref();
  };

  const maybeExit = () => {
    for (const [, child] of children) if (child.exitCode === null && child.signalCode === null) return;
    process.exit(exitCode);
  };

  services.forEach((service, index) => {
    // Through supervised.mjs, which stops the service if this process dies without stopping it.
    const child = spawn(process.execPath, [SUPERVISED, process.execPath, ...service.args], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    children.set(service.name, child);
    const tag = prefixer(service.name, index);
    readline
      .createInterface({ input: child.stdout })
      .on('line', (line) => process.stdout.write(`${tag} ${line}\n`));
    readline
      .createInterface({ input: child.stderr })
      .on('line', (line) => process.stderr.write(`${tag} ${line}\n`));
    child.on('error', (err) => {
      exitCode = 1;
      stopAll(`${service.name} could not start: ${err.message}`);
    });
    child.on('exit', (code, signal) => {
      if (!stopping) {
        exitCode = 1;
        stopAll(
          `${service.name} exited (${signal ?? `code ${code}`})${service.ready ? '' : ' while starting'}`,
        );
      }
      maybeExit();
    });
  });

  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (stopping) return;
      stopAll();
      if (children.size === 0) process.exit(0);
    });
  }

  // Ready when every started service accepts connections.
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (const service of services.filter((s) => children.has(s.name))) {
    while (!stopping && !(await canConnect(service.port))) {
      if (Date.now() > deadline) {
        exitCode = 1;
        stopAll(`${service.name} did not listen on ${service.port} within ${START_TIMEOUT_MS / 1000} s`);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    if (stopping) return;
    service.ready = true;
  }
  console.log(
    `[start] ready: http://localhost:${port} (back office: http://localhost:${port + BACKOFFICE_OFFSET})`,
  );
}

main().catch((err) => {
  console.error(`[start] ${err.message}`);
  process.exit(1);
});
