import type { Digits, Language } from '@onboarding/shared/server';
import { and, eq, isNull } from 'drizzle-orm';
import { applicants } from '../db/schema';
import type { Executor } from './tx';

// The applicants table's queries: who registered, how to write to them, whether their address is proven. Rules
// (who may register, when a link proves an address) stay with the callers; these read and write rows on the handle
// they are given.

export type ApplicantRow = typeof applicants.$inferSelect;

/** The whole row of applicant `id`; undefined when they are gone (erased). */
export async function findApplicant(db: Executor, id: string): Promise<ApplicantRow | undefined> {
  const [row] = await db.select().from(applicants).where(eq(applicants.id, id)).limit(1);
  return row;
}

/** The whole row of the applicant registered with `email` (already normalised), locked FOR UPDATE if `lock`. */
export async function applicantByEmail(
  db: Executor,
  email: string,
  lock = false,
): Promise<ApplicantRow | undefined> {
  const query = db.select().from(applicants).where(eq(applicants.email, email)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The applicant's row locked FOR UPDATE until the transaction ends (serialising their changes); undefined if gone. */
export async function lockApplicant(db: Executor, id: string) {
  const [row] = await db
    .select({ id: applicants.id, email: applicants.email })
    .from(applicants)
    .where(eq(applicants.id, id))
    .for('update');
  return row;
}

/** The applicant's name and address; undefined when they are gone. */
export async function applicantContact(db: Executor, id: string) {
  const [row] = await db
    .select({ name: applicants.name, email: applicants.email })
    .from(applicants)
    .where(eq(applicants.id, id))
    .limit(1);
  return row;
}

/** The applicant as their emails address them: address, name, language and digits; undefined when gone. */
export async function applicantRecipient(db: Executor, id: string) {
  const [row] = await db
    .select({
      to: applicants.email,
      name: applicants.name,
      language: applicants.language,
      digits: applicants.digits,
    })
    .from(applicants)
    .where(eq(applicants.id, id));
  return row;
}

/** Registers an applicant; undefined when `email` is already registered (the row stays as it was). */
export async function insertApplicant(
  db: Executor,
  values: typeof applicants.$inferInsert,
): Promise<ApplicantRow | undefined> {
  const [row] = await db
    .insert(applicants)
    .values(values)
    .onConflictDoNothing({ target: applicants.email })
    .returning();
  return row;
}

/** Sets the language (and digits, if given) of the applicant's emails; what is kept now, or undefined if gone. */
export async function setApplicantLanguage(
  db: Executor,
  id: string,
  chosen: { language: Language; digits?: Digits },
) {
  const [kept] = await db
    .update(applicants)
    .set({ language: chosen.language, ...(chosen.digits ? { digits: chosen.digits } : {}) })
    .where(eq(applicants.id, id))
    .returning({ language: applicants.language, digits: applicants.digits });
  return kept;
}

/** Records that the applicant's address is proven, once: false when it already was (or they are gone). */
export async function markEmailVerified(db: Executor, id: string, now: Date): Promise<boolean> {
  const verified = await db
    .update(applicants)
    .set({ emailVerifiedAt: now })
    .where(and(eq(applicants.id, id), isNull(applicants.emailVerifiedAt)))
    .returning({ id: applicants.id });
  return verified.length > 0;
}

/** Deletes the applicant; the caller deletes the rows that reference them first. */
export async function deleteApplicant(db: Executor, id: string): Promise<void> {
  await db.delete(applicants).where(eq(applicants.id, id));
}
