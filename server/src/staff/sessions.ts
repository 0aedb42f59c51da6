import crypto from 'node:crypto';
import type { Db } from '../db/client';
import {
  insertStaffSession,
  revokeSession,
  revokeSessionsOf,
  sessionByTokenHash,
  touchStaffSession,
  type StaffSessionRow,
} from '../data/staff';
import type { StaffRole } from '../db/schema';
import type { StaffApp } from './accounts';

// Staff sessions: opaque cookie sessions for the back office. The cookie carries 32 random bytes (base64url);
// the table keeps their SHA-256 only. A session ends 30 minutes after its last request (idle), 12 hours after
// sign-in (absolute), when revoked (sign out, sign out everywhere) or when its account is disabled. Times
// come from the caller (`now`), so tests move a clock instead of sleeping. Audit rows name a session by its row id,
// never by its token; the CSRF token is derived from the token, never stored.

export const IDLE_SECONDS = 30 * 60;
export const ABSOLUTE_SECONDS = 12 * 60 * 60;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const sha256 = (value: string) => crypto.createHash('sha256').update(value, 'utf8').digest('hex');

export interface StaffPrincipal {
  id: string;
  role: StaffRole;
  /** The session's row id (for audit rows and revocation); not the cookie's value. */
  sessionId: string;
}

export interface LiveSession extends StaffPrincipal {
  email: string;
  /** When the session ends at the latest (12 hours after sign-in). */
  expiresAt: Date;
}

export type SessionEnd = 'idle' | 'absolute' | 'disabled';

/** A new session for a staff member who has just signed in; `token` goes into the cookie and nowhere else. */
export async function createStaffSession(
  app: Pick<StaffApp, 'db' | 'audit'>,
  opts: { staffId: string; ip: string; userAgent?: string; now: Date },
): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  const token = crypto.randomBytes(32).toString('base64url');
  const sessionId = await app.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const id = await insertStaffSession(db, {
      staffId: opts.staffId,
      tokenHash: sha256(token),
      now: opts.now,
      ip: opts.ip,
      userAgent: opts.userAgent?.slice(0, 512) ?? null,
    });
    await app.audit(
      {
        actor: 'staff',
        action: 'staff.session-started',
        detail: { staffId: opts.staffId, sessionId: id, ip: opts.ip },
      },
      db,
    );
    return id;
  });
  return { token, sessionId, expiresAt: new Date(opts.now.getTime() + ABSOLUTE_SECONDS * 1000) };
}

function endReason(session: StaffSessionRow, member: { status: string }, now: Date): SessionEnd | null {
  // A lock (five failed sign-ins) stops new sign-ins only: anyone who knows the address can fail five times, and
  // that must not sign its owner out.
  if (member.status !== 'active') return 'disabled';
  if (now.getTime() - session.createdAt.getTime() >= ABSOLUTE_SECONDS * 1000) return 'absolute';
  if (now.getTime() - session.lastSeenAt.getTime() >= IDLE_SECONDS * 1000) return 'idle';
  return null;
}

/**
 * The live session of a cookie's token, its last-seen time moved to `now`; null for anything else. A session found
 * past its time, or of a disabled account, is revoked there and then (so it never comes back, e.g. when the account
 * is enabled again) and the end audited.
 */
export async function resolveStaffSession(
  app: Pick<StaffApp, 'db' | 'audit'>,
  token: string | undefined,
  opts: { now: Date; ip: string },
): Promise<LiveSession | null> {
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const found = await sessionByTokenHash(app.db, sha256(token));
  if (!found || found.session.revokedAt) return null;
  const { session, member } = found;
  const reason = endReason(session, member, opts.now);
  if (reason) {
    await app.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      if (!(await revokeSession(db, session.id, opts.now))) return;
      await app.audit(
        {
          actor: 'staff',
          action: 'staff.session-ended',
          detail: { staffId: session.staffId, sessionId: session.id, reason, ip: opts.ip },
        },
        db,
      );
    });
    return null;
  }
  await touchStaffSession(app.db, session.id, opts.now);
  return {
    id: session.staffId,
    role: member.role,
    email: member.email,
    sessionId: session.id,
    expiresAt: new Date(session.createdAt.getTime() + ABSOLUTE_SECONDS * 1000),
  };
}

/**
 * Signs the member out in one transaction: `revoke` ends their sessions, and the audit row names the member, the
 * session they signed out from and their address, with `detail`'s more.
 */
function signOut<T>(
  app: Pick<StaffApp, 'db' | 'audit'>,
  principal: StaffPrincipal,
  ip: string,
  action: 'staff.signed-out' | 'staff.signed-out-everywhere',
  revoke: (db: Db) => Promise<T>,
  detail: (revoked: T) => Record<string, unknown> = () => ({}),
): Promise<T> {
  return app.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const revoked = await revoke(db);
    await app.audit(
      {
        actor: 'staff',
        action,
        detail: { staffId: principal.id, sessionId: principal.sessionId, ...detail(revoked), ip },
      },
      db,
    );
    return revoked;
  });
}

/** Sign out: revokes one session (of that staff member). */
export async function revokeStaffSession(
  app: Pick<StaffApp, 'db' | 'audit'>,
  principal: StaffPrincipal,
  opts: { now: Date; ip: string },
): Promise<void> {
  await signOut(app, principal, opts.ip, 'staff.signed-out', (db) =>
    revokeSession(db, principal.sessionId, opts.now, principal.id),
  );
}

/** Sign out everywhere: revokes every live session of the staff member (the current one included). */
export function revokeAllStaffSessions(
  app: Pick<StaffApp, 'db' | 'audit'>,
  principal: StaffPrincipal,
  opts: { now: Date; ip: string },
): Promise<number> {
  return signOut(
    app,
    principal,
    opts.ip,
    'staff.signed-out-everywhere',
    (db) => revokeSessionsOf(db, principal.id, opts.now),
    (revoked) => ({ revoked }),
  );
}

/**
 * The session's CSRF token: an HMAC keyed with the session's own 256-bit token, so it is per session, cannot be
 * computed without the cookie (which scripts cannot read: HttpOnly) and needs no storage.
 */
export function csrfTokenFor(sessionToken: string): string {
  return crypto
    .createHmac('sha256', Buffer.from(sessionToken, 'base64url'))
    .update('onboarding staff csrf v1')
    .digest('base64url');
}

/** Constant-time comparison of a presented CSRF token with the session's. */
export function csrfTokenMatches(sessionToken: string, presented: unknown): boolean {
  if (typeof presented !== 'string' || presented.length === 0 || presented.length > 256) return false;
  const expected = crypto.createHash('sha256').update(csrfTokenFor(sessionToken)).digest();
  const given = crypto.createHash('sha256').update(presented).digest();
  return crypto.timingSafeEqual(expected, given);
}
