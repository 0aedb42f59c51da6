import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loadOfferClauses, offerClausesFileFrom, type OfferClauses } from '../offers/clauses';

declare module 'fastify' {
  interface FastifyInstance {
    /** The offer letter's clauses in English and Arabic (OFFER_CLAUSES_FILE, or the shipped file), read once at start. */
    offerClauses: OfferClauses;
  }
}

export default fp(
  async function offerClausesPlugin(app: FastifyInstance) {
    app.decorate(
      'offerClauses',
      await loadOfferClauses(offerClausesFileFrom({ OFFER_CLAUSES_FILE: app.config.OFFER_CLAUSES_FILE })),
    );
  },
  { name: 'offer-clauses' },
);
