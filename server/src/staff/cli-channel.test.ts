import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { staffByEmail } from '../data/staff';
import { loggerOptions } from '../logger';
import { STAFF_CLI_MESSAGES } from '../staff-cli';
import { pgliteTemplate } from '../test/app';
import { readOutbox } from '../test/outbox';

// `npm run staff` while the product runs on the embedded database: the API, holding the database, runs the command
// over its staff channel (plugins/staff-channel.ts), a Unix socket under DATA_DIR that no TCP port serves.

jest.setTimeout(120_000);

const ROOT = path.resolve(__dirname, '../../..');
const run = promisify(execFile);
const BACKOFFICE_URL = 'http://backoffice.test/';

interface Api {
  app: FastifyInstance;
  logs: string[];
}

/** The real API on `dataDir`'s embedded database (this test process holds its lock, as `npm start` would). */
async function startApi(dataDir: string): Promise<Api> {
  fs.cpSync(await pgliteTemplate(), path.join(dataDir, 'pglite'), { recursive: true });
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    JWT_SECRET: 'test-secret-that-is-at-least-32-characters-long',
    APP_URL: 'http://app.test',
    BACKOFFICE_URL,
  });
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      logs.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const app = await buildApp(config, { logger: { ...(loggerOptions(config) as object), stream } });
  await app.ready();
  return { app, logs };
}

/** The CLI's environment: the API's DATA_DIR and nothing of the test run's databases. */
function cliEnv(dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, BACKOFFICE_URL };
  delete env.DATABASE_URL;
  delete env.TEST_DATABASE_URL;
  delete env.SMTP_URL;
  delete env.LOG_LEVEL;
  return env;
}

function staffCli(script: string, args: string[], dataDir: string) {
  return run(process.execPath, [script, ...args], { cwd: ROOT, env: cliEnv(dataDir) }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (err: { code: number; stdout: string; stderr: string }) => err,
  );
}

/** A call on the channel's socket with the given Authorization header. */
function callSocket(socketPath: string, authorization: string, argv: string[]) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(
      {
        socketPath,
        path: '/run',
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += String(chunk)));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify({ argv }));
  });
}

const mode = (file: string) => fs.statSync(file).mode & 0o777;

describe('npm run staff while the product runs on the embedded database', () => {
  let dataDir: string;
  let api: Api;
  let socket: string;
  let tokenFile: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onboarding-staff-channel-'));
    socket = path.join(dataDir, 'run', 'staff.sock');
    tokenFile = path.join(dataDir, 'run', 'staff.token');
    // A previous life's leftovers (a crash): the new API replaces them.
    fs.mkdirSync(path.join(dataDir, 'run'), { mode: 0o755 });
    fs.writeFileSync(socket, '');
    fs.writeFileSync(tokenFile, 'stale\n', { mode: 0o644 });
    api = await startApi(dataDir);
  });
  afterAll(async () => {
    await api?.app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('invites through the running API: the link it prints opens the enrolment there', async () => {
    const result = await staffCli(
      'scripts/staff.mjs',
      ['add', 'Live.Admin@Provider.example', '--role', 'admin', '--language', 'ar'],
      dataDir,
    );
    expect(result).toMatchObject({ code: 0 });
    expect(result.stdout).toContain('Invited live.admin@provider.example as admin.');
    expect(result.stdout).toContain('The enrolment email has been sent.');
    const link = /^ {2}(http:\/\/backoffice\.test\/enrol#token=([A-Za-z0-9_-]{43}))$/m.exec(result.stdout);
    expect(link).not.toBeNull();

    const opened = await api.app.inject({
      url: '/api/backoffice/enrolment',
      headers: { 'x-enrolment-token': link![2] },
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ email: 'live.admin@provider.example' });
    expect(await staffByEmail(api.app.db, 'live.admin@provider.example')).toMatchObject({
      role: 'admin',
      language: 'ar',
    });
    expect(readOutbox(dataDir).filter((m) => m.headers.to === 'live.admin@provider.example')).toHaveLength(1);

    // The channel logs the command and its outcome, never the arguments' people or the answer's link (the outbox,
    // a development mailer, logs its own mail's link by design).
    const ran = api.logs.filter((l) => l.includes('staff command run for the staff CLI'));
    expect(ran.map((l) => JSON.parse(l) as object)).toEqual([
      expect.objectContaining({ command: 'add', code: 0 }),
    ]);
    expect(ran[0]).not.toContain(link![2]);
    expect(ran[0]).not.toContain('live.admin');
  });

  it('answers a refusal with its exit code, and usage without asking the API', async () => {
    const refused = await staffCli(
      'server/dist/staff-cli.js',
      ['add', 'not-an-email', '--role', 'reviewer'],
      dataDir,
    );
    expect(refused).toMatchObject({ code: 1 });
    expect(refused.stderr).toContain('Please enter a valid email address.');
    const usage = await staffCli('server/dist/staff-cli.js', ['add', 'x@provider.example'], dataDir);
    expect(usage).toMatchObject({ code: 2 });
    expect(usage.stderr).toContain('Usage: npm run staff -- add <email> --role');
  });

  it('refuses a caller without the service token (401) and changes nothing', async () => {
    const argv = ['add', 'intruder@provider.example', '--role', 'admin'];
    const token = fs.readFileSync(tokenFile, 'utf8').trim();
    for (const authorization of ['Bearer stale', `Bearer ${token.slice(0, -1)}x`, token, '']) {
      const res = await callSocket(socket, authorization, argv);
      expect(res.status).toBe(401);
      expect(res.body).not.toContain('intruder');
    }
    expect(await staffByEmail(api.app.db, 'intruder@provider.example')).toBeUndefined();
    expect(readOutbox(dataDir).some((m) => m.headers.to === 'intruder@provider.example')).toBe(false);
  });

  it('keeps its files to the service’s user, serves no TCP port, and removes them when the API stops', async () => {
    expect(mode(path.join(dataDir, 'run'))).toBe(0o700);
    expect(fs.statSync(socket).isSocket()).toBe(true);
    expect(mode(socket)).toBe(0o600);
    expect(mode(tokenFile)).toBe(0o600);
    const token = fs.readFileSync(tokenFile, 'utf8').trim();
    expect(token).not.toBe('stale');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // The API's own port (the one the shell and the gateway proxy to) has no such route, even with the token.
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = api.app.server.address() as { port: number };
    for (const url of ['/run', '/api/run']) {
      const res = await fetch(`http://127.0.0.1:${port}${url}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ argv: ['add', 'port@provider.example', '--role', 'admin'] }),
      });
      expect(res.status).toBe(404);
    }
    expect(await staffByEmail(api.app.db, 'port@provider.example')).toBeUndefined();

    await api.app.close();
    expect(fs.existsSync(socket)).toBe(false);
    expect(fs.existsSync(tokenFile)).toBe(false);
  });
});

describe('npm run staff when the running API has no channel (DATA_DIR too long for a socket)', () => {
  let dataDir: string;
  let api: Api;

  beforeAll(async () => {
    dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'onboarding-staff-channel-')), 'd'.repeat(100));
    fs.mkdirSync(dataDir);
    api = await startApi(dataDir);
  });
  afterAll(async () => {
    await api?.app.close();
    fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
  });

  it('warns once at start, and the CLI exits 2 saying what to do', async () => {
    expect(api.logs.filter((l) => l.includes('staff channel off'))).toHaveLength(1);
    expect(fs.existsSync(path.join(dataDir, 'run'))).toBe(false);
    const result = await staffCli(
      'server/dist/staff-cli.js',
      ['add', 'deep@provider.example', '--role', 'admin'],
      dataDir,
    );
    expect(result).toMatchObject({ code: 2 });
    expect(result.stderr).toContain(STAFF_CLI_MESSAGES.tooDeep);
    expect(await staffByEmail(api.app.db, 'deep@provider.example')).toBeUndefined();
  });
});
