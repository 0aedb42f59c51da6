import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../plugins/errors';

// Liveness and readiness, in the API and in the integration service: liveness says the process answers; readiness
// runs the service's checks in order and answers 503 with the first one that fails.

const liveSchema = z.object({ status: z.literal('ok') });
const readySchema = z.object({ status: z.literal('ready') });

export interface HealthRoutes {
  /** Liveness paths, each with its summary. */
  live: Record<string, string>;
  readySummary: string;
  /** Each check resolves when its dependency answers; the key is what the 503 says is unavailable. */
  ready: Record<string, () => Promise<unknown>>;
}

export function registerHealth(fastify: FastifyInstance, routes: HealthRoutes): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  for (const [path, summary] of Object.entries(routes.live))
    app.get(
      path,
      { schema: { summary, tags: ['operations'], response: { 200: liveSchema, ...errorResponses() } } },
      async () => ({ status: 'ok' as const }),
    );
  app.get(
    '/readyz',
    {
      schema: {
        summary: routes.readySummary,
        tags: ['operations'],
        response: { 200: readySchema, ...errorResponses(503) },
      },
    },
    async (_request, reply) => {
      for (const [what, check] of Object.entries(routes.ready)) {
        try {
          await check();
        } catch {
          return reply.status(503).send({ details: { error: `${what} unavailable` } });
        }
      }
      return { status: 'ready' as const };
    },
  );
}

const STORAGE_CHECK_MS = 2000;

/** The object storage answers within STORAGE_CHECK_MS. */
async function storageAnswers(app: FastifyInstance): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      app.storage.checkReady(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), STORAGE_CHECK_MS);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export default async function health(app: FastifyInstance) {
  registerHealth(app, {
    live: { '/healthz': 'Liveness: the process answers' },
    readySummary: 'Readiness: the database and object storage answer',
    ready: {
      database: () => app.database.exec('SELECT 1'),
      storage: () => storageAnswers(app),
    },
  });
}
