import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  declineReasonsFileFrom,
  loadDeclineReasons,
  type DeclineReasons,
} from '../lifecycle/decline-reasons';

declare module 'fastify' {
  interface FastifyInstance {
    /** The reasons a case may be declined for (DECLINE_REASONS_FILE, or the shipped list), read once at start. */
    declineReasons: DeclineReasons;
  }
}

export default fp(
  async function declineReasonsPlugin(app: FastifyInstance) {
    app.decorate(
      'declineReasons',
      await loadDeclineReasons(
        declineReasonsFileFrom({ DECLINE_REASONS_FILE: app.config.DECLINE_REASONS_FILE }),
      ),
    );
  },
  { name: 'decline-reasons' },
);
