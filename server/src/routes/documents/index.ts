import type { FastifyInstance } from 'fastify';
import entertainment from './entertainment';
import financialUpload from './financial-upload';

// Documents (spec: /financials, /documents-email): financial-upload and the gaming/content path.
export default async function documentsRoutes(app: FastifyInstance) {
  await app.register(financialUpload);
  await app.register(entertainment);
}
