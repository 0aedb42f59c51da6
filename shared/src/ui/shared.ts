import { i18n, useTranslation } from '@onboarding/shared';

export { getRuntimeConfig, type RuntimeConfig } from '@onboarding/shared';

/** The `common` namespace of the page's one i18n instance. */
export function useCommonTranslation() {
  return useTranslation('common', { i18n });
}
