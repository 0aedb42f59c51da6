import type { FastifyInstance } from 'fastify';
import customUpload from './custom-upload';

// Transaction systems. Provider credentials arrive on PATCH onboarding-update (eligibility's route hands
// `{ transactions_step }` to transactions/connect-provider.ts); CSV imports here.
export default async function transactionsRoutes(app: FastifyInstance) {
  await app.register(customUpload);
}
