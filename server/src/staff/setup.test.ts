import fs from 'node:fs';
import { and, eq, isNull } from 'drizzle-orm';
import { auditLog, staff, staffSetupLinks } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { readOutbox } from '../test/outbox';
import { signedInStaff } from '../test/staff';
import { StaffError } from './accounts';
import {
  offerFirstAdminSetup,
  SETUP_LINK_TTL_SECONDS,
  SETUP_MESSAGES,
  SetupError,
  setupLinkFile,
  redeemSetupLink,
  type IssuedSetupLink,
} from './setup';

// The first administrator's setup link: issued at start only while no administrator is active, kept in a file only
// its owner reads, valid for a day, used once (whichever of several links, however many uses race), refused once an
// administrator exists; using it is an admin invitation whose link the browser goes on to.

jest.setTimeout(60_000);

const HOUR = 60 * 60 * 1000;
let t: TestApp;
let printed: IssuedSetupLink[] = [];
let counter = 0;
const nextEmail = () => `founder-${++counter}@provider.example`;

beforeAll(async () => {
  t = await createTestApp({ BACKOFFICE_URL: 'http://backoffice.test' });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  // Each case starts as a new installation: no active administrator, no setup link, no file.
  await t.app.db.update(staff).set({ status: 'disabled' }).where(eq(staff.role, 'admin'));
  await t.app.db.delete(staffSetupLinks);
  fs.rmSync(setupLinkFile(t.dataDir), { force: true });
  printed = [];
});

const issue = (now?: Date) => offerFirstAdminSetup(t.app, (issued) => printed.push(issued), now);
const tokenOf = (link: string) => decodeURIComponent(new URL(link).hash.replace('#setup=', ''));

async function issued(now?: Date): Promise<{ link: string; token: string }> {
  const link = (await issue(now))!;
  expect(link).not.toBeNull();
  return { link: link.link, token: tokenOf(link.link) };
}

const unusedLinks = () => t.app.db.select().from(staffSetupLinks).where(isNull(staffSetupLinks.usedAt));

describe('issuing at start', () => {
  it('issues a link for a day while no administrator is active, printed and written to a file only its owner reads', async () => {
    // An administrator still enrolling, or an active reviewer, is no way in for the provider yet.
    await signedInStaff(t.app, 'reviewer');
    const started = new Date();
    const result = (await issue(started))!;
    expect(result.link).toMatch(/^http:\/\/backoffice\.test\/setup#setup=[\w-]{43}$/);
    expect(result.expiresAt.getTime()).toBe(started.getTime() + SETUP_LINK_TTL_SECONDS * 1000);
    expect(SETUP_LINK_TTL_SECONDS).toBe(24 * 60 * 60);
    expect(printed).toEqual([result]);
    const file = setupLinkFile(t.dataDir);
    expect(result.file).toBe(file);
    expect(fs.readFileSync(file, 'utf8')).toBe(`${result.link}\n`);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    const [row] = await unusedLinks();
    expect(row.expiresAt).toEqual(result.expiresAt);
    // Only the token's hash is kept, and the audit entry names the link, not its token.
    expect(JSON.stringify(row)).not.toContain(tokenOf(result.link));
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'staff.setup-link-issued'))
      .orderBy(auditLog.id);
    expect(entry.actor).toBe('system');
    expect(JSON.stringify(entry)).not.toContain(tokenOf(result.link));
  });

  it('replaces a file left by an earlier start, still readable by its owner only', async () => {
    fs.writeFileSync(setupLinkFile(t.dataDir), 'stale\n', { mode: 0o644 });
    const result = (await issue())!;
    expect(fs.readFileSync(result.file, 'utf8')).toBe(`${result.link}\n`);
    expect(fs.statSync(result.file).mode & 0o777).toBe(0o600);
    // Two instances starting at once on one folder: each link is issued, and the file holds one of them whole.
    const both = await Promise.all([issue(), issue()]);
    expect(both.map((b) => `${b!.link}\n`)).toContain(fs.readFileSync(result.file, 'utf8'));
    expect(fs.readdirSync(t.dataDir).filter((name) => name.startsWith('setup-link'))).toEqual([
      'setup-link.txt',
    ]);
  });

  it('issues nothing once an administrator is active, and removes the file of an earlier start', async () => {
    fs.writeFileSync(setupLinkFile(t.dataDir), 'http://backoffice.test/setup#setup=old\n', { mode: 0o600 });
    await signedInStaff(t.app, 'admin');
    expect(await issue()).toBeNull();
    expect(printed).toEqual([]);
    expect(await unusedLinks()).toEqual([]);
    expect(fs.existsSync(setupLinkFile(t.dataDir))).toBe(false);
  });
});

describe('using a link', () => {
  it('invites the administrator, answers the enrolment page to go on to, mails it, and ends every link', async () => {
    const other = await issued();
    const mine = await issued();
    const email = nextEmail();
    const used = await redeemSetupLink(t.app, mine.token, {
      email: ` ${email.toUpperCase()} `,
      ip: '203.0.113.9',
      language: 'ar',
    });
    const [member] = await t.app.db.select().from(staff).where(eq(staff.email, email));
    expect(member).toMatchObject({ id: used.staffId, role: 'admin', status: 'invited', language: 'ar' });
    // The enrolment mail carries the same link the browser is sent on to.
    const mail = readOutbox(t.dataDir)
      .filter((m) => m.headers.to === email)
      .at(-1)!;
    expect(used.mailSent).toBe(true);
    expect(used.enrolmentPath).toMatch(/^\/enrol#token=[\w%-]+$/);
    expect(mail.link).toBe(`http://backoffice.test${used.enrolmentPath}`);
    expect(fs.existsSync(setupLinkFile(t.dataDir))).toBe(false);

    expect(await unusedLinks()).toEqual([]);
    for (const token of [mine.token, other.token])
      await expect(redeemSetupLink(t.app, token, { email: nextEmail() })).rejects.toEqual(
        new SetupError('token', SETUP_MESSAGES.token),
      );

    const [invited] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.invited'), eq(auditLog.actor, 'setup')));
    expect(invited.detail).toMatchObject({ staffId: used.staffId, role: 'admin' });
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'staff.setup-link-used'));
    expect(entry.actor).toBe('setup');
    expect(entry.detail).toMatchObject({ staffId: used.staffId, usedUp: 2, ip: '203.0.113.9' });
    expect(JSON.stringify(entry)).not.toContain(mine.token);
  });

  it('is refused a day after it was issued', async () => {
    const expired = await issued(new Date(Date.now() - 24 * HOUR - 1000));
    await expect(redeemSetupLink(t.app, expired.token, { email: nextEmail() })).rejects.toEqual(
      new SetupError('token', SETUP_MESSAGES.token),
    );
    const almost = await issued(new Date(Date.now() - 23 * HOUR));
    await expect(redeemSetupLink(t.app, almost.token, { email: nextEmail() })).resolves.toMatchObject({
      enrolmentPath: expect.stringMatching(/^\/enrol#token=/),
    });
  });

  it('works once when two uses race', async () => {
    const { token } = await issued();
    const emails = [nextEmail(), nextEmail()];
    const results = await Promise.allSettled(emails.map((email) => redeemSetupLink(t.app, token, { email })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toEqual(new SetupError('token', SETUP_MESSAGES.token));
    const admins = await t.app.db
      .select()
      .from(staff)
      .where(and(eq(staff.role, 'admin'), eq(staff.status, 'invited')));
    expect(admins.filter((a) => emails.includes(a.email))).toHaveLength(1);
  });

  it('is refused once an administrator is active, and the link is left as it was', async () => {
    const { token } = await issued();
    await signedInStaff(t.app, 'admin');
    await expect(redeemSetupLink(t.app, token, { email: nextEmail() })).rejects.toEqual(
      new SetupError('admin-exists', SETUP_MESSAGES.adminExists),
    );
    expect(await unusedLinks()).toHaveLength(1);
  });

  it('changes nothing for an address it cannot invite: the link still works', async () => {
    const { token } = await issued();
    await expect(redeemSetupLink(t.app, token, { email: 'not an address' })).rejects.toBeInstanceOf(
      StaffError,
    );
    const reviewer = await signedInStaff(t.app, 'reviewer');
    await expect(redeemSetupLink(t.app, token, { email: reviewer.email })).rejects.toMatchObject({
      code: 'exists',
    });
    expect(await unusedLinks()).toHaveLength(1);
    expect(fs.existsSync(setupLinkFile(t.dataDir))).toBe(true);
    await expect(redeemSetupLink(t.app, 'x'.repeat(43), { email: nextEmail() })).rejects.toEqual(
      new SetupError('token', SETUP_MESSAGES.token),
    );
    await expect(redeemSetupLink(t.app, token, { email: nextEmail() })).resolves.toBeDefined();
  });
});
