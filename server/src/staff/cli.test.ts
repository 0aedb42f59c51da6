import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { STAFF_CLI_MESSAGES } from '../staff-cli';
import { parseArgs, runStaffCommand, USAGE, UsageError } from './cli-commands';
import { createTestApp, pgliteTemplate, type TestApp } from '../test/app';
import { signedInStaff, staffCall } from '../test/staff';
import { TEAM_MESSAGES } from './team-moves';
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

describe('staff CLI arguments of the team', () => {
  it('reads list, the moves on an email, and role <email> <role>', () => {
    expect(parseArgs(['list'])).toEqual({ command: 'list' });
    for (const command of [
      'disable',
      'enable',
      'reset',
      'end-sessions',
      'resend-invitation',
      'revoke-invitation',
    ])
      expect(parseArgs([command, 'a@b.example'])).toEqual({ command, email: 'a@b.example' });
    expect(parseArgs(['role', 'a@b.example', 'approver'])).toEqual({
      command: 'role',
      email: 'a@b.example',
      role: 'approver',
    });
    for (const command of ['list', 'disable', 'enable', 'role', 'reset', 'revoke-invitation'])
      expect(USAGE).toContain(command);
  });

  it('refuses them with anything missing or more', () => {
    for (const argv of [
      ['list', 'a@b.example'],
      ['list', '--all'],
      ['disable'],
      ['disable', 'a@b.example', 'c@d.example'],
      ['enable', 'a@b.example', '--force'],
      ['role', 'a@b.example'],
      ['role', 'a@b.example', 'owner'],
      ['role', 'a@b.example', 'admin', 'extra'],
      ['reset'],
    ])
      expect(() => parseArgs(argv)).toThrow(UsageError);
  });
});

describe('the team commands (runStaffCommand, actor cli)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ BACKOFFICE_URL: 'http://backoffice.test' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('resets (printing the new link), changes a role, ends sessions; refuses the last admin and an unknown email', async () => {
    const admin = await signedInStaff(t.app, 'admin');
    const member = await signedInStaff(t.app, 'reviewer');
    const role = await runStaffCommand(t.app, ['role', member.email, 'approver']);
    expect(role).toEqual({ code: 0, stdout: `${member.email} is now approver.\n`, stderr: '' });

    const ended = await runStaffCommand(t.app, ['end-sessions', member.email.toUpperCase()]);
    expect(ended.stdout).toBe(`Ended 1 live session(s) of ${member.email}.\n`);
    expect((await staffCall(t.app, member, 'GET', '/api/backoffice/session')).statusCode).toBe(401);

    const reset = await runStaffCommand(t.app, ['reset', member.email]);
    expect(reset.code).toBe(0);
    const link = /^ {2}(http:\/\/backoffice\.test\/enrol#token=[A-Za-z0-9_-]{43})$/m.exec(reset.stdout)?.[1];
    expect(link).toBeDefined();
    expect(
      readOutbox(t.dataDir)
        .filter((m) => m.headers.to === member.email)
        .at(-1)!.link,
    ).toBe(link);

    expect(await runStaffCommand(t.app, ['disable', admin.email])).toEqual({
      code: 1,
      stdout: '',
      stderr: `staff: ${TEAM_MESSAGES.lastAdmin(admin.email)}\n`,
    });
    expect(await runStaffCommand(t.app, ['disable', 'nobody@provider.example'])).toEqual({
      code: 1,
      stdout: '',
      stderr: 'staff: no staff account has the email nobody@provider.example.\n',
    });
    expect((await runStaffCommand(t.app, ['disable', 'not-an-email'])).code).toBe(1);
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

  it('refuses with exit 2 and says what to do while the product runs on the same embedded database', async () => {
    const lock = path.join(dataDir, 'pglite.lock');
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
      expect((failure as { stderr: string }).stderr).toContain(`in use by process ${api.pid}`);
    } finally {
      api.kill('SIGKILL');
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

  it('lists the team and disables a member', async () => {
    const listed = await run(process.execPath, ['scripts/staff.mjs', 'list'], { cwd: ROOT, env: env() });
    const lines = listed.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(
      /^EMAIL +ROLE +STATUS +SIGN-IN +LAST SIGN-IN +LIVE SESSIONS +INVITATION EXPIRES$/,
    );
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^first\.admin@provider\.example +admin +invited +password +- +0 +\d{4}-\d\d-\d\d \d\d:\d\d UTC$/,
        ),
        expect.stringMatching(/^reviewer@provider\.example +reviewer +invited /),
      ]),
    );
    // Aligned: every row's status starts in the header's STATUS column.
    const column = lines[0].indexOf('STATUS');
    for (const line of lines.slice(1)) expect(line.slice(column)).toMatch(/^(invited|active|disabled) /);

    const disabled = await run(
      process.execPath,
      ['scripts/staff.mjs', 'disable', 'reviewer@provider.example'],
      {
        cwd: ROOT,
        env: env(),
      },
    );
    expect(disabled.stdout).toBe('Disabled reviewer@provider.example; ended 0 live session(s).\n');
    const after = await run(process.execPath, ['server/dist/staff-cli.js', 'list'], {
      cwd: ROOT,
      env: env(),
    });
    expect(after.stdout).toMatch(/^reviewer@provider\.example +reviewer +disabled /m);

    const unknown = await run(
      process.execPath,
      ['server/dist/staff-cli.js', 'disable', 'nobody@provider.example'],
      {
        cwd: ROOT,
        env: env(),
      },
    ).catch((err: { code: number; stderr: string }) => err);
    expect(unknown).toMatchObject({ code: 1 });
    expect((unknown as { stderr: string }).stderr).toContain(
      'no staff account has the email nobody@provider.example',
    );
  });
});
