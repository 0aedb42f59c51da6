import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createStorage, type ObjectStorage } from '../storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Object storage (documents, uploaded CSV files): local disk by default, S3 when S3_BUCKET is set. */
    storage: ObjectStorage;
  }
}

export default fp(
  async function storage(app: FastifyInstance) {
    const storage = await createStorage(app.config);
    // A missing bucket or unwritable folder stops the start with its reason, not the first upload.
    await storage.checkReady();
    app.log.info({ driver: storage.driver }, 'storage ready');
    app.decorate('storage', storage);
    app.addHook('onClose', () => storage.close());
  },
  { name: 'storage' },
);
