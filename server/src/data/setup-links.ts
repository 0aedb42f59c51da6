import { and, asc, eq, isNull } from 'drizzle-orm';
import { staff, staffSetupLinks } from '../db/schema';
import type { Executor, Tx } from './tx';

// The first administrator's setup links (`staff_setup_links`), by their token's hash only, and the one question about
// the staff table they depend on: is there an active administrator yet. When a link is issued or refused, and what
// is audited, stay in staff/setup.ts.

export type SetupLinkRow = typeof staffSetupLinks.$inferSelect;

/** Whether any administrator has finished enrolling (or signs in through single sign-on) and is not disabled. */
export async function activeAdminExists(db: Executor): Promise<boolean> {
  const [row] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.role, 'admin'), eq(staff.status, 'active')))
    .limit(1);
  return row !== undefined;
}

export async function insertSetupLink(
  db: Executor,
  link: { tokenHash: string; expiresAt: Date },
): Promise<number> {
  const [row] = await db.insert(staffSetupLinks).values(link).returning({ id: staffSetupLinks.id });
  return row.id;
}

/**
 * Every unused link, locked FOR UPDATE until `tx` ends, in one order so that two uses of different links wait for
 * each other instead of deadlocking; a link another transaction used meanwhile is not among them.
 */
export async function lockUnusedSetupLinks(tx: Tx): Promise<SetupLinkRow[]> {
  return tx
    .select()
    .from(staffSetupLinks)
    .where(isNull(staffSetupLinks.usedAt))
    .orderBy(asc(staffSetupLinks.id))
    .for('update');
}

/** Marks every unused link used; answers how many. */
export async function markSetupLinksUsed(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .update(staffSetupLinks)
    .set({ usedAt: now })
    .where(isNull(staffSetupLinks.usedAt))
    .returning({ id: staffSetupLinks.id });
  return rows.length;
}
