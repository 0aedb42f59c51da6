import { and, asc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Language } from '@onboarding/shared/server';
import { staff, staffEnrolments, staffSessions, staffSsoCallbacks, type StaffRole } from '../db/schema';
import type { Executor, Tx } from './tx';

// The staff tables' queries (`staff`: the accounts; `staff_enrolments`: their one-time enrolment links;
// `staff_sessions`: their cookie sessions; `staff_sso_callbacks`: the single sign-on states taken), tokens and
// states by their hash only. Who may
// sign in, when a session ends and what is audited stay in staff/; these only read and write rows.

export type StaffRow = typeof staff.$inferSelect;
export type StaffSessionRow = typeof staffSessions.$inferSelect;
/** Columns of an account to write; the caller says which, and when (`updatedAt` included). */
export type StaffChanges = Partial<typeof staff.$inferInsert>;

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

/**
 * Every account (or only account `id`) with what admins see of it, in one query: whether it signs in through single
 * sign-on, its latest session's start, its sessions not revoked, seen since `seenSince` and begun since `begunSince`
 * (the caller's idle and absolute limits), and the latest expiry of its unused enrolment links still valid at `now`.
 */
export async function staffAccounts(
  db: Executor,
  at: { now: Date; seenSince: Date; begunSince: Date },
  id?: string,
) {
  // Spelt with their tables: inside a correlated subquery an unqualified name would be the inner table's.
  const since = (moment: Date) => sql`${moment.toISOString()}::timestamptz`;
  return db
    .select({
      ...listColumns,
      sso: sql<boolean>`"staff"."sso_subject" IS NOT NULL`.mapWith(Boolean),
      lastSignInAt: sql<Date | null>`(SELECT max(s.created_at) FROM staff_sessions s
        WHERE s.staff_id = "staff"."id")`.mapWith(staffSessions.createdAt),
      liveSessions: sql<number>`(SELECT count(*) FROM staff_sessions s
        WHERE s.staff_id = "staff"."id" AND s.revoked_at IS NULL
        AND s.last_seen_at > ${since(at.seenSince)} AND s.created_at > ${since(at.begunSince)})`.mapWith(
        Number,
      ),
      invitationExpiresAt: sql<Date | null>`(SELECT max(e.expires_at) FROM staff_enrolments e
        WHERE e.staff_id = "staff"."id" AND e.used_at IS NULL
        AND e.expires_at > ${since(at.now)})`.mapWith(staffEnrolments.expiresAt),
    })
    .from(staff)
    .where(id === undefined ? undefined : eq(staff.id, id))
    .orderBy(asc(staff.email));
}

/** The active reviewers and approvers (whoever a case can be assigned to), by address. */
export async function assignableStaff(db: Executor) {
  return db
    .select(listColumns)
    .from(staff)
    .where(and(eq(staff.status, 'active'), inArray(staff.role, ['reviewer', 'approver'])))
    .orderBy(asc(staff.email));
}

/** The active approvers, with the language of their emails, by address (who can approve an offer). */
export async function activeApprovers(db: Executor) {
  return db
    .select({ id: staff.id, email: staff.email, language: staff.language })
    .from(staff)
    .where(and(eq(staff.status, 'active'), eq(staff.role, 'approver')))
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

/** The whole row of the account of `email` (already normalised), if any. */
export async function staffByEmail(db: Executor, email: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(eq(staff.email, email)).limit(1);
  return row;
}

/** The whole row of account `id`, locked FOR UPDATE until `tx` ends. */
export async function lockStaffRow(tx: Tx, id: string): Promise<StaffRow | undefined> {
  const [row] = await tx.select().from(staff).where(eq(staff.id, id)).for('update');
  return row;
}

/**
 * The ids of the active administrators, their rows locked FOR UPDATE until `tx` ends, always in the same order (so
 * two transactions taking them cannot deadlock). A row that stopped being an active administrator while this waited
 * for its lock is left out: the count is the one after the other transaction.
 */
export async function lockActiveAdmins(tx: Tx): Promise<string[]> {
  const rows = await tx
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.status, 'active'), eq(staff.role, 'admin')))
    .orderBy(asc(staff.id))
    .for('update');
  return rows.map((row) => row.id);
}

/** Is `err` (or its cause: drizzle wraps the driver's) a foreign key violation? */
function isForeignKeyViolation(err: unknown): boolean {
  const code = (e: unknown) => (e && typeof e === 'object' ? (e as { code?: unknown }).code : undefined);
  return code(err) === '23503' || code((err as { cause?: unknown } | undefined)?.cause) === '23503';
}

/**
 * Deletes account `id` while it is still invited, with its enrolment links and sessions (cascaded): 'deleted';
 * 'not-invited' when it is not (or is gone); 'referenced' when rows elsewhere name it (it acted before, e.g. an
 * account reset back to invited), which are never deleted with it. Tried in a savepoint, so `tx` goes on either way.
 */
export async function deleteInvitedStaff(
  tx: Tx,
  id: string,
): Promise<'deleted' | 'not-invited' | 'referenced'> {
  try {
    const deleted = await tx.transaction((savepoint) =>
      savepoint
        .delete(staff)
        .where(and(eq(staff.id, id), eq(staff.status, 'invited')))
        .returning({ id: staff.id }),
    );
    return deleted.length ? 'deleted' : 'not-invited';
  } catch (err) {
    if (isForeignKeyViolation(err)) return 'referenced';
    throw err;
  }
}

export async function updateStaff(db: Executor, id: string, changes: StaffChanges): Promise<void> {
  await db.update(staff).set(changes).where(eq(staff.id, id));
}

/** Writes `changes` only while the account is still invited. */
export async function updateInvitedStaff(db: Executor, id: string, changes: StaffChanges): Promise<void> {
  await db
    .update(staff)
    .set(changes)
    .where(and(eq(staff.id, id), eq(staff.status, 'invited')));
}

/**
 * An invited account of `email`, inserted or (while still invited) taken over with the new role and language;
 * undefined when the address has an active or disabled account, which is left alone.
 */
export async function upsertInvitedStaff(
  db: Executor,
  invitee: { email: string; role: StaffRole; language: Language },
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .insert(staff)
    .values(invitee)
    .onConflictDoUpdate({
      target: staff.email,
      set: { role: invitee.role, language: invitee.language, updatedAt: now },
      setWhere: eq(staff.status, 'invited'),
    })
    .returning({ id: staff.id });
  return row?.id;
}

/** Deletes the account's unused enrolment links. */
export async function deleteUnusedEnrolments(db: Executor, staffId: string): Promise<void> {
  await db
    .delete(staffEnrolments)
    .where(and(eq(staffEnrolments.staffId, staffId), isNull(staffEnrolments.usedAt)));
}

export async function insertEnrolment(
  db: Executor,
  enrolment: { staffId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(staffEnrolments).values(enrolment);
}

/** The enrolment of a token's hash with its account's whole row; locked FOR UPDATE (in `db`'s transaction) if `lock`. */
export async function enrolmentByTokenHash(db: Executor, tokenHash: string, lock: boolean) {
  const query = db
    .select({ enrolment: staffEnrolments, member: staff })
    .from(staffEnrolments)
    .innerJoin(staff, eq(staff.id, staffEnrolments.staffId))
    .where(eq(staffEnrolments.tokenHash, tokenHash))
    .limit(1);
  const [found] = lock ? await query.for('update') : await query;
  return found;
}

export async function markEnrolmentUsed(db: Executor, id: number, now: Date): Promise<void> {
  await db.update(staffEnrolments).set({ usedAt: now }).where(eq(staffEnrolments.id, id));
}

/** The whole row of the account of `email`, locked FOR UPDATE until `tx` ends (nothing locked when there is none). */
export async function lockStaffByEmail(tx: Tx, email: string): Promise<StaffRow | undefined> {
  const [row] = await tx.select().from(staff).where(eq(staff.email, email)).for('update');
  return row;
}

/** The id of an account bound to the single sign-on `subject` other than `exceptId`, if any. */
export async function accountOfSsoSubject(
  db: Executor,
  subject: string,
  exceptId: string | undefined,
): Promise<string | undefined> {
  const [holder] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.ssoSubject, subject), exceptId ? ne(staff.id, exceptId) : undefined))
    .limit(1);
  return holder?.id;
}

/** A new active single sign-on account; undefined when the address was taken meanwhile. */
export async function insertSsoStaff(
  db: Executor,
  member: { email: string; role: StaffRole; ssoSubject: string },
): Promise<string | undefined> {
  const [row] = await db
    .insert(staff)
    .values({ ...member, status: 'active' })
    .onConflictDoNothing()
    .returning({ id: staff.id });
  return row?.id;
}

/** Marks the account's unused enrolment links used. */
export async function useUpEnrolments(db: Executor, staffId: string, now: Date): Promise<void> {
  await db
    .update(staffEnrolments)
    .set({ usedAt: now })
    .where(and(eq(staffEnrolments.staffId, staffId), isNull(staffEnrolments.usedAt)));
}

/** Deletes the taken single sign-on states used before `before`. */
export async function deleteSsoCallbacksBefore(db: Executor, before: Date): Promise<void> {
  await db.delete(staffSsoCallbacks).where(lt(staffSsoCallbacks.usedAt, before));
}

/** Records a single sign-on state (by its hash) as taken; false when it already was. */
export async function insertSsoCallback(db: Executor, stateHash: string, usedAt: Date): Promise<boolean> {
  const taken = await db
    .insert(staffSsoCallbacks)
    .values({ stateHash, usedAt })
    .onConflictDoNothing()
    .returning({ stateHash: staffSsoCallbacks.stateHash });
  return taken.length === 1;
}
