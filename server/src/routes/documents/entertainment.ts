import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { applications, auditLog, entertainmentPaths } from '../../db/schema';
import { conflict } from '../../lib/http-error';
import { advanceStage, businessTypeCodes, isEntertainmentBusiness } from './stage';

export const NOT_ENTERTAINMENT = 'This step is only available for gaming or content businesses.';
export const DOCUMENTS_FIRST = 'Please upload your documents first.';

/**
 * POST /api/onboarding/entertainment_eligible (empty body). Gaming and content businesses do not connect a
 * transaction system: the team reaches out to set up access. This records that path (entertainment_paths), marks
 * the transaction step done and moves the application to ACCOUNTING. Repeating it changes nothing.
 */
export default async function entertainment(app: FastifyInstance) {
  app.post('/onboarding/entertainment_eligible', { preHandler: app.authenticate }, async (request) => {
    const { applicationId, applicantId } = request.session;
    return app.db.transaction(async (tx) => {
      const [application] = await tx
        .select({
          stage: applications.stage,
          stages: applications.stages,
          eligibilityStep: applications.eligibilityStep,
        })
        .from(applications)
        .where(eq(applications.id, applicationId))
        .for('update');
      const codes = businessTypeCodes(application.eligibilityStep ?? null);
      if (!isEntertainmentBusiness(codes)) throw conflict(NOT_ENTERTAINMENT);
      if (application.stages.FINANCIALS !== true) throw conflict(DOCUMENTS_FIRST);

      const stage = advanceStage(application.stage, 'ACCOUNTING');
      const stages = { ...application.stages, TRANSACTION: true };
      const inserted = await tx
        .insert(entertainmentPaths)
        .values({ applicationId, businessTypes: codes })
        .onConflictDoNothing()
        .returning({ applicationId: entertainmentPaths.applicationId });
      if (inserted.length > 0 || stage !== application.stage || application.stages.TRANSACTION !== true) {
        await tx
          .update(applications)
          .set({ stage, stages, updatedAt: new Date() })
          .where(eq(applications.id, applicationId));
        await tx.insert(auditLog).values({
          applicationId,
          applicantId,
          actor: 'applicant',
          action: 'transactions.entertainment_path',
          detail: { businessTypes: codes, stage },
        });
      }
      return { stage, stages_lists: [stages] };
    });
  });
}
