import { transactionsStepSchema, TRANSACTION_PROVIDERS, type ProviderId } from '@onboarding/shared/schemas';
import type { UpdateOnboardingResponse } from '@onboarding/shared/server';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { applicantContact } from '../data/applicants';
import { providerCredentials } from '../db/schema';
import { HttpError, badRequest, unauthorized } from '../lib/http-error';
import { requireStep, takeStep } from '../lifecycle/application';
import type { Session } from '../types';
import { supersedeConnections } from './connections';

export const PROVIDER_REJECTED = 'The provider rejected these credentials. Please check them and try again.';
export const PROVIDER_UNAVAILABLE =
  'We could not reach the provider to check these credentials. Please try again later.';

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Associated data of a sealed field: the ciphertext only opens in the row it was written for. */
export const credentialAad = (applicationId: number, provider: ProviderId, field: 'secret' | 'client_id') =>
  `provider_credentials:${applicationId}:${provider}:${field}`;

/**
 * The `transactions_step` of PATCH /api/onboarding/onboarding-update (`{ systemName, secretKey, clientId? }`), which
 * the eligibility route hands here. Validates with the shared schema, asks the provider (unless PROVIDER_VERIFY=skip)
 * through `app.transactions`, stores the secrets sealed, moves the application to ACCOUNTING.
 * Answers { name, email, eligibility_step, transactions_step: { systemType, systemName } }: never a secret.
 */
export async function connectProvider(
  app: FastifyInstance,
  session: Session | undefined,
  log: FastifyBaseLogger,
  rawStep: unknown,
): Promise<UpdateOnboardingResponse> {
  const services = app.transactions;
  if (!session) throw unauthorized();
  if (!isObject(rawStep)) throw badRequest('transactions_step must be an object.');
  const parsed = transactionsStepSchema.safeParse(rawStep);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid transactions_step');
  const step = parsed.data;
  const provider = TRANSACTION_PROVIDERS.find((p) => p.systemType === step.systemName)!;
  const clientId = 'clientId' in step ? step.clientId : undefined;

  await requireStep(app, session.applicationId, 'transactions');

  let verification: 'live' | 'skipped' = 'skipped';
  if (services.settings.mode === 'live') {
    const outcome = await services.adapters[provider.id].verify({ secretKey: step.secretKey, clientId });
    if (outcome.status === 'rejected') {
      log.info({ provider: provider.id, httpStatus: outcome.httpStatus }, 'provider rejected credentials');
      throw badRequest(PROVIDER_REJECTED);
    }
    if (outcome.status === 'unavailable') {
      log.warn({ provider: provider.id, reason: outcome.reason }, 'provider verification unavailable');
      throw new HttpError(502, PROVIDER_UNAVAILABLE);
    }
    verification = 'live';
  } else {
    log.info({ provider: provider.id }, 'provider verification skipped (PROVIDER_VERIFY=skip)');
  }

  const secret = services.box.seal(
    step.secretKey,
    credentialAad(session.applicationId, provider.id, 'secret'),
  );
  const sealedClientId =
    clientId !== undefined
      ? services.box.seal(clientId, credentialAad(session.applicationId, provider.id, 'client_id'))
      : null;
  const transactionsStep = { systemType: provider.systemType, systemName: provider.name };

  const { result } = await takeStep(app, session.applicationId, 'transactions', async (tx, current) => {
    await supersedeConnections(tx, session.applicationId);
    const [row] = await tx
      .insert(providerCredentials)
      .values({
        applicationId: session.applicationId,
        provider: provider.id,
        secretCiphertext: secret.ciphertext,
        secretIv: secret.iv,
        secretTag: secret.tag,
        clientIdCiphertext: sealedClientId?.ciphertext ?? null,
        clientIdIv: sealedClientId?.iv ?? null,
        clientIdTag: sealedClientId?.tag ?? null,
        keyVersion: secret.keyVersion,
        verification,
        verifiedAt: verification === 'live' ? new Date() : null,
      })
      .returning({ id: providerCredentials.id });
    const applicant = await applicantContact(tx, session.applicantId);
    if (!applicant) throw unauthorized();
    return {
      result: {
        name: applicant.name,
        email: applicant.email,
        eligibility_step: current.eligibilityStep ?? null,
        transactions_step: transactionsStep,
      },
      record: {
        action: 'transactions.provider_connected',
        detail: { provider: provider.id, verification, credentialsId: row.id },
        set: { transactionsStep },
      },
    };
  });
  return result;
}
