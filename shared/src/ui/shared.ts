// The UI entry reaches stateful parts of the package (runtime-config cache, i18n instance) through
// the package's main entry, never by relative path: under Module Federation `@onboarding/shared`
// and `@onboarding/shared/ui` are separate shared modules, and a relative import would give the
// UI its own copy of them.
import { useTranslation } from 'react-i18next';
import { i18n } from '@onboarding/shared';

export { getRuntimeConfig, type RuntimeConfig } from '@onboarding/shared';

/** The `common` namespace of the page's one i18n instance. */
export function useCommonTranslation() {
  return useTranslation('common', { i18n });
}
