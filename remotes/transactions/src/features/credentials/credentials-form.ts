import {
  PROVIDER_FIELDS,
  TRANSACTION_PROVIDERS,
  credentialsSchema,
  type ProviderId,
  type TransactionsStepInput,
} from '@onboarding/shared/schemas';

// The rules of the credentials form of /subscriptions/:id, apart from React: which fields a provider asks for,
// which message each shows, when Save is allowed, and the PATCH body it sends.

export type CredentialField = (typeof PROVIDER_FIELDS)[ProviderId][number];
export type CredentialValues = Partial<Record<CredentialField, string>>;
export type CredentialErrors = Partial<Record<CredentialField, string>>;

export function providerOf(id: ProviderId) {
  return TRANSACTION_PROVIDERS.find((p) => p.id === id)!;
}

const filled = (value: string | undefined) => (value ?? '').trim() !== '';

/**
 * "Invalid {field}" for each field that holds something and breaks the provider's rule. An empty field shows no
 * message (the applicant has not typed yet) but still keeps Save disabled.
 */
export function credentialErrors(id: ProviderId, values: CredentialValues): CredentialErrors {
  const result = credentialsSchema(id).safeParse(values);
  if (result.success) return {};
  const errors: CredentialErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as CredentialField;
    if (PROVIDER_FIELDS[id].includes(field) && filled(values[field]) && !errors[field])
      errors[field] = issue.message;
  }
  return errors;
}

/** Save is disabled with any empty field or any error. */
export function canSave(id: ProviderId, values: CredentialValues): boolean {
  return (
    PROVIDER_FIELDS[id].every((f) => filled(values[f])) &&
    Object.keys(credentialErrors(id, values)).length === 0
  );
}

/** The PATCH onboarding-update `transactions_step`; clientId only for the wallet-payment provider. */
export function transactionsStep(id: ProviderId, values: CredentialValues): TransactionsStepInput {
  const step: TransactionsStepInput = {
    systemName: providerOf(id).systemType,
    secretKey: (values.secretKey ?? '').trim(),
  };
  if (PROVIDER_FIELDS[id].includes('clientId')) step.clientId = (values.clientId ?? '').trim();
  return step;
}
