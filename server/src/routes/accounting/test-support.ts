import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { applicants, applications, auditLog } from '../../db/schema';

// An applicant who has reached the accounting step (documents in, a transaction system connected), with a session.

export interface Seeded {
  applicantId: string;
  applicationId: number;
  token: string;
  auth: { authorization: string };
}

export async function seedAccountingApplicant(app: FastifyInstance): Promise<Seeded> {
  const [applicant] = await app.db
    .insert(applicants)
    .values({
      email: `applicant-${crypto.randomUUID()}@example.com`,
      name: 'Omar Haddad',
      phoneNumber: '+971501234567',
      emailVerifiedAt: new Date(),
    })
    .returning({ id: applicants.id });
  const [application] = await app.db
    .insert(applications)
    .values({
      applicantId: applicant.id,
      stage: 'ACCOUNTING',
      stages: { CHECK_ELIGIBILITY: true, ELIGIBLE: true, FINANCIALS: true, TRANSACTION: true },
    })
    .returning({ id: applications.id });
  const token = await app.tokens.signSession({ applicantId: applicant.id, applicationId: application.id });
  return {
    applicantId: applicant.id,
    applicationId: application.id,
    token,
    auth: { authorization: `Bearer ${token}` },
  };
}

export async function applicationState(app: FastifyInstance, applicationId: number) {
  const [application] = await app.db.select().from(applications).where(eq(applications.id, applicationId));
  const audits = await app.db.select().from(auditLog).where(eq(auditLog.applicationId, applicationId));
  return { application, actions: audits.map((a) => a.action) };
}
