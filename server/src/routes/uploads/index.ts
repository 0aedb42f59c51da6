import type { FastifyInstance } from 'fastify';
import confirmUpload from './confirm-upload';
import storageUpload from './storage-upload';
import uploadLink from './upload-link';

// Direct browser uploads to object storage: upload-link, the local driver's POST endpoint, confirm-upload.
export default async function uploadsRoutes(app: FastifyInstance) {
  await app.register(uploadLink);
  await app.register(storageUpload);
  await app.register(confirmUpload);
}
