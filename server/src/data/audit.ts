import { and, count, desc, eq, gt, lt, type SQL } from 'drizzle-orm';
import { auditLog, staff } from '../db/schema';
import type { Executor } from './tx';

// The back office's reads of the audit log: entries with the address of the staff member who acted, newest first,
// paged by id (an entry written meanwhile never shifts a page).

export interface AuditFilter {
  caseId?: number;
  staffId?: string;
}

/** Up to `limit` entries matching `filter`, with ids below `before` if given, newest first. */
export async function auditEntriesWithStaff(
  db: Executor,
  filter: AuditFilter,
  page: { before?: number; limit: number },
) {
  const where: SQL[] = [];
  if (filter.caseId !== undefined) where.push(eq(auditLog.applicationId, filter.caseId));
  if (filter.staffId !== undefined) where.push(eq(auditLog.staffId, filter.staffId));
  if (page.before !== undefined) where.push(lt(auditLog.id, page.before));
  return db
    .select({ entry: auditLog, email: staff.email })
    .from(auditLog)
    .leftJoin(staff, eq(staff.id, auditLog.staffId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(page.limit);
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
