import { and, count, desc, eq, gt, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { applications, auditLog, staff } from '../db/schema';
import { containing } from './cases';
import type { Executor } from './tx';

// The back office's reads of the audit log: entries with who acted (by address), whom a team change was about, and
// the case's business name, newest first, paged by id (an entry written meanwhile never shifts a page).

export interface AuditFilter {
  caseId?: number;
  /** The member who acted: by the entry's staff id, or by an actor written as `staff:<id>` (team changes). */
  staffId?: string;
  action?: string;
  /** At or after. */
  from?: Date;
  /** Before. */
  to?: Date;
  /** Part of the case's business name (case-insensitive). */
  business?: string;
}

/** A staff actor written as `staff:<id>` (team moves and invitations record the administrator so). */
const actorStaffId = sql<
  string | null
>`coalesce(${auditLog.staffId}::text, case when ${auditLog.actor} like 'staff:%' then substr(${auditLog.actor}, 7) end)`;

const actingStaff = alias(staff, 'acting_staff');
const targetStaff = alias(staff, 'target_staff');
const businessName = sql<string | null>`${applications.eligibilityStep} ->> 'businessName'`;

function conditions(filter: AuditFilter, before?: number): SQL[] {
  const where: SQL[] = [];
  if (filter.caseId !== undefined) where.push(eq(auditLog.applicationId, filter.caseId));
  if (filter.staffId !== undefined)
    where.push(or(eq(auditLog.staffId, filter.staffId), eq(auditLog.actor, `staff:${filter.staffId}`))!);
  if (filter.action) where.push(eq(auditLog.action, filter.action));
  if (filter.from) where.push(gte(auditLog.at, filter.from));
  if (filter.to) where.push(lt(auditLog.at, filter.to));
  if (filter.business) where.push(ilike(businessName, containing(filter.business)));
  if (before !== undefined) where.push(lt(auditLog.id, before));
  return where;
}

export interface AuditRow {
  entry: typeof auditLog.$inferSelect;
  /** The acting member's id (from the staff id or a `staff:<id>` actor) and current address, if any. */
  actingId: string | null;
  email: string | null;
  /** The member a team change was about: the account's address, or the one the entry kept when it is gone. */
  targetId: string | null;
  targetEmail: string | null;
  business: string | null;
}

/** Up to `limit` entries matching `filter`, with ids below `before` if given, newest first. */
export async function auditEntriesWithStaff(
  db: Executor,
  filter: AuditFilter,
  page: { before?: number; limit: number },
): Promise<AuditRow[]> {
  const where = conditions(filter, page.before);
  return db
    .select({
      entry: auditLog,
      actingId: actorStaffId,
      email: actingStaff.email,
      targetId: sql<string | null>`${auditLog.detail} ->> 'staffId'`,
      targetEmail: sql<string | null>`coalesce(${targetStaff.email}, ${auditLog.detail} ->> 'email')`,
      business: businessName,
    })
    .from(auditLog)
    .leftJoin(actingStaff, sql`${actingStaff.id}::text = ${actorStaffId}`)
    .leftJoin(targetStaff, sql`${targetStaff.id}::text = ${auditLog.detail} ->> 'staffId'`)
    .leftJoin(applications, eq(applications.id, auditLog.applicationId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(page.limit);
}

/** Every entry matching `filter`, newest first, read `batch` at a time (an export streams them as they come). */
export async function* allAuditEntries(
  db: Executor,
  filter: AuditFilter,
  batch = 500,
): AsyncGenerator<AuditRow> {
  let before: number | undefined;
  for (;;) {
    const rows = await auditEntriesWithStaff(db, filter, { before, limit: batch });
    yield* rows;
    if (rows.length < batch) return;
    before = rows[rows.length - 1].entry.id;
  }
}

/** Whether `staffId` has a `case.viewed` entry for case `caseId` under page view `viewId` since `since`. */
export async function caseViewRecorded(
  db: Executor,
  view: { staffId: string; caseId: number; viewId: string; since: Date },
): Promise<boolean> {
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.staffId, view.staffId),
        eq(auditLog.applicationId, view.caseId),
        eq(auditLog.action, 'case.viewed'),
        sql`${auditLog.detail} ->> 'viewId' = ${view.viewId}`,
        gt(auditLog.at, view.since),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** How many entries `action` a staff member has since `since` (a cap on what one member may write of a kind). */
export async function countStaffEntriesSince(
  db: Executor,
  staffId: string,
  action: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.staffId, staffId), eq(auditLog.action, action), gt(auditLog.at, since)));
  return row?.n ?? 0;
}

/** Serialises the writers of one page view's entry until the transaction ends (a page's calls arrive together). */
export async function lockCaseView(tx: Executor, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}
