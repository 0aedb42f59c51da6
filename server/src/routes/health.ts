import type { FastifyInstance } from 'fastify';

export default async function health(app: FastifyInstance) {
  // Liveness: the process answers. Readiness: the database answers too.
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    try {
      await app.database.exec('SELECT 1');
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ details: { error: 'database unavailable' } });
    }
  });
}
