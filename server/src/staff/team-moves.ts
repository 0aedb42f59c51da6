import {
  STAFF_ROLES,
  type StaffMove,
  type StaffRole,
  type StaffStatus,
  type staffListSchema,
} from '@onboarding/shared/backoffice';
import type { z } from 'zod';
import type { Db } from '../db/client';
import {
  deleteInvitedStaff,
  lockActiveAdmins,
  lockStaffRow,
  revokeSessionsOf,
  staffAccounts,
  updateStaff,
  type StaffChanges,
  type StaffRow,
} from '../data/staff';
import { issueEnrolmentLink, StaffError, type IssuedLink, type StaffApp } from './accounts';
import { ABSOLUTE_SECONDS, IDLE_SECONDS } from './sessions';

// What an administrator (in the back office, or the provider with the staff CLI) can do to a member's account:
// offboard a leaver, lock out a compromised account, change a role, start an enrolment again. The rule is the table
// below; applyStaffMove applies it in one transaction with the account's row locked, audits each move and never
// lets the team lose its last active administrator (nobody could then manage the team but through the CLI).

export interface MoveRule {
  /** The statuses the move applies from. */
  from: readonly StaffStatus[];
  /** The status after it: null leaves it as it is; 'removed' deletes the account. */
  to: StaffStatus | null | 'removed';
  /** Ends every live session at once (password and single sign-on ones: one table). */
  endsSessions: boolean;
  /** Issues a new enrolment link (the unused ones stop working) and mails it. */
  mailsLink: boolean;
  /** The move may take an active administrator away: the last one is kept. */
  guardsLastAdmin: boolean;
  action: string;
  /** Why another status is refused, after "<email> is <status>; ". */
  needs: string;
}

export const MOVE_RULES: Readonly<Record<StaffMove, MoveRule>> = {
  // An invited account too: a link sent to a wrong or compromised address stops working at once.
  disable: {
    from: ['invited', 'active'],
    to: 'disabled',
    endsSessions: true,
    mailsLink: false,
    guardsLastAdmin: true,
    action: 'staff.disabled',
    needs: 'it is already disabled',
  },
  enable: {
    from: ['disabled'],
    to: 'active',
    endsSessions: false,
    mailsLink: false,
    guardsLastAdmin: false,
    action: 'staff.enabled',
    needs: 'only a disabled account can be enabled',
  },
  // The role applies from the member's next request (each request reads it): their sessions can go on.
  role: {
    from: ['invited', 'active', 'disabled'],
    to: null,
    endsSessions: false,
    mailsLink: false,
    guardsLastAdmin: true,
    action: 'staff.role-changed',
    needs: 'its role cannot be changed',
  },
  // Password, authenticator and lock cleared: the member enrols again from a new link. A disabled account too, as
  // the way back for one that never had (or no longer has) credentials to be enabled with.
  reset: {
    from: ['active', 'disabled'],
    to: 'invited',
    endsSessions: true,
    mailsLink: true,
    guardsLastAdmin: true,
    action: 'staff.reset',
    needs: 'it has not enrolled yet: resend the invitation instead',
  },
  'end-sessions': {
    from: ['active'],
    to: null,
    endsSessions: true,
    mailsLink: false,
    guardsLastAdmin: false,
    action: 'staff.sessions-ended',
    needs: 'only an active account has sessions to end',
  },
  'resend-invitation': {
    from: ['invited'],
    to: null,
    endsSessions: false,
    mailsLink: true,
    guardsLastAdmin: false,
    action: 'staff.invitation-resent',
    needs: 'only a pending invitation can be sent again',
  },
  'revoke-invitation': {
    from: ['invited'],
    to: 'removed',
    endsSessions: false,
    mailsLink: false,
    guardsLastAdmin: false,
    action: 'staff.invitation-revoked',
    needs: 'only a pending invitation can be revoked: disable the account instead',
  },
};

export const TEAM_MESSAGES = {
  unknown: 'There is no such staff account.',
  role: 'The role must be reviewer, approver or admin.',
  lastAdmin: (email: string) =>
    `${email} is the last active administrator: make another member an administrator first.`,
  sameRole: (email: string, role: StaffRole) =>
    `${email} is already ${role === 'admin' ? 'an' : 'a'} ${role}.`,
  noCredentials: (email: string) =>
    `${email} has no password and authenticator to sign in with (it never finished enrolling): reset it instead.`,
  ssoReset: (email: string) =>
    `${email} signs in through single sign-on: reset its password or authenticator at the identity provider.`,
  ssoRole: (email: string) =>
    `${email} signs in through single sign-on, whose role claim sets the role at every sign-in: change it at the identity provider.`,
  referenced: (email: string) =>
    `${email} has already acted in the back office, so its account stays in the records: disable it instead.`,
} as const;

/** A member as GET /backoffice/staff shows them to admins. */
export type TeamMember = z.infer<typeof staffListSchema>['staff'][number];

/**
 * The team with what admins see of each account (or only account `id`): live sessions are those neither revoked nor
 * past the idle or absolute limit at `now`, and only an active account has any; the invitation's expiry shows while
 * the account is invited.
 */
export async function teamAccounts(app: Pick<StaffApp, 'db'>, now: Date, id?: string): Promise<TeamMember[]> {
  const rows = await staffAccounts(
    app.db,
    {
      now,
      seenSince: new Date(now.getTime() - IDLE_SECONDS * 1000),
      begunSince: new Date(now.getTime() - ABSOLUTE_SECONDS * 1000),
    },
    id,
  );
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role,
    status: row.status,
    account: {
      signIn: row.sso ? ('sso' as const) : ('password' as const),
      lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
      liveSessions: row.status === 'active' ? row.liveSessions : 0,
      invitationExpiresAt: row.status === 'invited' ? (row.invitationExpiresAt?.toISOString() ?? null) : null,
    },
  }));
}

export interface StaffMoveInput {
  /** `staff:<id>` of the administrator, or `cli`. */
  actor: string;
  targetId: string;
  move: StaffMove;
  /** The new role (the `role` move). */
  role?: StaffRole;
  ip?: string;
  /** The sessions' clock (the API's injected one); now by default. */
  now?: Date;
}

export interface StaffMoveOutcome {
  /** The account as it is now; null once an invitation is revoked. */
  member: TeamMember | null;
  endedSessions: number;
  /** reset and resend-invitation: false while the mail stays queued (the API's schedule retries it). */
  mailSent?: boolean;
  /** reset and resend-invitation: the new enrolment link, for the CLI to print; never answered over HTTP nor logged. */
  link?: string;
  expiresAt?: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const STAFF_ACTOR = /^staff:([0-9a-f-]{36})$/i;

const refuse = (message: string) => new StaffError('state', message);

/** Would the move leave `member` (as locked) no longer an active administrator? */
function takesAdminAway(member: StaffRow, move: StaffMove, role: StaffRole | undefined): boolean {
  return member.status === 'active' && member.role === 'admin' && (move !== 'role' || role !== 'admin');
}

/** Refuses the move when the table or the account's state rules it out; `admins` are the locked active ones. */
function checkMove(member: StaffRow, input: StaffMoveInput, rule: MoveRule, admins: string[]): void {
  const { email } = member;
  if (!rule.from.includes(member.status)) throw refuse(`${email} is ${member.status}; ${rule.needs}.`);
  if (input.move === 'role' && member.role === input.role)
    throw refuse(TEAM_MESSAGES.sameRole(email, member.role));
  // Single sign-on accounts have no password or authenticator here, and sso.ts sets their role from the provider's
  // role claim at every sign-in: a role changed here would silently come back at the next one. Both belong to the
  // identity provider, so both are refused with a message that says so.
  if (member.ssoSubject && input.move === 'reset') throw refuse(TEAM_MESSAGES.ssoReset(email));
  if (member.ssoSubject && input.move === 'role') throw refuse(TEAM_MESSAGES.ssoRole(email));
  if (input.move === 'enable' && !member.ssoSubject && !(member.passwordHash && member.totpSecretCiphertext))
    throw refuse(TEAM_MESSAGES.noCredentials(email));
  if (
    rule.guardsLastAdmin &&
    takesAdminAway(member, input.move, input.role) &&
    !admins.some((id) => id !== member.id)
  )
    throw refuse(TEAM_MESSAGES.lastAdmin(email));
}

/** The columns the move writes (status, role, and for a reset the credentials and lock). */
function changesOf(member: StaffRow, input: StaffMoveInput, rule: MoveRule, now: Date): StaffChanges | null {
  const changes: StaffChanges = {};
  if (rule.to && rule.to !== 'removed' && rule.to !== member.status) changes.status = rule.to;
  if (input.move === 'role') changes.role = input.role;
  if (input.move === 'reset')
    Object.assign(changes, {
      passwordHash: null,
      totpSecretCiphertext: null,
      totpSecretIv: null,
      totpSecretTag: null,
      totpSecretKeyVersion: null,
      totpLastStep: null,
      failedSignIns: 0,
      lockedUntil: null,
    });
  return Object.keys(changes).length ? { ...changes, updatedAt: now } : null;
}

/**
 * Applies `move` to account `targetId` as MOVE_RULES says, in one transaction: the active administrators' rows are
 * locked first when the move could take one away (always in the same order, so concurrent moves wait for each other
 * rather than deadlock, and two administrators disabling each other leave one), then the account's row; the change,
 * the sessions ended, the new link's mail and one audit row commit together. The mail is delivered after the commit.
 * Refusals are StaffErrors: 'unknown' (no such account), 'invalid' (no valid role), 'state' (the table, the last
 * administrator, single sign-on).
 */
export async function applyStaffMove(app: StaffApp, input: StaffMoveInput): Promise<StaffMoveOutcome> {
  const rule = MOVE_RULES[input.move];
  if (!UUID.test(input.targetId)) throw new StaffError('unknown', TEAM_MESSAGES.unknown);
  if (input.move === 'role' && !(STAFF_ROLES as readonly string[]).includes(input.role ?? ''))
    throw new StaffError('invalid', TEAM_MESSAGES.role);
  const now = input.now ?? new Date();
  const actorId = STAFF_ACTOR.exec(input.actor)?.[1] ?? null;

  const done = await app.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const admins = rule.guardsLastAdmin ? await lockActiveAdmins(tx) : [];
    const member = await lockStaffRow(tx, input.targetId);
    if (!member) throw new StaffError('unknown', TEAM_MESSAGES.unknown);
    checkMove(member, input, rule, admins);

    let endedSessions = 0;
    let issued: IssuedLink | undefined;
    if (rule.to === 'removed') {
      // Its enrolment links and sessions go with it (cascade); a row elsewhere naming it keeps it.
      const outcome = await deleteInvitedStaff(tx, member.id);
      if (outcome === 'referenced') throw refuse(TEAM_MESSAGES.referenced(member.email));
    } else {
      const changes = changesOf(member, input, rule, now);
      if (changes) await updateStaff(db, member.id, changes);
      if (rule.endsSessions) endedSessions = await revokeSessionsOf(db, member.id, now);
      if (rule.mailsLink)
        issued = await issueEnrolmentLink(app, db, {
          id: member.id,
          email: member.email,
          role: member.role,
          language: member.language,
        });
    }
    await app.audit(
      {
        actor: input.actor,
        action: rule.action,
        staffId: actorId,
        ip: input.ip ?? null,
        detail: {
          staffId: member.id,
          ...(input.move === 'role' ? { from: member.role, to: input.role } : {}),
          // The account is gone: its address is what the entry can still name it by.
          ...(rule.to === 'removed' ? { email: member.email } : {}),
          ...(issued ? { expiresAt: issued.expiresAt.toISOString() } : {}),
          endedSessions,
          ...(input.ip ? { ip: input.ip } : {}),
        },
      },
      db,
    );
    return { endedSessions, issued };
  });

  const mailSent = done.issued ? await app.mailQueue.deliver(done.issued.mailId) : undefined;
  const [member] = rule.to === 'removed' ? [null] : await teamAccounts(app, now, input.targetId);
  return {
    member,
    endedSessions: done.endedSessions,
    ...(done.issued ? { mailSent, link: done.issued.link, expiresAt: done.issued.expiresAt } : {}),
  };
}
