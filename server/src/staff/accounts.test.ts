import { eq } from 'drizzle-orm';
import { auditLog, staff, staffEnrolments } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { readOutbox } from '../test/outbox';
import {
  finishEnrolment,
  inviteStaff,
  LOCK_SECONDS,
  signIn,
  STAFF_MESSAGES,
  StaffError,
  startEnrolment,
} from './accounts';
import { PASSWORD_MESSAGES } from './password';
import { totpCode } from './totp';

jest.setTimeout(60_000);

const PASSWORD = 'blue lanterns hum quietly';
const IP = '203.0.113.7';

/** The enrolment token of the last invitation mailed to `email` (the link's fragment). */
function mailedToken(dataDir: string, email: string): string {
  const mail = readOutbox(dataDir)
    .filter((m) => m.headers.to === email)
    .at(-1)!;
  return new URL(mail.link!).hash.replace('#token=', '');
}

describe('staff accounts', () => {
  let t: TestApp;
  let offset = 0;
  const realNow = Date.now.bind(Date);

  beforeAll(async () => {
    t = await createTestApp({ BACKOFFICE_URL: 'http://backoffice.test' });
    // TOTP codes are accepted once per 30-second step: each sign-in moves the clock TOTP sees one step on.
    jest.spyOn(Date, 'now').mockImplementation(() => realNow() + offset);
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await t?.close();
  });
  const nextStep = () => (offset += 30_000);

  async function enrolled(email: string, role: 'reviewer' | 'approver' | 'admin' = 'reviewer') {
    const invitation = await inviteStaff(t.app, { email, role, invitedBy: 'cli' });
    const started = await startEnrolment(t.app, mailedToken(t.dataDir, email.toLowerCase()));
    const done = await finishEnrolment(t.app, mailedToken(t.dataDir, email.toLowerCase()), {
      password: PASSWORD,
      code: totpCode(started.secret, Date.now()),
    });
    return { ...invitation, ...started, ...done };
  }

  it('invites, enrols and signs in', async () => {
    const invitation = await inviteStaff(t.app, {
      email: ' Amina.Khan@Provider.example ',
      role: 'approver',
      invitedBy: 'cli',
    });
    expect(invitation.email).toBe('amina.khan@provider.example');
    expect(invitation.link).toMatch(/^http:\/\/backoffice\.test\/enrol#token=[A-Za-z0-9_-]{43}$/);
    const expectedExpiry = Date.now() + 72 * 3600 * 1000;
    expect(Math.abs(invitation.expiresAt.getTime() - expectedExpiry)).toBeLessThan(5000);

    const [mail] = readOutbox(t.dataDir).filter((m) => m.headers.to === 'amina.khan@provider.example');
    expect(mail.headers.subject).toBe('Your Onboarding back office account');
    expect(mail.link).toBe(invitation.link);
    expect(mail.text).toContain('as an approver');
    expect(mail.text).toContain('valid for 72 hours');
    expect(mail.html).toContain(`href="${invitation.link}"`);

    const [row] = await t.app.db.select().from(staff).where(eq(staff.id, invitation.staffId));
    expect(row).toMatchObject({ status: 'invited', role: 'approver', passwordHash: null });
    // Only the token's hash is stored.
    const token = mailedToken(t.dataDir, invitation.email);
    const enrolments = await t.app.db.select().from(staffEnrolments);
    expect(JSON.stringify(enrolments)).not.toContain(token);

    const started = await startEnrolment(t.app, token);
    expect(started).toMatchObject({ email: invitation.email, role: 'approver' });
    expect(started.otpauthUri).toContain(`secret=${started.secret}`);
    const [pending] = await t.app.db.select().from(staff).where(eq(staff.id, invitation.staffId));
    expect(pending.totpSecretCiphertext).toBeTruthy();
    expect(JSON.stringify(pending)).not.toContain(started.secret);

    await expect(
      finishEnrolment(t.app, token, { password: 'password1234', code: totpCode(started.secret) }),
    ).rejects.toThrow(PASSWORD_MESSAGES.common);
    await expect(finishEnrolment(t.app, token, { password: PASSWORD, code: '000000' })).rejects.toThrow(
      STAFF_MESSAGES.code,
    );
    const done = await finishEnrolment(t.app, token, { password: PASSWORD, code: totpCode(started.secret) });
    expect(done).toEqual({ staffId: invitation.staffId, role: 'approver' });
    const [active] = await t.app.db.select().from(staff).where(eq(staff.id, invitation.staffId));
    expect(active.status).toBe('active');
    expect(active.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    // The code used to enrol is spent: the same step is refused, the next one signs in.
    const sameStep = await signIn(t.app, {
      email: 'AMINA.KHAN@provider.example',
      password: PASSWORD,
      code: totpCode(started.secret),
      ip: IP,
    });
    expect(sameStep.ok).toBe(false);
    nextStep();
    const code = totpCode(started.secret);
    expect(
      await signIn(t.app, { email: 'amina.khan@provider.example', password: PASSWORD, code, ip: IP }),
    ).toEqual({ ok: true, staffId: invitation.staffId, role: 'approver' });
    // A code is never accepted twice.
    expect(
      await signIn(t.app, { email: 'amina.khan@provider.example', password: PASSWORD, code, ip: IP }),
    ).toMatchObject({ ok: false, message: STAFF_MESSAGES.signIn });

    // The failures above were counted, the success reset them.
    const [after] = await t.app.db.select().from(staff).where(eq(staff.id, invitation.staffId));
    expect(after.failedSignIns).toBe(1);
  });

  it('uses an enrolment link once and refuses an expired, renewed or made-up one', async () => {
    const email = 'once@provider.example';
    const first = await inviteStaff(t.app, { email, role: 'reviewer', invitedBy: 'cli' });
    const firstToken = mailedToken(t.dataDir, email);
    // A new invitation replaces the pending link.
    await inviteStaff(t.app, { email, role: 'admin', invitedBy: 'cli' });
    const token = mailedToken(t.dataDir, email);
    expect(token).not.toBe(firstToken);
    await expect(startEnrolment(t.app, firstToken)).rejects.toThrow(STAFF_MESSAGES.token);
    const started = await startEnrolment(t.app, token);
    expect(started.role).toBe('admin');
    await finishEnrolment(t.app, token, { password: PASSWORD, code: totpCode(started.secret) });
    await expect(startEnrolment(t.app, token)).rejects.toThrow(STAFF_MESSAGES.token);
    await expect(
      finishEnrolment(t.app, token, { password: PASSWORD, code: totpCode(started.secret) }),
    ).rejects.toBeInstanceOf(StaffError);
    await expect(startEnrolment(t.app, 'x'.repeat(43))).rejects.toThrow(STAFF_MESSAGES.token);
    // An active account is not invited again.
    await expect(inviteStaff(t.app, { email, role: 'admin', invitedBy: 'cli' })).rejects.toThrow(
      STAFF_MESSAGES.exists,
    );
    expect(first.staffId).toBeTruthy();

    const late = 'late@provider.example';
    const invitation = await inviteStaff(t.app, { email: late, role: 'reviewer', invitedBy: 'cli' });
    await t.app.db
      .update(staffEnrolments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffEnrolments.staffId, invitation.staffId));
    await expect(startEnrolment(t.app, mailedToken(t.dataDir, late))).rejects.toThrow(STAFF_MESSAGES.token);
  });

  it('refuses bad invitations', async () => {
    await expect(
      inviteStaff(t.app, { email: 'not an email', role: 'admin', invitedBy: 'cli' }),
    ).rejects.toThrow(STAFF_MESSAGES.email);
    await expect(
      inviteStaff(t.app, { email: 'x@provider.example', role: 'owner' as 'admin', invitedBy: 'cli' }),
    ).rejects.toThrow(STAFF_MESSAGES.role);
  });

  it('locks an account after 5 failures, mails its owner once, and refuses it even with the right factors', async () => {
    const email = 'lock@provider.example';
    const member = await enrolled(email);
    const attempt = (password: string) => {
      nextStep();
      return signIn(t.app, { email, password, code: totpCode(member.secret), ip: IP });
    };
    for (let i = 0; i < 5; i++) expect((await attempt('wrong password here')).ok).toBe(false);
    const locked = readOutbox(t.dataDir).filter(
      (m) => m.headers.to === email && m.headers.subject === 'Your Onboarding back office account is locked',
    );
    expect(locked).toHaveLength(1);
    expect(locked[0].text).toContain('locked for 15 minutes');
    const [row] = await t.app.db.select().from(staff).where(eq(staff.id, member.staffId));
    expect(row.lockedUntil!.getTime()).toBeGreaterThan(realNow() + (LOCK_SECONDS - 60) * 1000);

    // Locked: the right password and code are refused too, with the same answer, and no second mail.
    const refused = await attempt(PASSWORD);
    expect(refused).toEqual({ ok: false, reason: 'refused', message: STAFF_MESSAGES.signIn });
    expect(readOutbox(t.dataDir).filter((m) => m.headers.to === email)).toHaveLength(2);

    // Once the lock has passed, the right factors sign in.
    await t.app.db
      .update(staff)
      .set({ lockedUntil: new Date(realNow() - 1000) })
      .where(eq(staff.id, member.staffId));
    expect((await attempt(PASSWORD)).ok).toBe(true);
  });

  it('keeps the language of the pages a member is invited, enrols and signs in from, and locks in it', async () => {
    const email = 'huda@provider.example';
    const languageOf = async () =>
      (await t.app.db.select({ language: staff.language }).from(staff).where(eq(staff.email, email)))[0]
        .language;
    const changes = async () =>
      (await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'staff.language'))).filter(
        (r) => (r.detail as { staffId?: string }).staffId === invitation.staffId,
      );
    // Invited from an Arabic page, enrolled from an English one.
    const invitation = await inviteStaff(t.app, {
      email,
      role: 'reviewer',
      invitedBy: 'cli',
      language: 'ar',
    });
    expect(await languageOf()).toBe('ar');
    const started = await startEnrolment(t.app, mailedToken(t.dataDir, email));
    await finishEnrolment(t.app, mailedToken(t.dataDir, email), {
      password: PASSWORD,
      code: totpCode(started.secret, Date.now()),
      language: 'en',
    });
    expect(await languageOf()).toBe('en');
    expect((await changes()).map((r) => r.detail)).toEqual([
      { staffId: invitation.staffId, from: 'ar', to: 'en' },
    ]);

    const attempt = (password: string, language: 'en' | 'ar') => {
      nextStep();
      return signIn(t.app, { email, password, code: totpCode(started.secret), ip: IP, language });
    };
    // A refused sign-in changes nothing; a successful one from an Arabic page makes Arabic the member's.
    expect((await attempt('wrong password here', 'ar')).ok).toBe(false);
    expect(await languageOf()).toBe('en');
    expect((await attempt(PASSWORD, 'ar')).ok).toBe(true);
    expect(await languageOf()).toBe('ar');
    expect(await changes()).toHaveLength(2);
    expect((await changes()).at(-1)).toMatchObject({
      actor: 'staff',
      detail: { staffId: invitation.staffId, from: 'en', to: 'ar', ip: IP },
    });
    // The same language again: nothing to record.
    expect((await attempt(PASSWORD, 'ar')).ok).toBe(true);
    expect(await changes()).toHaveLength(2);

    for (let i = 0; i < 5; i++) expect((await attempt('wrong password here', 'en')).ok).toBe(false);
    const lock = readOutbox(t.dataDir)
      .filter((m) => m.headers.to === email)
      .at(-1)!;
    expect(lock.text).toContain('تم قفل حسابك في المكتب الخلفي لـ Onboarding لمدة 15 دقيقة');
    expect(lock.html).toContain('<html lang="ar" dir="rtl">');
    expect(await languageOf()).toBe('ar');
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const email = 'known@provider.example';
    const member = await enrolled(email);
    nextStep();
    const wrongPassword = await signIn(t.app, {
      email,
      password: 'not the password at all',
      code: totpCode(member.secret),
      ip: IP,
    });
    nextStep();
    const wrongCode = await signIn(t.app, { email, password: PASSWORD, code: '123456', ip: IP });
    const unknown = await signIn(t.app, {
      email: 'nobody@provider.example',
      password: PASSWORD,
      code: '123456',
      ip: IP,
    });
    const invited = await inviteStaff(t.app, {
      email: 'pending@provider.example',
      role: 'admin',
      invitedBy: 'cli',
    });
    const pending = await signIn(t.app, { email: invited.email, password: PASSWORD, code: '123456', ip: IP });
    expect(wrongPassword).toEqual(unknown);
    expect(wrongCode).toEqual(unknown);
    expect(pending).toEqual(unknown);
    expect(unknown).toEqual({ ok: false, reason: 'refused', message: STAFF_MESSAGES.signIn });
  });

  it('keeps passwords, secrets, codes and tokens out of the audit log', async () => {
    const email = 'audit@provider.example';
    const member = await enrolled(email, 'admin');
    nextStep();
    const code = totpCode(member.secret);
    await signIn(t.app, { email, password: PASSWORD, code, ip: IP });
    await signIn(t.app, { email, password: 'a wrong password given', code, ip: IP });
    const rows = await t.app.db.select().from(auditLog);
    const staffRows = rows.filter((r) => r.action.startsWith('staff.'));
    expect(staffRows.map((r) => r.action)).toEqual(
      expect.arrayContaining([
        'staff.invited',
        'staff.enrolment-started',
        'staff.enrolled',
        'staff.signed-in',
        'staff.sign-in-refused',
        'staff.locked',
      ]),
    );
    const all = JSON.stringify(rows);
    for (const secret of [
      PASSWORD,
      'a wrong password given',
      member.secret,
      code,
      member.link.split('#token=')[1],
    ])
      expect(all).not.toContain(secret);
    expect(staffRows.every((r) => r.actor === 'staff' || r.actor === 'cli')).toBe(true);
  });
});
