import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  checkRedis,
  createDatabase,
  databaseUrl,
  deleteRedisPrefix,
  dropDatabase,
  REDIS_URL,
} from './database';
import {
  GATEWAY_TEMPLATE,
  NGINX_BIN,
  REMOTE_CONF,
  reloadNginx,
  renderRemoteConf,
  renderTemplate,
  startNginx,
  type GatewayVars,
  type NginxInstance,
} from './nginx';
import { COMMANDS } from './commands';
import {
  backofficeEnvironment,
  backofficeUrl,
  BACKOFFICE_HOST,
  baseEnv,
  BUCKET,
  serverEnvironment,
  shellEnvironment,
  type RunAddresses,
} from './environment';
import { HOST, REMOTE_NAMES, topologyPorts, type RemoteName, type TopologyPorts } from './ports';
import { httpOk, portOpen, ROOT, spawnManaged, tail, waitUntil, type Managed } from './processes';

// The production topology of docker-compose.yml, without Docker, on 127.0.0.1: Debian's nginx as the gateway (the
// same template) and as each remote's server (the same conf), PostgreSQL (a database of its own), Redis (a key
// prefix of its own), s3rver for MinIO, an SMTP sink for Mailpit, two API instances, the integration service and the
// shell server, all from the production builds, with NODE_ENV=production.

/** What the specs need to reach and change the running topology (written to TOPOLOGY_STATE as JSON). */
export interface TopologyState {
  runDir: string;
  logDir: string;
  ports: Omit<TopologyPorts, 'spare'>;
  gatewayUrl: string;
  databaseName: string;
  databaseUrl: string;
  redisPrefix: string;
  /** Where the mail sink writes messages: `<mailRoot>/outbox/*.eml`, the layout tests/e2e/support/outbox.ts reads. */
  mailRoot: string;
  s3Dir: string;
  /** The shell's and each remote's build, as served (a copy of its dist, taken at start). */
  appDirs: Record<'shell' | 'backoffice' | RemoteName, string>;
  /** The back office through the gateway, under its own host name. */
  backofficeUrl: string;
  backofficeEnv: Record<string, string>;
  gateway: { prefix: string; vars: GatewayVars };
  /** The environment every server process gets (API and integration), secrets of this run included. */
  serverEnv: Record<string, string>;
  shellEnv: Record<string, string>;
  pids: Record<string, number>;
}

export const STATE_ENV = 'TOPOLOGY_STATE';

export function readState(): TopologyState {
  const file = process.env[STATE_ENV];
  if (!file) throw new Error(`${STATE_ENV} is not set: run through tests/topology/playwright.config.ts`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as TopologyState;
}

/** Only what the parent process needs to start and stop its own children; never crosses into the workers. */
export interface RunningTopology {
  state: TopologyState;
  stop(): Promise<void>;
}

export function gatewayVars(ports: Omit<TopologyPorts, 'spare'>): GatewayVars {
  const at = (port: number) => `${HOST}:${port}`;
  return {
    GATEWAY_PORT: at(ports.gateway),
    // Every upstream below is an address, so nothing is ever looked up; nginx still wants a resolver to parse.
    NGINX_RESOLVER: '127.0.0.1',
    API_UPSTREAM_SERVERS: `server ${at(ports.apiA)}; server ${at(ports.apiB)};`,
    INTEGRATION_UPSTREAM: at(ports.integration),
    SHELL_UPSTREAM: at(ports.shell),
    BACKOFFICE_UPSTREAM: at(ports.backoffice),
    BACKOFFICE_HOST,
    STORAGE_UPSTREAM: at(ports.s3),
    REMOTE_ELIGIBILITY_UPSTREAM: at(ports.remotes.eligibility),
    REMOTE_DOCUMENTS_UPSTREAM: at(ports.remotes.documents),
    REMOTE_TRANSACTIONS_UPSTREAM: at(ports.remotes.transactions),
    REMOTE_ACCOUNTING_UPSTREAM: at(ports.remotes.accounting),
    REMOTE_DASHBOARD_UPSTREAM: at(ports.remotes.dashboard),
  };
}

export function renderGateway(vars: GatewayVars): string {
  return renderTemplate(fs.readFileSync(GATEWAY_TEMPLATE, 'utf8'), vars as unknown as Record<string, string>);
}

/** Points the running gateway at other upstreams (a remote's next release, or back): `nginx -s reload`. */
export function reloadGateway(state: TopologyState, vars: GatewayVars): void {
  reloadNginx(state.gateway.prefix, renderGateway(vars));
}

export function renderRemote(port: number, root: string): string {
  return renderRemoteConf(fs.readFileSync(REMOTE_CONF, 'utf8'), { port, root });
}

/** An API instance (the compiled server/src/main.ts) on `port` with the run's shared configuration and a DATA_DIR of its own. */
export function startApi(state: TopologyState, name: string, port: number): Managed {
  const dataDir = path.join(state.runDir, 'data', name);
  fs.mkdirSync(dataDir, { recursive: true });
  return spawnManaged(name, process.execPath, [...COMMANDS.api], {
    logDir: state.logDir,
    env: { ...state.serverEnv, API_PORT: String(port), DATA_DIR: dataDir },
  });
}

export function apiReady(port: number) {
  return () => httpOk(`http://${HOST}:${port}/api/readyz`);
}

/** A remote's build served by its own nginx (what one remote container is). */
export function startRemoteServer(
  state: TopologyState,
  name: string,
  port: number,
  root: string,
): NginxInstance {
  return startNginx(name, path.join(state.runDir, 'nginx', name), renderRemote(port, root), state.logDir);
}

function ensureTools() {
  if (!fs.existsSync(NGINX_BIN)) {
    throw new Error(
      `nginx not found at ${NGINX_BIN}: install Debian's nginx (apt-get install nginx-light) or set NGINX_BIN`,
    );
  }
}

/** The images' build steps (harness/commands.ts), each stale output only: the servers, then the five browser apps. */
function build(logDir: string) {
  if (process.env.TOPOLOGY_NO_BUILD === '1') return;
  const log: string[] = [];
  for (const args of [COMMANDS.buildServer, COMMANDS.buildApps('shell', 'backoffice', ...REMOTE_NAMES)]) {
    const result = spawnSync(process.execPath, [...args], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production' },
      encoding: 'utf8',
      timeout: 15 * 60_000,
    });
    log.push(`$ node ${args.join(' ')}\n${result.stdout ?? ''}${result.stderr ?? ''}`);
    fs.writeFileSync(path.join(logDir, 'build.log'), log.join('\n'));
    if (result.status !== 0) {
      throw new Error(
        `node ${args.join(' ')} failed (${result.error?.message ?? `exit ${result.status}`}):\n${tail(`${result.stdout}${result.stderr}`)}`,
      );
    }
  }
}

/** A copy of each dist: another engineer rebuilding an app meanwhile must not change what this run serves. */
function snapshotBuilds(runDir: string): Record<'shell' | 'backoffice' | RemoteName, string> {
  const dirs = {} as Record<'shell' | 'backoffice' | RemoteName, string>;
  for (const name of ['shell', 'backoffice', ...REMOTE_NAMES] as const) {
    const host = name === 'shell' || name === 'backoffice';
    const from = path.join(ROOT, host ? `${name}/dist` : `remotes/${name}/dist`);
    const marker = host ? 'index.html' : 'mf-manifest.json';
    if (!fs.existsSync(path.join(from, marker)))
      throw new Error(`${from} holds no production build (${marker} missing)`);
    const to = path.join(runDir, 'apps', name);
    fs.cpSync(from, to, { recursive: true });
    dirs[name] = to;
  }
  return dirs;
}

export async function startTopology(): Promise<RunningTopology> {
  ensureTools();
  const allPorts = topologyPorts();
  const { spare: _spare, ...ports } = allPorts;
  const busy: string[] = [];
  for (const [name, port] of Object.entries({ ...ports, ...ports.remotes })) {
    if (typeof port === 'number' && (await portOpen(port))) busy.push(`${name} (${port})`);
  }
  if (busy.length) {
    throw new Error(
      `ports in use: ${busy.join(', ')}; stop what runs there or set TOPOLOGY_PORT to another base`,
    );
  }
  await checkRedis();

  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onboarding-topology-'));
  const logDir = path.join(runDir, 'logs');
  fs.mkdirSync(logDir, { recursive: true });
  const id = `${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
  const databaseName = `onboarding_topology_${id}`;
  const redisPrefix = `onboarding:topology:${id}:rate-limit:`;
  const gatewayUrl = `http://${HOST}:${ports.gateway}`;
  const mailRoot = path.join(runDir, 'mail');
  const s3Dir = path.join(runDir, 's3');
  fs.mkdirSync(s3Dir, { recursive: true });

  const started: { stop(): Promise<void> }[] = [];
  let databaseCreated = false;
  const stop = async () => {
    // Reverse order: the gateway first, the stores last; each failure is reported, none stops the others.
    const problems: string[] = [];
    for (const item of started.reverse()) await item.stop().catch((err) => problems.push(String(err)));
    if (databaseCreated) await dropDatabase(databaseName).catch((err) => problems.push(String(err)));
    await deleteRedisPrefix(redisPrefix).catch((err) => problems.push(String(err)));
    if (process.env.TOPOLOGY_KEEP !== '1') fs.rmSync(runDir, { recursive: true, force: true });
    else console.log(`[topology] kept ${runDir}`);
    if (problems.length) console.warn(`[topology] cleanup problems:\n${problems.join('\n')}`);
  };

  try {
    build(logDir);
    const appDirs = snapshotBuilds(runDir);
    await createDatabase(databaseName);
    databaseCreated = true;

    const secrets = {
      JWT_SECRET: crypto.randomBytes(32).toString('hex'),
      SECRETS_KEY: crypto.randomBytes(32).toString('hex'),
      ALTCHA_HMAC_KEY: crypto.randomBytes(32).toString('hex'),
    };
    const run: RunAddresses = {
      ports,
      gatewayUrl,
      databaseUrl: databaseUrl(databaseName),
      redisUrl: REDIS_URL,
      redisPrefix,
      secrets,
    };
    const serverEnv = serverEnvironment(run);
    const shellEnv = shellEnvironment(run, appDirs.shell);
    const backofficeEnv = backofficeEnvironment(run, appDirs.backoffice);
    const vars = gatewayVars(ports);
    const state: TopologyState = {
      runDir,
      logDir,
      ports,
      gatewayUrl,
      databaseName,
      databaseUrl: databaseUrl(databaseName),
      redisPrefix,
      mailRoot,
      s3Dir,
      appDirs,
      gateway: { prefix: path.join(runDir, 'nginx', 'gateway'), vars },
      serverEnv,
      shellEnv,
      backofficeUrl: backofficeUrl(ports),
      backofficeEnv,
      pids: {},
    };

    const s3 = spawnManaged(
      's3',
      process.execPath,
      [
        'tests/topology/harness/s3-server.mjs',
        '--port',
        String(ports.s3),
        '--dir',
        s3Dir,
        '--bucket',
        BUCKET,
      ],
      { logDir, env: baseEnv() },
    );
    started.push(s3);
    const mail = spawnManaged(
      'mail',
      process.execPath,
      [
        'tests/topology/harness/mail-sink.mjs',
        '--port',
        String(ports.smtp),
        '--dir',
        path.join(mailRoot, 'outbox'),
      ],
      { logDir, env: baseEnv() },
    );
    started.push(mail);
    const remotes = REMOTE_NAMES.map((name) => {
      const instance = startRemoteServer(state, `remote-${name}`, ports.remotes[name], appDirs[name]);
      started.push(instance);
      return { name, instance };
    });
    await waitUntil('s3', () => portOpen(ports.s3), { process: s3, timeoutMs: 30_000 });
    await waitUntil('mail', () => portOpen(ports.smtp), { process: mail, timeoutMs: 30_000 });

    const shell = spawnManaged('shell', process.execPath, [...COMMANDS.shell], { logDir, env: shellEnv });
    started.push(shell);
    const backoffice = spawnManaged('backoffice', process.execPath, [...COMMANDS.backoffice], {
      logDir,
      env: backofficeEnv,
    });
    started.push(backoffice);
    const gateway = startNginx('gateway', state.gateway.prefix, renderGateway(vars), logDir);
    started.push(gateway);
    // The first instance migrates the fresh database alone: server/src/db/migrate.ts creates schema_migrations
    // before taking its advisory lock, and processes doing that at once on an empty database collide (reported).
    const apiA = startApi(state, 'api-a', ports.apiA);
    started.push(apiA);
    await waitUntil('api-a', apiReady(ports.apiA), { process: apiA, timeoutMs: 240_000 });
    const apiB = startApi(state, 'api-b', ports.apiB);
    started.push(apiB);
    const integration = spawnManaged('integration', process.execPath, [...COMMANDS.integration], {
      logDir,
      env: { ...serverEnv, DATA_DIR: path.join(runDir, 'data', 'integration') },
    });
    started.push(integration);

    for (const { name, instance } of remotes) {
      await waitUntil(`remote ${name}`, () => httpOk(`http://${HOST}:${ports.remotes[name]}/healthz`), {
        process: instance.process,
        timeoutMs: 30_000,
      });
    }
    await waitUntil('shell', () => httpOk(`http://${HOST}:${ports.shell}/remotes.json`), { process: shell });
    await waitUntil('backoffice', () => httpOk(`http://${HOST}:${ports.backoffice}/healthz`), {
      process: backoffice,
    });
    // Opening the database, migrating and connecting everything: slow on a busy shared machine.
    await waitUntil('api-b', apiReady(ports.apiB), { process: apiB, timeoutMs: 240_000 });
    await waitUntil('integration', () => httpOk(`http://${HOST}:${ports.integration}/readyz`), {
      process: integration,
      timeoutMs: 240_000,
    });
    await waitUntil('gateway', () => httpOk(`${gatewayUrl}/api/readyz`), {
      process: gateway.process,
      timeoutMs: 30_000,
    });

    state.pids = Object.fromEntries(
      [
        s3,
        mail,
        apiA,
        apiB,
        integration,
        shell,
        backoffice,
        gateway.process,
        ...remotes.map((r) => r.instance.process),
      ].map((m) => [m.name, m.pid]),
    );
    return { state, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
