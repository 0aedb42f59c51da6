import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { STAFF_MOVES, staffListSchema, staffMoveResultSchema } from '@onboarding/shared/backoffice';
import { auditLog, staff } from '../../db/schema';
import { inviteStaff } from '../../staff/accounts';
import { TEAM_MESSAGES } from '../../staff/team-moves';
import { createTestApp, type TestApp } from '../../test/app';
import { readOutbox } from '../../test/outbox';
import { signedInStaff, staffCall, type SignedInStaff } from '../../test/staff';

// The Team page's calls: POST /api/backoffice/staff/{id}/{move} (admins only, CSRF, 404, 409, nothing a client sends
// gives a 500) and the admin's GET /api/backoffice/staff with each account.

jest.setTimeout(120_000);

let t: TestApp;
let admin: SignedInStaff;

beforeAll(async () => {
  t = await createTestApp({ BACKOFFICE_URL: 'http://backoffice.test' });
  admin = await signedInStaff(t.app, 'admin');
});
afterAll(async () => {
  await t?.close();
});

const moveCall = (
  who: SignedInStaff | null,
  id: string,
  move: string,
  opts: { payload?: object; csrf?: string | null } = {},
) => staffCall(t.app, who, 'POST', `/api/backoffice/staff/${encodeURIComponent(id)}/${move}`, opts);

const statusOf = async (id: string) =>
  (await t.app.db.select({ status: staff.status }).from(staff).where(eq(staff.id, id)))[0]?.status;

describe('POST /api/backoffice/staff/{id}/{move}', () => {
  it('is for admins only: reviewers and approvers get 403, no session 401, and nothing changes', async () => {
    const target = await signedInStaff(t.app, 'reviewer');
    for (const role of ['reviewer', 'approver'] as const) {
      const member = await signedInStaff(t.app, role);
      for (const move of STAFF_MOVES) {
        const res = await moveCall(
          member,
          target.id,
          move,
          move === 'role' ? { payload: { role: 'admin' } } : {},
        );
        expect([role, move, res.statusCode]).toEqual([role, move, 403]);
      }
    }
    expect((await moveCall(null, target.id, 'disable')).statusCode).toBe(401);
    expect(await statusOf(target.id)).toBe('active');
  });

  it('needs the session’s CSRF token', async () => {
    const target = await signedInStaff(t.app, 'reviewer');
    for (const csrf of [null, 'x'.repeat(43), target.csrf]) {
      const res = await moveCall(admin, target.id, 'disable', { csrf });
      expect(res.statusCode).toBe(403);
    }
    expect(await statusOf(target.id)).toBe('active');
  });

  it('disables a member (their next request is 401) and answers the account as the Team page lists it', async () => {
    const target = await signedInStaff(t.app, 'approver');
    const res = await moveCall(admin, target.id, 'disable');
    expect(res.statusCode).toBe(200);
    const body = staffMoveResultSchema.parse(res.json());
    expect(body).toEqual({
      member: {
        id: target.id,
        email: target.email,
        role: 'approver',
        status: 'disabled',
        account: expect.objectContaining({ signIn: 'password', liveSessions: 0, invitationExpiresAt: null }),
      },
      endedSessions: 1,
    });
    expect((await staffCall(t.app, target, 'GET', '/api/backoffice/staff')).statusCode).toBe(401);
    const [entry] = (
      await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'staff.disabled'))
    ).filter((e) => e.detail.staffId === target.id);
    expect(entry).toMatchObject({ actor: `staff:${admin.id}`, staffId: admin.id });

    const again = await moveCall(admin, target.id, 'disable');
    expect(again.statusCode).toBe(409);
    expect(again.json().details.error).toContain('is disabled');
  });

  it('changes a role with a body; a missing or wrong role is 400', async () => {
    const target = await signedInStaff(t.app, 'reviewer');
    expect((await moveCall(admin, target.id, 'role')).statusCode).toBe(400);
    expect((await moveCall(admin, target.id, 'role', { payload: { role: 'owner' } })).statusCode).toBe(400);
    const res = await moveCall(admin, target.id, 'role', { payload: { role: 'approver' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().member).toMatchObject({ role: 'approver', status: 'active' });
  });

  it('resets, resends and revokes without ever answering the enrolment link', async () => {
    const target = await signedInStaff(t.app, 'reviewer');
    const reset = await moveCall(admin, target.id, 'reset');
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ endedSessions: 1, mailSent: true, member: { status: 'invited' } });
    const resent = await moveCall(admin, target.id, 'resend-invitation');
    expect(resent.statusCode).toBe(200);
    const links = readOutbox(t.dataDir)
      .filter((m) => m.headers.to === target.email)
      .map((m) => new URL(m.link!).hash.replace('#token=', ''));
    expect(links).toHaveLength(2);
    for (const token of links) {
      expect(reset.body).not.toContain(token);
      expect(resent.body).not.toContain(token);
    }

    const email = `invitee-${crypto.randomUUID()}@provider.example`;
    const invited = await inviteStaff(t.app, { email, role: 'reviewer', invitedBy: 'cli' });
    const revoked = await moveCall(admin, invited.staffId, 'revoke-invitation');
    expect([revoked.statusCode, revoked.json()]).toEqual([200, { member: null, endedSessions: 0 }]);
    expect(await statusOf(invited.staffId)).toBeUndefined();
    expect((await moveCall(admin, invited.staffId, 'revoke-invitation')).statusCode).toBe(404);
  });

  it('answers 404 for an unknown or malformed id, and 409 to remove the last active administrator', async () => {
    for (const id of [crypto.randomUUID(), 'nobody', '1', 'a'.repeat(64)]) {
      const res = await moveCall(admin, id, 'disable');
      expect([id, res.statusCode, res.json()]).toEqual([
        id,
        404,
        { details: { error: TEAM_MESSAGES.unknown } },
      ]);
    }
    // No other active administrator in this app: the admin cannot disable, reset or demote themselves.
    for (const [move, payload] of [
      ['disable', undefined],
      ['reset', undefined],
      ['role', { role: 'reviewer' }],
    ] as const) {
      const res = await moveCall(admin, admin.id, move, payload ? { payload } : {});
      expect([move, res.statusCode, res.json()]).toEqual([
        move,
        409,
        { details: { error: TEAM_MESSAGES.lastAdmin(admin.email) } },
      ]);
    }
    expect((await staffCall(t.app, admin, 'GET', '/api/backoffice/session')).statusCode).toBe(200);
  });

  it('is one documented operation per move', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, { post?: { summary?: string; operationId?: string } }>;
    };
    for (const move of STAFF_MOVES) {
      const operation = doc.paths[`/api/backoffice/staff/{id}/${move}`]?.post;
      expect([move, operation?.summary]).toEqual([move, expect.stringContaining('(admin)')]);
      expect(operation?.operationId).toEqual(expect.any(String));
    }
  });
});

describe('GET /api/backoffice/staff', () => {
  it('gives admins each account: sign-in, last sign-in, live sessions, invitation expiry; not to others', async () => {
    const member = await signedInStaff(t.app, 'reviewer');
    const email = `listed-${crypto.randomUUID()}@provider.example`;
    const invited = await inviteStaff(t.app, { email, role: 'approver', invitedBy: 'cli' });
    const res = await staffCall(t.app, admin, 'GET', '/api/backoffice/staff');
    expect(res.statusCode).toBe(200);
    const { staff: team } = staffListSchema.parse(res.json());
    const listed = team.find((m) => m.id === member.id)!;
    expect(listed.account).toEqual({
      signIn: 'password',
      lastSignInAt: expect.any(String),
      liveSessions: 1,
      invitationExpiresAt: null,
    });
    expect(team.find((m) => m.id === invited.staffId)).toMatchObject({
      status: 'invited',
      account: { lastSignInAt: null, liveSessions: 0, invitationExpiresAt: invited.expiresAt.toISOString() },
    });

    const seen = await staffCall(t.app, member, 'GET', '/api/backoffice/staff');
    expect(seen.statusCode).toBe(200);
    expect(seen.json().staff.every((m: object) => !('account' in m))).toBe(true);
  });
});
