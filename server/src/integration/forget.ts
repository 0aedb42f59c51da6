import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { unauthorized } from '../lib/http-error';
import { bearerToken } from '../lib/bearer-token';
import { errorResponses } from '../plugins/errors';
import { oauthConnections, oauthResults, oauthStates } from './schema';
import { FORGET_AUDIENCE, verifyServiceToken } from './service-token';

// An applicant's deletion reaches the integration service's own tables: the API, after its own commit, asks it
// to forget the erased applications (privacy/integration-erasures.ts), and retries until it has. Service to service
// only, with a short-lived service token of its own audience; the gateway never routes /internal/ here from outside.

/**
 * The integration service's tables that hold rows of an application, all emptied for a forgotten one.
 * forget.test.ts checks this list against schema.ts: a new table with an application_id fails it until it is here.
 */
export const INTEGRATION_ERASED_TABLES = ['oauth_states', 'oauth_connections', 'oauth_results'] as const;

/** Ids per call: an applicant has a few applications; the API sends its queue in batches of this size at most. */
export const FORGET_BATCH = 200;

export const forgetBodySchema = z.object({
  applicationIds: z.array(z.number().int().positive()).min(1).max(FORGET_BATCH),
});

export function registerForgetRoute(app: FastifyInstance, opts: { serviceKey: Uint8Array }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/internal/forget',
    {
      onRequest: async (request) => {
        const token = bearerToken(request);
        if (!token) throw unauthorized('A service token is required.');
        try {
          await verifyServiceToken(opts.serviceKey, token, FORGET_AUDIENCE);
        } catch {
          throw unauthorized('A service token is required.');
        }
      },
      schema: {
        summary:
          'Service to service: the API has erased these applications; their OAuth rows go too (never public)',
        tags: ['internal'],
        body: forgetBodySchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 503) },
      },
    },
    async (request, reply) => {
      const ids = [...new Set(request.body.applicationIds)];
      // One transaction: the sealed tokens, the started connections and the outcomes not yet delivered (an outcome
      // of an erased application has nowhere to go). Deleting what is already gone is a no-op: the API may retry.
      const counts = await app.db.transaction(async (tx) => {
        const connections = await tx
          .delete(oauthConnections)
          .where(inArray(oauthConnections.applicationId, ids))
          .returning({ id: oauthConnections.applicationId });
        const states = await tx
          .delete(oauthStates)
          .where(inArray(oauthStates.applicationId, ids))
          .returning({ id: oauthStates.applicationId });
        const results = await tx
          .delete(oauthResults)
          .where(inArray(oauthResults.applicationId, ids))
          .returning({ id: oauthResults.applicationId });
        return { connections: connections.length, states: states.length, results: results.length };
      });
      request.log.info({ applications: ids.length, ...counts }, 'erased applications forgotten');
      return reply.status(204).send(null);
    },
  );
}
