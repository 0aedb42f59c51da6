import { i18n, translateMessage, useTranslation } from '@onboarding/shared';

export { translateMessage };

export { getRuntimeConfig, type RuntimeConfig } from '@onboarding/shared';

/** The `common` namespace of the page's one i18n instance. */
export function useCommonTranslation() {
  return useTranslation('common', { i18n });
}
