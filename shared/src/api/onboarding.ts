import type { HelpRequest } from '../schemas/help';
import type { EmailActionRequest, LoginData } from '../schemas/registration';
import type { EligibilityStep } from '../schemas/eligibility';
import type { TransactionsStepInput } from '../schemas/transactions';
import { currentDigits } from '../i18n';
import type { Language } from '../i18n/language';
import { apiClient } from './http';
import { getToken } from './session';
import type {
  EligibilityOutcomeAnswer,
  EligibilityResult,
  RegisterResponse,
  UpdateOnboardingResponse,
  UserStatus,
} from './types';

// One typed function per call of spec section 7 (status, registration, eligibility).

/** GET /onboarding/check-user, never served from a cache. */
export async function checkUser(): Promise<UserStatus> {
  const api = await apiClient();
  const res = await api.get<UserStatus>('/onboarding/check-user', {
    // A fresh query key on every call defeats caches that ignore the headers.
    params: { [Date.now()]: '' },
    headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache', Expires: '0' },
  });
  return res.data;
}

/** GET /onboarding/check-eligible; null when the call fails. */
export async function checkEligible(): Promise<EligibilityResult | null> {
  try {
    const api = await apiClient();
    const res = await api.get<EligibilityResult>('/onboarding/check-eligible');
    return res.data ?? null;
  } catch {
    return null;
  }
}

/** GET /onboarding/eligibility-outcome: a decline's reasons and cooling-off; null when the call fails. */
export async function getEligibilityOutcome(): Promise<EligibilityOutcomeAnswer | null> {
  try {
    const api = await apiClient();
    return (await api.get<EligibilityOutcomeAnswer>('/onboarding/eligibility-outcome')).data ?? null;
  } catch {
    return null;
  }
}

export async function sendHelp(body: HelpRequest): Promise<unknown> {
  const api = await apiClient();
  return (await api.post('/onboarding/help', body)).data;
}

export async function register(body: LoginData): Promise<RegisterResponse> {
  const api = await apiClient();
  return (await api.post<RegisterResponse>('/onboarding/register', body)).data;
}

/** Login data plus the e-mail-action token register returned (the spent captcha may be left in). */
export type EmailActionBody = EmailActionRequest;

export async function newApplication(body: EmailActionBody): Promise<unknown> {
  const api = await apiClient();
  return (await api.post('/onboarding/new-application', body)).data;
}

export async function emailToken(body: EmailActionBody): Promise<unknown> {
  const api = await apiClient();
  return (await api.post('/onboarding/email-token', body)).data;
}

export async function resendEmail(body: LoginData): Promise<unknown> {
  const api = await apiClient();
  return (await api.post('/onboarding/resend_email', body)).data;
}

export type UpdateOnboardingBody =
  { eligibility_step: EligibilityStep } | { transactions_step: TransactionsStepInput };

export async function updateOnboarding(body: UpdateOnboardingBody): Promise<UpdateOnboardingResponse> {
  const api = await apiClient();
  return (await api.patch<UpdateOnboardingResponse>('/onboarding/onboarding-update', body)).data;
}

/** POST /onboarding/entertainment_eligible (gaming and content businesses), empty body. */
export async function entertainmentEligible(): Promise<unknown> {
  const api = await apiClient();
  return (await api.post('/onboarding/entertainment_eligible', {})).data;
}

/**
 * PUT /onboarding/language: a signed-in applicant's choice of language (and of the page's digits), for their emails
 * and offer letter. Without a session there is no one to tell (registration keeps the page's language then); a
 * failure changes nothing on the page, so it is not reported.
 */
export async function rememberLanguage(language: Language): Promise<void> {
  if (!getToken()) return;
  try {
    await (await apiClient()).put('/onboarding/language', { language, digits: currentDigits() });
  } catch {
    // the page is in the chosen language already; the next email may still come in the one kept before
  }
}
