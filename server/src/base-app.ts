import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { requestIdOptions, requestLogOptions } from './logger';
import errors, { frameworkErrors } from './plugins/errors';
import inputGuard from './plugins/input-guard';

/**
 * What the API and the integration service are built on alike: Fastify behind the configured proxies, request ids
 * and request logs, the zod schemas as validator and serializer, `app.config`, the one error shape and the input
 * guard. `options` adds a service's own (its body limit).
 */
export async function baseApp(
  config: Config,
  logger: FastifyServerOptions['logger'],
  options: Pick<FastifyServerOptions, 'bodyLimit'> = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy: config.TRUST_PROXY,
    ...options,
    ...requestIdOptions,
    ...requestLogOptions(),
    frameworkErrors,
    // PGlite creates its data folder (initdb in WASM) and migrates on first start: 7-13 s here, beyond Fastify's
    // 10 s default.
    pluginTimeout: 120_000,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  await app.register(errors);
  await app.register(inputGuard);
  return app;
}
