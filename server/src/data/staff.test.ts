import crypto from 'node:crypto';
import { auditLog, staff } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { signedInStaff } from '../test/staff';
import {
  accountOfSsoSubject,
  assignableStaff,
  deleteSsoCallbacksBefore,
  insertSsoCallback,
  insertSsoStaff,
  lockStaffByEmail,
  useUpEnrolments,
  deleteUnusedEnrolments,
  enrolmentByTokenHash,
  insertEnrolment,
  lockStaffRow,
  markEnrolmentUsed,
  staffByEmail,
  updateInvitedStaff,
  updateStaff,
  upsertInvitedStaff,
  everyStaffMember,
  insertStaffSession,
  revokeSession,
  revokeSessionsOf,
  sessionByTokenHash,
  sessionOwner,
  staffMember,
  touchStaffSession,
  deleteInvitedStaff,
  lockActiveAdmins,
  staffAccounts,
} from './staff';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t.close();
});

const hash = () => crypto.randomBytes(32).toString('hex');

describe('the staff data-access module', () => {
  it('reads an account, the whole team, and only the active reviewers and approvers as assignable', async () => {
    const reviewer = await signedInStaff(t.app, 'reviewer');
    const admin = await signedInStaff(t.app, 'admin');
    const [invited] = await t.app.db
      .insert(staff)
      .values({ email: `invited-${crypto.randomUUID()}@provider.example`, role: 'approver' })
      .returning({ id: staff.id });
    expect(await staffMember(t.app.db, reviewer.id)).toEqual({
      id: reviewer.id,
      email: reviewer.email,
      role: 'reviewer',
      status: 'active',
    });
    expect(await staffMember(t.app.db, crypto.randomUUID())).toBeUndefined();
    const everyone = (await everyStaffMember(t.app.db)).map((m) => m.id);
    expect(everyone).toEqual(expect.arrayContaining([reviewer.id, admin.id, invited.id]));
    const assignable = (await assignableStaff(t.app.db)).map((m) => m.id);
    expect(assignable).toContain(reviewer.id);
    expect(assignable).not.toContain(admin.id);
    expect(assignable).not.toContain(invited.id);
    const emails = (await everyStaffMember(t.app.db)).map((m) => m.email);
    expect(emails).toEqual([...emails].sort());
  });

  it('keeps a session by its token hash, moves its last-seen time and revokes it once', async () => {
    const member = await signedInStaff(t.app, 'reviewer');
    const now = new Date('2026-01-01T10:00:00Z');
    const tokenHash = hash();
    const id = await insertStaffSession(t.app.db, {
      staffId: member.id,
      tokenHash,
      now,
      ip: '127.0.0.1',
      userAgent: null,
    });
    expect(await sessionByTokenHash(t.app.db, tokenHash)).toMatchObject({
      session: { id, staffId: member.id, createdAt: now, lastSeenAt: now, revokedAt: null },
      member: { role: 'reviewer', email: member.email, status: 'active' },
    });
    expect(await sessionByTokenHash(t.app.db, hash())).toBeUndefined();
    expect(await sessionOwner(t.app.db, id)).toEqual({
      id: member.id,
      email: member.email,
      role: 'reviewer',
      createdAt: now,
    });

    const later = new Date('2026-01-01T10:05:00Z');
    await touchStaffSession(t.app.db, id, later);
    expect((await sessionByTokenHash(t.app.db, tokenHash))?.session.lastSeenAt).toEqual(later);

    const other = await signedInStaff(t.app, 'reviewer');
    expect(await revokeSession(t.app.db, id, later, other.id)).toBe(false);
    expect(await revokeSession(t.app.db, id, later, member.id)).toBe(true);
    expect(await revokeSession(t.app.db, id, later)).toBe(false);
    expect((await sessionByTokenHash(t.app.db, tokenHash))?.session.revokedAt).toEqual(later);
  });

  it("revokes every live session of one staff member, and no one else's", async () => {
    const member = await signedInStaff(t.app, 'approver');
    const other = await signedInStaff(t.app, 'approver');
    const now = new Date();
    await insertStaffSession(t.app.db, {
      staffId: member.id,
      tokenHash: hash(),
      now,
      ip: '::1',
      userAgent: 'x',
    });
    // The one signedInStaff opened, and this one.
    expect(await revokeSessionsOf(t.app.db, member.id, now)).toBe(2);
    expect(await revokeSessionsOf(t.app.db, member.id, now)).toBe(0);
    expect(await revokeSessionsOf(t.app.db, other.id, now)).toBe(1);
  });

  it('invites an address once it has no live account, and keeps its enrolment links by hash', async () => {
    const email = `invitee-${crypto.randomUUID()}@provider.example`;
    const now = new Date();
    const id = await upsertInvitedStaff(t.app.db, { email, role: 'reviewer', language: 'en' }, now);
    expect(id).toBeDefined();
    expect(await upsertInvitedStaff(t.app.db, { email, role: 'approver', language: 'ar' }, now)).toBe(id);
    expect(await staffByEmail(t.app.db, email)).toMatchObject({ id, role: 'approver', language: 'ar' });

    const tokenHash = hash();
    await insertEnrolment(t.app.db, { staffId: id!, tokenHash, expiresAt: new Date(now.getTime() + 60_000) });
    const found = await t.app.db.transaction((tx) => enrolmentByTokenHash(tx, tokenHash, true));
    expect(found).toMatchObject({
      enrolment: { staffId: id, usedAt: null },
      member: { id, status: 'invited' },
    });
    await markEnrolmentUsed(t.app.db, found!.enrolment.id, now);
    expect((await enrolmentByTokenHash(t.app.db, tokenHash, false))?.enrolment.usedAt).toEqual(now);
    const unused = hash();
    await insertEnrolment(t.app.db, { staffId: id!, tokenHash: unused, expiresAt: now });
    await deleteUnusedEnrolments(t.app.db, id!);
    expect(await enrolmentByTokenHash(t.app.db, unused, false)).toBeUndefined();
    expect(await enrolmentByTokenHash(t.app.db, tokenHash, false)).toBeDefined();

    await updateInvitedStaff(t.app.db, id!, { totpLastStep: 7 });
    expect((await t.app.db.transaction((tx) => lockStaffRow(tx, id!)))?.totpLastStep).toBe(7);
    await updateStaff(t.app.db, id!, { status: 'disabled' });
    await updateInvitedStaff(t.app.db, id!, { totpLastStep: 8 });
    expect((await staffByEmail(t.app.db, email))?.totpLastStep).toBe(7);
    expect(await upsertInvitedStaff(t.app.db, { email, role: 'admin', language: 'en' }, now)).toBeUndefined();
  });

  it('creates a single sign-on account once per address, finds it by subject, and takes each state once', async () => {
    const email = `sso-${crypto.randomUUID()}@provider.example`;
    const subject = `https://issuer.example|${crypto.randomUUID()}`;
    const id = await insertSsoStaff(t.app.db, { email, role: 'reviewer', ssoSubject: subject });
    expect(id).toBeDefined();
    expect(await insertSsoStaff(t.app.db, { email, role: 'admin', ssoSubject: 'other' })).toBeUndefined();
    expect(await t.app.db.transaction((tx) => lockStaffByEmail(tx, email))).toMatchObject({
      id,
      status: 'active',
      ssoSubject: subject,
    });
    expect(await accountOfSsoSubject(t.app.db, subject, undefined)).toBe(id);
    expect(await accountOfSsoSubject(t.app.db, subject, id)).toBeUndefined();

    const now = new Date();
    const tokenHash = hash();
    await insertEnrolment(t.app.db, { staffId: id!, tokenHash, expiresAt: now });
    await useUpEnrolments(t.app.db, id!, now);
    expect((await enrolmentByTokenHash(t.app.db, tokenHash, false))?.enrolment.usedAt).toEqual(now);

    const state = hash();
    expect(await insertSsoCallback(t.app.db, state, new Date(now.getTime() - 60_000))).toBe(true);
    expect(await insertSsoCallback(t.app.db, state, now)).toBe(false);
    await deleteSsoCallbacksBefore(t.app.db, now);
    expect(await insertSsoCallback(t.app.db, state, now)).toBe(true);
  });

  it('locks the active administrators in id order, and deletes an invited account only when nothing names it', async () => {
    const admin = await signedInStaff(t.app, 'admin');
    const locked = await t.app.db.transaction((tx) => lockActiveAdmins(tx));
    expect(locked).toContain(admin.id);
    expect(locked).toEqual([...locked].sort());

    const insert = async () =>
      (
        await t.app.db
          .insert(staff)
          .values({ email: `pending-${crypto.randomUUID()}@provider.example`, role: 'reviewer' })
          .returning({ id: staff.id })
      )[0].id;
    const free = await insert();
    await insertEnrolment(t.app.db, { staffId: free, tokenHash: hash(), expiresAt: new Date() });
    expect(await t.app.db.transaction((tx) => deleteInvitedStaff(tx, free))).toBe('deleted');
    expect(await staffMember(t.app.db, free)).toBeUndefined();

    const named = await insert();
    await t.app.audit({ actor: 'staff', staffId: named, action: 'case.viewed' });
    // The refusal leaves the transaction usable (a savepoint).
    const outcome = await t.app.db.transaction(async (tx) => {
      const result = await deleteInvitedStaff(tx, named);
      await tx.select().from(auditLog).limit(1);
      return result;
    });
    expect(outcome).toBe('referenced');
    expect(await staffMember(t.app.db, named)).toBeDefined();
    expect(await t.app.db.transaction((tx) => deleteInvitedStaff(tx, admin.id))).toBe('not-invited');
  });

  it('reads the team’s accounts in one query: single sign-on, last session, live sessions, invitation expiry', async () => {
    const member = await signedInStaff(t.app, 'reviewer');
    const now = new Date();
    const minute = 60_000;
    const at = {
      now,
      seenSince: new Date(now.getTime() - 30 * minute),
      begunSince: new Date(now.getTime() - 720 * minute),
    };
    // Begun 13 hours ago and seen just now: past the absolute limit, not live.
    const old = new Date(now.getTime() - 780 * minute);
    const oldId = await insertStaffSession(t.app.db, {
      staffId: member.id,
      tokenHash: hash(),
      now: old,
      ip: '::1',
      userAgent: null,
    });
    await touchStaffSession(t.app.db, oldId, now);
    const [row] = await staffAccounts(t.app.db, at, member.id);
    expect(row).toMatchObject({ id: member.id, sso: false, liveSessions: 1, invitationExpiresAt: null });
    expect(row.lastSignInAt).toBeInstanceOf(Date);

    const invitee = (
      await t.app.db
        .insert(staff)
        .values({ email: `pending-${crypto.randomUUID()}@provider.example`, role: 'approver' })
        .returning({ id: staff.id })
    )[0].id;
    const expiresAt = new Date(now.getTime() + 60 * minute);
    await insertEnrolment(t.app.db, { staffId: invitee, tokenHash: hash(), expiresAt });
    await insertEnrolment(t.app.db, {
      staffId: invitee,
      tokenHash: hash(),
      expiresAt: new Date(now.getTime() - minute),
    });
    expect((await staffAccounts(t.app.db, at, invitee))[0]).toMatchObject({
      lastSignInAt: null,
      liveSessions: 0,
      invitationExpiresAt: expiresAt,
    });
    const everyone = await staffAccounts(t.app.db, at);
    expect(everyone.map((m) => m.id)).toEqual(expect.arrayContaining([member.id, invitee]));
  });
});
