import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { staff, staffSessions } from '../db/schema';
import type { Executor } from './tx';

// The staff tables' queries (`staff`: the accounts; `staff_sessions`: their cookie sessions, by token hash). Who may
// sign in, when a session ends and what is audited stay in staff/; these only read and write rows.

export type StaffSessionRow = typeof staffSessions.$inferSelect;

/** A staff member's id, address, role and status; undefined for an unknown id. */
export async function staffMember(db: Executor, id: string) {
  const [row] = await db
    .select({ id: staff.id, email: staff.email, role: staff.role, status: staff.status })
    .from(staff)
    .where(eq(staff.id, id));
  return row;
}

const listColumns = { id: staff.id, email: staff.email, role: staff.role, status: staff.status };

/** Every account, by address. */
export async function everyStaffMember(db: Executor) {
  return db.select(listColumns).from(staff).orderBy(asc(staff.email));
}

/** The active reviewers and approvers (whoever a case can be assigned to), by address. */
export async function assignableStaff(db: Executor) {
  return db
    .select(listColumns)
    .from(staff)
    .where(and(eq(staff.status, 'active'), inArray(staff.role, ['reviewer', 'approver'])))
    .orderBy(asc(staff.email));
}

/** A new session row; answers its id. */
export async function insertStaffSession(
  db: Executor,
  session: { staffId: string; tokenHash: string; now: Date; ip: string; userAgent: string | null },
): Promise<string> {
  const [row] = await db
    .insert(staffSessions)
    .values({
      staffId: session.staffId,
      tokenHash: session.tokenHash,
      createdAt: session.now,
      lastSeenAt: session.now,
      ip: session.ip,
      userAgent: session.userAgent,
    })
    .returning({ id: staffSessions.id });
  return row.id;
}

/** The session of a token's hash with its staff member's role, address and status; undefined when there is none. */
export async function sessionByTokenHash(db: Executor, tokenHash: string) {
  const [found] = await db
    .select({
      session: staffSessions,
      member: { role: staff.role, email: staff.email, status: staff.status },
    })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(eq(staffSessions.tokenHash, tokenHash))
    .limit(1);
  return found;
}

/** The staff member of session `sessionId` and when the session began; undefined when there is none. */
export async function sessionOwner(db: Executor, sessionId: string) {
  const [row] = await db
    .select({ id: staff.id, email: staff.email, role: staff.role, createdAt: staffSessions.createdAt })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(eq(staffSessions.id, sessionId));
  return row;
}

export async function touchStaffSession(db: Executor, sessionId: string, now: Date): Promise<void> {
  await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, sessionId));
}

/**
 * Revokes session `sessionId` if it is still live (and, given `staffId`, that staff member's); false when it was
 * not (already revoked, or someone else's).
 */
export async function revokeSession(
  db: Executor,
  sessionId: string,
  now: Date,
  staffId?: string,
): Promise<boolean> {
  const ended = await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(staffSessions.id, sessionId),
        staffId === undefined ? undefined : eq(staffSessions.staffId, staffId),
        isNull(staffSessions.revokedAt),
      ),
    )
    .returning({ id: staffSessions.id });
  return ended.length > 0;
}

/** Revokes every live session of the staff member; answers how many. */
export async function revokeSessionsOf(db: Executor, staffId: string, now: Date): Promise<number> {
  const revoked = await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)))
    .returning({ id: staffSessions.id });
  return revoked.length;
}
