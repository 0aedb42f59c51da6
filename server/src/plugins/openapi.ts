import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

// The API described from its own route schemas (the zod schemas the routes validate with and answer through): OpenAPI
// 3.1 at /api/openapi.json and a reference UI at /api/docs, served with their assets by the API itself (no CDN).
// Registered before the routes, so it sees every one of them; openapi.test.ts fails when a route has no description
// or no response schema.
export default fp(
  async function openapi(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Onboarding API',
          version: '1.0.0',
          description:
            "The applicant's journey (README, the product specification). Every error is { details: { error } }.",
        },
        components: {
          securitySchemes: {
            session: {
              type: 'http',
              scheme: 'bearer',
              description: 'The session token from the email link.',
            },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
