import { DEFAULT_FINANCIAL_YEAR_END_MONTH, isYearEndMonth } from '../calendar/financial-calendar';
import { DEFAULT_DASHBOARD_URL } from '../constants/urls';
import { apiClient } from './http';
import type { RuntimeConfig } from './types';

let cached: Promise<RuntimeConfig> | null = null;

/**
 * GET /onboarding/utils/config, fetched once per page. A failure is not cached, so the next
 * caller tries again.
 */
export function getRuntimeConfig(): Promise<RuntimeConfig> {
  if (!cached) {
    cached = apiClient()
      .then((api) => api.get<RuntimeConfig>('/onboarding/utils/config'))
      .then(
        (res) => normalizeConfig(res.data),
        (err: unknown) => {
          cached = null;
          throw err;
        },
      );
  }
  return cached;
}

/** For tests and for a shell that wants fresh settings. */
export function resetRuntimeConfig(): void {
  cached = null;
}

function normalizeConfig(data: Partial<RuntimeConfig> | null | undefined): RuntimeConfig {
  const captcha = data?.captcha;
  return {
    captcha:
      captcha?.provider === 'recaptcha' && captcha.siteKey
        ? { provider: 'recaptcha', siteKey: captcha.siteKey }
        : { provider: 'altcha' },
    dashboardUrl:
      typeof data?.dashboardUrl === 'string' && data.dashboardUrl ? data.dashboardUrl : DEFAULT_DASHBOARD_URL,
    integrationUrl: typeof data?.integrationUrl === 'string' ? data.integrationUrl.replace(/\/+$/, '') : '',
    financialYearEndMonth: isYearEndMonth(data?.financialYearEndMonth)
      ? data.financialYearEndMonth
      : DEFAULT_FINANCIAL_YEAR_END_MONTH,
  };
}
