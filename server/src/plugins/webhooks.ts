import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { WebhookSender } from '../webhooks/outbox';

declare module 'fastify' {
  interface FastifyInstance {
    /** The review transitions' webhooks (webhooks/outbox.ts): rows are queued by the review module. */
    webhooks: WebhookSender;
  }
}

/** How often each API instance looks for due webhooks. */
const WEBHOOK_INTERVAL_MS = 5_000;

export default fp(
  async function webhooksPlugin(app: FastifyInstance) {
    const sender = new WebhookSender({ db: app.db, secret: app.config.WEBHOOK_SECRET, log: app.log });
    app.decorate('webhooks', sender);
    app.addHook('onReady', async () => {
      // Tests run the sender themselves (deliverDue, or start with their own interval).
      if (app.config.NODE_ENV === 'test' || !app.config.WEBHOOK_SECRET) return;
      sender.start(WEBHOOK_INTERVAL_MS);
    });
    app.addHook('onClose', async () => sender.stop());
  },
  { name: 'webhooks' },
);
