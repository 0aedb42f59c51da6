import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createStorage, type ObjectStorage } from '../storage';
import { eraseQueuedObjects, expireRetainedRecords } from '../privacy/deletion';
import { forgetQueuedApplications } from '../privacy/integration-erasures';
import { SWEEP_INTERVAL_MS, sweepStorage } from '../storage/sweep';

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

    // The sweep (storage/sweep.ts): soon after start, then on a schedule; never in tests, which call it themselves.
    let timer: NodeJS.Timeout | undefined;
    let first: NodeJS.Timeout | undefined;
    let running: Promise<unknown> | undefined;
    const sweep = () => {
      // Besides the stale objects: kept records past their date, and what deletions could not remove yet, in
      // storage and in the integration service.
      // Each pass on its own, so one failing does not hold the others back.
      const passes = [
        () => sweepStorage(app),
        () => expireRetainedRecords(app),
        () => eraseQueuedObjects(app),
        () => forgetQueuedApplications(app),
      ];
      running ??= (async () => {
        for (const pass of passes) {
          await pass().catch((err: unknown) =>
            app.log.warn({ err }, 'storage sweep failed; it runs again later'),
          );
        }
      })().finally(() => (running = undefined));
    };
    app.addHook('onReady', async () => {
      if (app.config.NODE_ENV === 'test') return;
      timer = setInterval(sweep, SWEEP_INTERVAL_MS);
      timer.unref();
      first = setTimeout(sweep, 30_000);
      first.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      clearTimeout(first);
      await running;
      await storage.close();
    });
  },
  { name: 'storage' },
);
