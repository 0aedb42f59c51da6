import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { STAFF_CLI_MESSAGES } from '../staff-cli';
import { parseArgs, UsageError } from './cli-commands';
import { pgliteTemplate } from '../test/app';
import { readOutbox } from '../test/outbox';

jest.setTimeout(120_000);

const ROOT = path.resolve(__dirname, '../../..');
const run = promisify(execFile);

describe('staff CLI arguments', () => {
  it('reads add <email> --role <role>', () => {
    expect(parseArgs(['add', 'a@b.example', '--role', 'admin'])).toEqual({
      command: 'add',
      email: 'a@b.example',
      role: 'admin',
      language: 'en',
    });
    expect(parseArgs(['add', '--role=reviewer', 'a@b.example'])).toMatchObject({ role: 'reviewer' });
    expect(parseArgs(['--help'])).toEqual({ command: 'help' });
  });

  it('reads the language of the invitee’s emails, English by default', () => {
    expect(parseArgs(['add', 'a@b.example', '--role', 'admin', '--language', 'ar'])).toMatchObject({
      language: 'ar',
    });
    expect(parseArgs(['add', '--language=en', 'a@b.example', '--role=reviewer'])).toMatchObject({
      language: 'en',
    });
    expect(() => parseArgs(['add', 'a@b.example', '--role', 'admin', '--language', 'fr'])).toThrow(
      'the language must be one of en, ar',
    );
    expect(() => parseArgs(['add', 'a@b.example', '--role', 'admin', '--language'])).toThrow(UsageError);
  });

  it('refuses anything else', () => {
    for (const argv of [
      [],
      ['remove', 'a@b.example'],
      ['add'],
      ['add', 'a@b.example'],
      ['add', 'a@b.example', '--role', 'owner'],
      ['add', 'a@b.example', '--role'],
      ['add', 'a@b.example', 'c@d.example', '--role', 'admin'],
      ['add', 'a@b.example', '--role', 'admin', '--force'],
    ])
      expect(() => parseArgs(argv)).toThrow(UsageError);
  });
});

describe('npm run staff (scripts/staff.mjs → server/dist/staff-cli.js)', () => {
  let dataDir: string;
  // The API's environment less any database of the test run: the CLI works on its own DATA_DIR.
  const env = () => {
    const e: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: dataDir,
      BACKOFFICE_URL: 'http://backoffice.test/',
    };
    delete e.DATABASE_URL;
    delete e.TEST_DATABASE_URL;
    delete e.SMTP_URL;
    delete e.LOG_LEVEL;
    return e;
  };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onboarding-staff-cli-'));
    // A ready PGlite cluster (initdb takes seconds); the CLI applies the migrations.
    fs.cpSync(await pgliteTemplate(), path.join(dataDir, 'pglite'), { recursive: true });
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('invites, mails the link and prints it', async () => {
    const { stdout } = await run(
      process.execPath,
      ['scripts/staff.mjs', 'add', 'First.Admin@Provider.example', '--role', 'admin'],
      { cwd: ROOT, env: env() },
    );
    const link = /^ {2}(http:\/\/backoffice\.test\/enrol#token=[A-Za-z0-9_-]{43})$/m.exec(stdout)?.[1];
    expect(stdout).toContain('Invited first.admin@provider.example as admin.');
    expect(stdout).toContain('The enrolment email has been sent.');
    expect(link).toBeDefined();
    const mails = readOutbox(dataDir);
    expect(mails).toHaveLength(1);
    expect(mails[0].headers.to).toBe('first.admin@provider.example');
    expect(mails[0].link).toBe(link);
  });

  it('invites in the language it is given, and keeps it with the account', async () => {
    const { stdout } = await run(
      process.execPath,
      ['scripts/staff.mjs', 'add', 'reviewer@provider.example', '--role', 'reviewer', '--language', 'ar'],
      { cwd: ROOT, env: env() },
    );
    expect(stdout).toContain('Invited reviewer@provider.example as reviewer.');
    const [mail] = readOutbox(dataDir).filter((m) => m.headers.to === 'reviewer@provider.example');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.text).toContain('تمت دعوتك إلى المكتب الخلفي لـ Onboarding بصفة مراجع.');
  });

  it('prints the usage and exits 2 on bad arguments', async () => {
    const failure = await run(process.execPath, ['scripts/staff.mjs', 'add', 'x@provider.example'], {
      cwd: ROOT,
      env: env(),
    }).catch((err: { code: number; stderr: string }) => err);
    expect(failure).toMatchObject({ code: 2 });
    expect((failure as { stderr: string }).stderr).toContain('Usage: npm run staff -- add <email> --role');
  });

  it('refuses with exit 2 and says what to do while a process holds the embedded database and its staff channel does not answer', async () => {
    const lock = path.join(dataDir, 'pglite.lock');
    // A live holder (a product from before the channel, or one that crashed mid-start) and a channel left by a crash.
    fs.mkdirSync(path.join(dataDir, 'run'), { recursive: true, mode: 0o700 });
    fs.writeFileSync(path.join(dataDir, 'run', 'staff.sock'), '');
    fs.writeFileSync(path.join(dataDir, 'run', 'staff.token'), 'old\n', { mode: 0o600 });
    const api = spawn(process.execPath, [
      '-e',
      `require('fs').writeFileSync(${JSON.stringify(lock)}, JSON.stringify({ pid: process.pid, host: require('os').hostname(), token: 'api' })); setInterval(() => {}, 1000);`,
    ]);
    try {
      for (let i = 0; i < 200 && !fs.existsSync(lock); i++) await new Promise((r) => setTimeout(r, 25));
      const failure = await run(
        process.execPath,
        ['scripts/staff.mjs', 'add', 'late@provider.example', '--role', 'reviewer'],
        { cwd: ROOT, env: env() },
      ).catch((err: { code: number; stderr: string }) => err);
      expect(failure).toMatchObject({ code: 2 });
      expect((failure as { stderr: string }).stderr).toContain(STAFF_CLI_MESSAGES.inUse);
      expect((failure as { stderr: string }).stderr).toContain('restart it with npm start');
      expect((failure as { stderr: string }).stderr).toContain(`in use by process ${api.pid}`);
    } finally {
      api.kill('SIGKILL');
      fs.rmSync(path.join(dataDir, 'run'), { recursive: true, force: true });
    }
    expect(readOutbox(dataDir).some((m) => m.headers.to === 'late@provider.example')).toBe(false);
  });

  it('says so and exits 1 when the email is bad', async () => {
    const failure = await run(
      process.execPath,
      ['server/dist/staff-cli.js', 'add', 'not-an-email', '--role', 'reviewer'],
      { cwd: ROOT, env: env() },
    ).catch((err: { code: number; stderr: string }) => err);
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr).toContain('Please enter a valid email address.');
  });
});
