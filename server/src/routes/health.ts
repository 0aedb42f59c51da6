import type { FastifyInstance } from 'fastify';

const STORAGE_CHECK_MS = 2000;

export default async function health(app: FastifyInstance) {
  // Liveness: the process answers. Readiness: the database and the object storage answer too.
  app.get(
    '/healthz',
    { schema: { summary: 'Liveness: the process answers', tags: ['operations'] } },
    async () => ({
      status: 'ok',
    }),
  );
  app.get(
    '/readyz',
    { schema: { summary: 'Readiness: the database and object storage answer', tags: ['operations'] } },
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
      return { status: 'ready' };
    },
  );
}
