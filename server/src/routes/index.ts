import type { FastifyInstance } from 'fastify';
import health from './health';

// One line per feature plugin (CONTRIBUTING.md). All answer under /api/onboarding/...
export default async function routes(app: FastifyInstance) {
  await app.register(health);
}
