import type { FastifyInstance } from 'fastify';
import health from './health';

// One line per feature plugin (CONTRIBUTING.md). All answer under /api/onboarding/..., the back office's under
// /api/backoffice/..., the applicant's dashboard's under /api/dashboard/...
export default async function routes(app: FastifyInstance) {
  await app.register(health);
  await app.register(import('./core'));
  await app.register(import('./core/language'));
  await app.register(import('./registration'));
  await app.register(import('./eligibility'));
  await app.register(import('./documents'));
  await app.register(import('./uploads'));
  await app.register(import('./transactions'));
  await app.register(import('./accounting'));
  await app.register(import('./backoffice'));
  await app.register(import('./backoffice/steps'), { prefix: '/backoffice' });
  await app.register(import('./backoffice/underwriting'), { prefix: '/backoffice' });
  await app.register(import('./dashboard'));
}
