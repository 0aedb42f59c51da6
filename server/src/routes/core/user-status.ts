import type { UserStatus } from '@onboarding/shared/server';
import type { StageFlagsRow, StageName } from '../../db/schema';

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
 * The status the browser routes on (spec section 3). Steps that may hold provider credentials are reduced to the
 * fields the contract names (systemType/systemName, status/service), so a secret stored beside them can never leave
 * through here. The steps are untyped JSON columns that only the routes' own schemas write; check-user's response
 * schema checks them again on the way out.
 */
export function userStatus({ applicant, application }: UserStatusRows): UserStatus {
  return {
    onboarding_id: application.id,
    name: applicant.name,
    email: applicant.email,
    phone_number: applicant.phoneNumber,
    stage: application.stage,
    stages_lists: [application.stages ?? {}],
    eligibility_step: application.eligibilityStep ?? null,
    transactions_step: application.transactionsStep
      ? (pickStrings(application.transactionsStep, [
          'systemType',
          'systemName',
        ] as const) as UserStatus['transactions_step'])
      : null,
    accounting_step: (application.accountingStep ?? [])
      .filter((item): item is Record<string, unknown> => Boolean(item) && typeof item === 'object')
      .map((item) => pickStrings(item, ['status', 'service'] as const)),
  };
}
