import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { applications, auditLog } from '../../db/schema';

export async function applicationState(app: FastifyInstance, applicationId: number) {
  const [application] = await app.db.select().from(applications).where(eq(applications.id, applicationId));
  const audits = await app.db.select().from(auditLog).where(eq(auditLog.applicationId, applicationId));
  return { application, actions: audits.map((a) => a.action) };
}
