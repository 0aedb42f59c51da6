import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { auditLog, staff, staffEnrolments } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { readOutbox } from '../test/outbox';
import { signedInStaff, staffCall, type SignedInStaff } from '../test/staff';
import { inviteStaff, StaffError, startEnrolment } from './accounts';
import { createStaffSession, csrfTokenFor } from './sessions';
import { applyStaffMove, MOVE_RULES, TEAM_MESSAGES, teamAccounts, type StaffMoveInput } from './team-moves';

jest.setTimeout(120_000);

const IP = '198.51.100.4';
const MINUTE = 60_000;

/** The enrolment token of the last mail to `email`. */
function mailedToken(dataDir: string, email: string): string {
  const mail = readOutbox(dataDir)
    .filter((m) => m.headers.to === email)
    .at(-1)!;
  return new URL(mail.link!).hash.replace('#token=', '');
}

async function refusal(work: Promise<unknown>): Promise<StaffError> {
  const err = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(StaffError);
  return err as StaffError;
}

async function row(t: TestApp, id: string) {
  const [found] = await t.app.db.select().from(staff).where(eq(staff.id, id));
  return found;
}

async function auditRows(t: TestApp, action: string, staffId: string) {
  const rows = await t.app.db.select().from(auditLog).where(eq(auditLog.action, action));
  return rows.filter((r) => r.detail.staffId === staffId);
}

/** Is the member's session refused on their next request? */
async function sessionStatus(t: TestApp, member: SignedInStaff): Promise<number> {
  return (await staffCall(t.app, member, 'GET', '/api/backoffice/session')).statusCode;
}

describe('team moves', () => {
  let t: TestApp;
  let admin: SignedInStaff;
  const move = (input: Omit<StaffMoveInput, 'actor' | 'ip'>) =>
    applyStaffMove(t.app, { actor: `staff:${admin.id}`, ip: IP, ...input });

  beforeAll(async () => {
    t = await createTestApp({ BACKOFFICE_URL: 'http://backoffice.test' });
    admin = await signedInStaff(t.app, 'admin');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps its rule as a table: which statuses each move applies from, and what it does', () => {
    expect(MOVE_RULES.disable).toMatchObject({
      from: ['invited', 'active'],
      to: 'disabled',
      endsSessions: true,
    });
    expect(MOVE_RULES.reset).toMatchObject({ to: 'invited', endsSessions: true, mailsLink: true });
    expect(MOVE_RULES['revoke-invitation']).toMatchObject({ from: ['invited'], to: 'removed' });
  });

  it('disables an account: every live session ends at once, password and single sign-on alike, and it is audited', async () => {
    const member = await signedInStaff(t.app, 'reviewer');
    // A second session, as single sign-on leaves it: same table, bound to an identity.
    await t.app.db
      .update(staff)
      .set({ ssoSubject: `https://idp.example|${crypto.randomUUID()}` })
      .where(eq(staff.id, member.id));
    const sso = await createStaffSession(t.app, {
      staffId: member.id,
      ip: IP,
      now: t.app.staffSessions.now(),
    });
    const ssoMember = { ...member, cookies: { staff: sso.token } };
    expect(await sessionStatus(t, member)).toBe(200);

    const outcome = await move({ targetId: member.id, move: 'disable' });
    expect(outcome.endedSessions).toBe(2);
    expect(outcome.member).toMatchObject({
      id: member.id,
      status: 'disabled',
      account: { signIn: 'sso', liveSessions: 0 },
    });
    expect(await sessionStatus(t, member)).toBe(401);
    expect(await sessionStatus(t, ssoMember)).toBe(401);

    const [entry] = await auditRows(t, 'staff.disabled', member.id);
    expect(entry).toMatchObject({
      actor: `staff:${admin.id}`,
      staffId: admin.id,
      ip: IP,
      detail: { staffId: member.id, endedSessions: 2, ip: IP },
    });

    const again = await refusal(move({ targetId: member.id, move: 'disable' }));
    expect(again).toMatchObject({ code: 'state' });
    expect(again.message).toContain('is disabled');
  });

  it('enables a disabled account, whose old sessions stay ended', async () => {
    const member = await signedInStaff(t.app, 'approver');
    await move({ targetId: member.id, move: 'disable' });
    const outcome = await move({ targetId: member.id, move: 'enable' });
    expect(outcome.member).toMatchObject({ status: 'active' });
    expect(outcome.endedSessions).toBe(0);
    expect(await sessionStatus(t, member)).toBe(401);
    expect(await auditRows(t, 'staff.enabled', member.id)).toHaveLength(1);
    expect(await refusal(move({ targetId: member.id, move: 'enable' }))).toMatchObject({ code: 'state' });
  });

  it('refuses to enable an account with nothing to sign in with (disabled before it enrolled): reset it instead', async () => {
    const email = `pending-${crypto.randomUUID()}@provider.example`;
    const invited = await inviteStaff(t.app, { email, role: 'reviewer', invitedBy: 'cli' });
    await move({ targetId: invited.staffId, move: 'disable' });
    // The link stops working with the account disabled.
    await expect(startEnrolment(t.app, mailedToken(t.dataDir, email))).rejects.toThrow(StaffError);
    const refused = await refusal(move({ targetId: invited.staffId, move: 'enable' }));
    expect(refused.message).toBe(TEAM_MESSAGES.noCredentials(email));
    expect((await row(t, invited.staffId)).status).toBe('disabled');
  });

  it('changes a role, audited from and to; the same role, a bad one or a single sign-on account are refused', async () => {
    const member = await signedInStaff(t.app, 'reviewer');
    const outcome = await move({ targetId: member.id, move: 'role', role: 'approver' });
    expect(outcome.member).toMatchObject({ role: 'approver', status: 'active' });
    // The role applies at once, without signing the member out.
    expect(await sessionStatus(t, member)).toBe(200);
    const [entry] = await auditRows(t, 'staff.role-changed', member.id);
    expect(entry.detail).toMatchObject({ from: 'reviewer', to: 'approver', endedSessions: 0 });

    expect((await refusal(move({ targetId: member.id, move: 'role', role: 'approver' }))).message).toBe(
      TEAM_MESSAGES.sameRole(member.email, 'approver'),
    );
    expect(
      await refusal(move({ targetId: member.id, move: 'role', role: 'owner' as 'admin' })),
    ).toMatchObject({ code: 'invalid' });

    await t.app.db
      .update(staff)
      .set({ ssoSubject: `https://idp.example|${crypto.randomUUID()}` })
      .where(eq(staff.id, member.id));
    expect((await refusal(move({ targetId: member.id, move: 'role', role: 'admin' }))).message).toBe(
      TEAM_MESSAGES.ssoRole(member.email),
    );
  });

  it('resets an account: credentials and lock cleared, sessions ended, a new link mailed that enrols again', async () => {
    const member = await signedInStaff(t.app, 'approver');
    await t.app.db
      .update(staff)
      .set({ failedSignIns: 3, lockedUntil: new Date(Date.now() + 10 * MINUTE) })
      .where(eq(staff.id, member.id));
    const outcome = await move({ targetId: member.id, move: 'reset' });
    expect(outcome).toMatchObject({ endedSessions: 1, mailSent: true });
    expect(outcome.member).toMatchObject({ status: 'invited', account: { liveSessions: 0 } });
    expect(outcome.member!.account!.invitationExpiresAt).toBe(outcome.expiresAt!.toISOString());
    expect(await sessionStatus(t, member)).toBe(401);
    expect(await row(t, member.id)).toMatchObject({
      status: 'invited',
      passwordHash: null,
      totpSecretCiphertext: null,
      failedSignIns: 0,
      lockedUntil: null,
    });
    const token = mailedToken(t.dataDir, member.email);
    expect(outcome.link).toContain(token);
    await expect(startEnrolment(t.app, token)).resolves.toMatchObject({ email: member.email });

    const [entry] = await auditRows(t, 'staff.reset', member.id);
    expect(entry.detail).toMatchObject({ staffId: member.id, endedSessions: 1, ip: IP });
    const everyAudit = JSON.stringify(await t.app.db.select().from(auditLog));
    expect(everyAudit).not.toContain(token);

    // Invited now: a reset is refused, the invitation is resent instead.
    expect(await refusal(move({ targetId: member.id, move: 'reset' }))).toMatchObject({ code: 'state' });
  });

  it('refuses to reset a single sign-on account: its credentials are the identity provider’s', async () => {
    const member = await signedInStaff(t.app, 'reviewer');
    await t.app.db
      .update(staff)
      .set({ ssoSubject: `https://idp.example|${crypto.randomUUID()}` })
      .where(eq(staff.id, member.id));
    expect((await refusal(move({ targetId: member.id, move: 'reset' }))).message).toBe(
      TEAM_MESSAGES.ssoReset(member.email),
    );
    expect(await sessionStatus(t, member)).toBe(200);
  });

  it('ends a member’s sessions, leaving the account active', async () => {
    const member = await signedInStaff(t.app, 'reviewer');
    const outcome = await move({ targetId: member.id, move: 'end-sessions' });
    expect(outcome).toMatchObject({ endedSessions: 1, member: { status: 'active' } });
    expect(await sessionStatus(t, member)).toBe(401);
    expect(await auditRows(t, 'staff.sessions-ended', member.id)).toHaveLength(1);
  });

  it('resends an invitation (the old link stops working) and revokes one (the account and its links go)', async () => {
    const email = `invitee-${crypto.randomUUID()}@provider.example`;
    const invited = await inviteStaff(t.app, { email, role: 'approver', invitedBy: 'cli' });
    const first = mailedToken(t.dataDir, email);

    const resent = await move({ targetId: invited.staffId, move: 'resend-invitation' });
    expect(resent).toMatchObject({ mailSent: true, member: { status: 'invited' } });
    const second = mailedToken(t.dataDir, email);
    expect(second).not.toBe(first);
    await expect(startEnrolment(t.app, first)).rejects.toThrow(StaffError);
    await expect(startEnrolment(t.app, second)).resolves.toMatchObject({ email });
    expect(await auditRows(t, 'staff.invitation-resent', invited.staffId)).toHaveLength(1);

    const revoked = await move({ targetId: invited.staffId, move: 'revoke-invitation' });
    expect(revoked).toEqual({ member: null, endedSessions: 0 });
    expect(await row(t, invited.staffId)).toBeUndefined();
    expect(
      await t.app.db.select().from(staffEnrolments).where(eq(staffEnrolments.staffId, invited.staffId)),
    ).toHaveLength(0);
    await expect(startEnrolment(t.app, second)).rejects.toThrow(StaffError);
    const [entry] = await auditRows(t, 'staff.invitation-revoked', invited.staffId);
    expect(entry.detail).toMatchObject({ email });

    const active = await signedInStaff(t.app, 'reviewer');
    for (const m of ['resend-invitation', 'revoke-invitation'] as const)
      expect(await refusal(move({ targetId: active.id, move: m }))).toMatchObject({ code: 'state' });
  });

  it('keeps an account that acted (reset back to invited) instead of revoking it: disable it instead', async () => {
    const member = await signedInStaff(t.app, 'reviewer');
    await t.app.audit({ actor: 'staff', staffId: member.id, action: 'case.viewed', detail: {} });
    await move({ targetId: member.id, move: 'reset' });
    const refused = await refusal(move({ targetId: member.id, move: 'revoke-invitation' }));
    expect(refused.message).toBe(TEAM_MESSAGES.referenced(member.email));
    expect((await row(t, member.id)).status).toBe('invited');
    expect(await auditRows(t, 'staff.invitation-revoked', member.id)).toHaveLength(0);
    await expect(move({ targetId: member.id, move: 'disable' })).resolves.toMatchObject({
      member: { status: 'disabled' },
    });
  });

  it('answers unknown for an id that is no account, or no id at all', async () => {
    for (const targetId of [crypto.randomUUID(), 'not-a-uuid', "'; DROP TABLE staff; --"])
      expect(await refusal(move({ targetId, move: 'disable' }))).toMatchObject({ code: 'unknown' });
  });

  it('lists each account: sign-in, last sign-in, live sessions (idle and revoked ones left out) and invitation expiry', async () => {
    const member = await signedInStaff(t.app, 'reviewer');
    const now = t.app.staffSessions.now();
    // An idle one (seen 45 minutes ago) and one revoked: neither is live.
    await createStaffSession(t.app, {
      staffId: member.id,
      ip: IP,
      now: new Date(now.getTime() - 45 * MINUTE),
    });
    const later = await createStaffSession(t.app, { staffId: member.id, ip: IP, now });
    await createStaffSession(t.app, { staffId: member.id, ip: IP, now });
    const revoked = await staffCall(
      t.app,
      { ...member, cookies: { staff: later.token }, csrf: csrfTokenFor(later.token) },
      'POST',
      '/api/backoffice/sessions/revoke-all',
    );
    expect(revoked.json()).toEqual({ revoked: 4 });
    // revoke-all ended them all: one more live one.
    await createStaffSession(t.app, { staffId: member.id, ip: IP, now });
    const email = `listed-${crypto.randomUUID()}@provider.example`;
    const invited = await inviteStaff(t.app, { email, role: 'approver', invitedBy: 'cli' });

    const team = await teamAccounts(t.app, now);
    expect(team.map((m) => m.email)).toEqual([...team.map((m) => m.email)].sort());
    const listed = team.find((m) => m.id === member.id)!;
    expect(listed.account).toMatchObject({ signIn: 'password', liveSessions: 1, invitationExpiresAt: null });
    expect(new Date(listed.account!.lastSignInAt!).getTime()).toBe(now.getTime());
    expect(team.find((m) => m.id === invited.staffId)!.account).toEqual({
      signIn: 'password',
      lastSignInAt: null,
      liveSessions: 0,
      invitationExpiresAt: invited.expiresAt.toISOString(),
    });
    // Past its expiry, the invitation shows none.
    const afterExpiry = new Date(invited.expiresAt.getTime() + MINUTE);
    const [expired] = await teamAccounts(t.app, afterExpiry, invited.staffId);
    expect(expired.account!.invitationExpiresAt).toBeNull();
  });
});

describe('the last active administrator', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ BACKOFFICE_URL: 'http://backoffice.test' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('cannot be disabled, reset or given another role; another active administrator makes it possible', async () => {
    const only = await signedInStaff(t.app, 'admin');
    // A disabled administrator is no administrator the team can count on.
    const gone = await signedInStaff(t.app, 'admin');
    await t.app.db.update(staff).set({ status: 'disabled' }).where(eq(staff.id, gone.id));
    const byCli = (input: Omit<StaffMoveInput, 'actor'>) => applyStaffMove(t.app, { actor: 'cli', ...input });
    for (const input of [
      { targetId: only.id, move: 'disable' as const },
      { targetId: only.id, move: 'reset' as const },
      { targetId: only.id, move: 'role' as const, role: 'approver' as const },
    ])
      expect((await refusal(byCli(input))).message).toBe(TEAM_MESSAGES.lastAdmin(only.email));
    expect(await sessionStatus(t, only)).toBe(200);
    expect(await row(t, only.id)).toMatchObject({ status: 'active', role: 'admin' });

    await byCli({ targetId: gone.id, move: 'enable' });
    await expect(byCli({ targetId: only.id, move: 'role', role: 'approver' })).resolves.toMatchObject({
      member: { role: 'approver' },
    });
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.role-changed'), eq(auditLog.actor, 'cli')));
    expect(entry.detail).toMatchObject({ staffId: only.id, from: 'admin', to: 'approver' });
  });

  it('two administrators disabling each other at once: exactly one succeeds', async () => {
    // A few rounds: on PostgreSQL the two transactions overlap (and must neither both pass nor deadlock).
    for (let round = 0; round < 3; round++) {
      // Whatever came before, these two are now the only active administrators.
      await t.app.db
        .update(staff)
        .set({ status: 'disabled' })
        .where(and(eq(staff.role, 'admin'), eq(staff.status, 'active')));
      const a = await signedInStaff(t.app, 'admin');
      const b = await signedInStaff(t.app, 'admin');
      const results = await Promise.allSettled([
        applyStaffMove(t.app, { actor: `staff:${a.id}`, targetId: b.id, move: 'disable' }),
        applyStaffMove(t.app, { actor: `staff:${b.id}`, targetId: a.id, move: 'disable' }),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const [rejected] = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(rejected.reason).toBeInstanceOf(StaffError);
      expect((rejected.reason as StaffError).message).toMatch(/is the last active administrator/);
      const admins = await t.app.db
        .select({ id: staff.id })
        .from(staff)
        .where(and(eq(staff.role, 'admin'), eq(staff.status, 'active')));
      expect(admins).toHaveLength(1);
      expect([a.id, b.id]).toContain(admins[0].id);
    }
  });
});
