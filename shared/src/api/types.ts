import type { EligibilityStepOne, EligibilityStepTwo } from '../schemas/eligibility';

export type Stage = 'VERIFIED' | 'ELIGIBLE' | 'TRANSACTION' | 'ACCOUNTING' | 'PENDING';

export type StageFlag = 'CHECK_ELIGIBILITY' | 'ELIGIBLE' | 'FINANCIALS' | 'TRANSACTION' | 'ACCOUNTING';
export type StageFlags = Partial<Record<StageFlag, boolean>>;

export type TransactionSystem = 'PAYPAL' | 'STRIPE' | 'TAP' | 'OTHER';

export interface UserStatus {
  onboarding_id: number;
  name: string;
  email: string;
  phone_number?: string;
  stage: Stage | null;
  stages_lists: StageFlags[];
  eligibility_step: (EligibilityStepOne & Partial<EligibilityStepTwo>) | null;
  transactions_step: { systemType?: TransactionSystem; systemName?: string } | null;
  accounting_step: { status?: string; service?: string }[];
}

export interface EligibilityResult {
  eligible: boolean;
  eligibleAmount: number;
  NOT_INELIGIBLE?: boolean;
}

export interface UploadLink {
  url: string;
  fields: Record<string, string>;
  timestamp: string;
}

export interface RegisterResponse {
  hasApplication?: boolean;
  existedUser?: boolean;
  token?: string;
}

export interface UpdateOnboardingResponse {
  name?: string;
  email?: string;
  eligibility_step?: { ARRYearlyRevenue?: number } & Record<string, unknown>;
}

export interface RuntimeConfig {
  captcha: { provider: 'altcha' | 'recaptcha'; siteKey?: string };
  /** External dashboard of the "Thank you for applying !" modal. */
  dashboardUrl: string;
  /** Origin of the OAuth integration service; '' means same origin (the shell proxies /oauth). */
  integrationUrl: string;
}

/** Every 4xx body of the API. */
export interface ApiErrorBody {
  details: { error: string };
}
