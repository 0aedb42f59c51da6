import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import path from 'node:path';
import type { Config } from '../config';
import { loggerOptions } from '../logger';
import database from '../plugins/database';
import errors from '../plugins/errors';
import tokens from '../plugins/tokens';

// The integration service: accounting OAuth flows (/oauth/...). It verifies the API's session tokens (same signing
// key) but owns its own data (OAuth states, provider tokens) and tells the API the outcome over an internal,
// service-authenticated call, so it runs, scales and deploys on its own (and embedded PGlite, which is
// single-process, is never opened by two processes).
export async function buildIntegrationApp(
  config: Config,
  opts: { logger?: FastifyServerOptions['logger'] } = {},
): Promise<FastifyInstance> {
  const app = Fastify({ logger: opts.logger ?? loggerOptions(config), trustProxy: config.TRUST_PROXY });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  await app.register(errors);
  await app.register(database, { name: 'pglite-integration', migrationsDir: path.join(__dirname, 'migrations') });
  await app.register(tokens);
  app.get('/oauth/healthz', async () => ({ status: 'ok' }));
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    try {
      await app.database.exec('SELECT 1');
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ details: { error: 'database unavailable' } });
    }
  });
  return app;
}
