import { businessTypeCodes, isEntertainmentBusiness } from '@onboarding/shared/routing';
import { stageResponseSchema } from '@onboarding/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { entertainmentPaths } from '../../db/schema';
import { conflict } from '../../lib/http-error';
import { takeStep } from '../../lifecycle/application';
import { errorResponses } from '../../plugins/errors';

export const NOT_ENTERTAINMENT = 'This step is only available for gaming or content businesses.';

/**
 * POST /api/onboarding/entertainment_eligible (empty body). Gaming and content businesses do not connect a
 * transaction system: the team reaches out to set up access. This records that path (entertainment_paths), which
 * completes the transactions step (stage ACCOUNTING). Repeating it changes and records nothing.
 */
export default async function entertainment(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/onboarding/entertainment_eligible',
    {
      preHandler: app.authenticate,
      schema: {
        summary:
          'Gaming and content businesses: the team sets up transaction access (completes the transactions step)',
        tags: ['transactions'],
        security: [{ session: [] }],
        response: { 200: stageResponseSchema, ...errorResponses(401, 409, 503) },
      },
    },
    async (request) => {
      const { applicationId } = request.session;
      const { state } = await takeStep(app, applicationId, 'transactions', async (tx, application) => {
        const codes = businessTypeCodes(application.eligibilityStep) ?? [];
        if (!isEntertainmentBusiness(codes)) throw conflict(NOT_ENTERTAINMENT);
        const inserted = await tx
          .insert(entertainmentPaths)
          .values({ applicationId, businessTypes: codes })
          .onConflictDoNothing()
          .returning({ applicationId: entertainmentPaths.applicationId });
        const repeated = inserted.length === 0 && application.stages.TRANSACTION === true;
        return {
          result: null,
          record: repeated
            ? null
            : { action: 'transactions.entertainment_path', detail: { businessTypes: codes } },
        };
      });
      return { stage: state.stage!, stages_lists: [state.stages] };
    },
  );
}
