import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Schedule } from '../lib/schedule';
import { MailQueue } from '../mail/queue';
import { loadSecretsKey, SecretBox } from '../transactions/secret-box';

declare module 'fastify' {
  interface FastifyInstance {
    /** Mail that must not be lost (links, help requests): queued with the change, delivered, retried. */
    mailQueue: MailQueue;
  }
}

/** How often each API instance retries undelivered mail. */
const MAIL_RETRY_INTERVAL_MS = 30_000;

export default fp(
  async function mailQueuePlugin(app: FastifyInstance) {
    const queue = new MailQueue({
      db: app.db,
      mailer: app.mailer,
      box: new SecretBox(await loadSecretsKey(app.config)),
      log: app.log,
    });
    app.decorate('mailQueue', queue);
    const retries = new Schedule(
      () => queue.deliverDue(),
      (err) => app.log.warn({ err }, 'mail retry failed; it runs again later'),
    );
    app.addHook('onReady', async () => {
      // Tests call deliverDue themselves.
      if (app.config.NODE_ENV === 'test') return;
      retries.start(MAIL_RETRY_INTERVAL_MS);
    });
    app.addHook('onClose', () => retries.stop());
  },
  { name: 'mail-queue' },
);
