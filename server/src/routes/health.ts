import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { liveSchema, readySchema } from '../lib/health-schemas';
import { errorResponses } from '../plugins/errors';

const STORAGE_CHECK_MS = 2000;

export default async function health(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Liveness: the process answers. Readiness: the database and the object storage answer too.
  app.get(
    '/healthz',
    {
      schema: {
        summary: 'Liveness: the process answers',
        tags: ['operations'],
        response: { 200: liveSchema, ...errorResponses() },
      },
    },
    async () => ({
      status: 'ok' as const,
    }),
  );
  app.get(
    '/readyz',
    {
      schema: {
        summary: 'Readiness: the database and object storage answer',
        tags: ['operations'],
        response: { 200: readySchema, ...errorResponses(503) },
      },
    },
    async (_request, reply) => {
      try {
        await app.database.exec('SELECT 1');
      } catch {
        return reply.status(503).send({ details: { error: 'database unavailable' } });
      }
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          app.storage.checkReady(),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('timeout')), STORAGE_CHECK_MS);
          }),
        ]);
      } catch {
        return reply.status(503).send({ details: { error: 'storage unavailable' } });
      } finally {
        clearTimeout(timer);
      }
      return { status: 'ready' as const };
    },
  );
}
