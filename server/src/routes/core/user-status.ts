import type { StageFlagsRow, StageName } from '../../db/schema';

/** check-user's answer (UserStatus of @onboarding/shared's api/types, spec section 3). */
export interface UserStatusBody {
  onboarding_id: number;
  name: string;
  email: string;
  phone_number?: string;
  stage: StageName | null;
  stages_lists: StageFlagsRow[];
  eligibility_step: Record<string, unknown> | null;
  transactions_step: { systemType?: string; systemName?: string } | null;
  accounting_step: { status?: string; service?: string }[];
}

export interface UserStatusRows {
  applicant: { name: string; email: string; phoneNumber: string };
  application: {
    id: number;
    stage: StageName | null;
    stages: StageFlagsRow;
    eligibilityStep: Record<string, unknown> | null;
    transactionsStep: Record<string, unknown> | null;
    accountingStep: Record<string, unknown>[];
  };
}

function pickStrings<K extends string>(
  source: Record<string, unknown>,
  keys: readonly K[],
): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const value = source[key];
    if (typeof value === 'string') out[key] = value;
  }
  return out;
}

/**
 * The status the browser routes on. Steps that may hold provider credentials are reduced to the fields the contract
 * names (systemType/systemName, status/service), so a secret stored beside them can never leave through here.
 */
export function userStatus({ applicant, application }: UserStatusRows): UserStatusBody {
  return {
    onboarding_id: application.id,
    name: applicant.name,
    email: applicant.email,
    phone_number: applicant.phoneNumber,
    stage: application.stage,
    stages_lists: [application.stages ?? {}],
    eligibility_step: application.eligibilityStep ?? null,
    transactions_step: application.transactionsStep
      ? pickStrings(application.transactionsStep, ['systemType', 'systemName'] as const)
      : null,
    accounting_step: (application.accountingStep ?? [])
      .filter((item): item is Record<string, unknown> => Boolean(item) && typeof item === 'object')
      .map((item) => pickStrings(item, ['status', 'service'] as const)),
  };
}
