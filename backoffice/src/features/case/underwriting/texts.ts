import { translateMessage, useFormatLocale, useTranslation } from '@onboarding/shared';
import type { UnderwritingText } from '@onboarding/shared/backoffice';
import { useCallback } from 'react';
import { BACKOFFICE_NS } from '../../../i18n';
import { formatTextParams } from './format';

/**
 * Writes the figures' texts (a metric's name and formula, why it is unavailable, a section's name and notes, the
 * pricing guide's words) in the page's language: the server sends a key of `underwriting.text` and the values it
 * names, and the page formats those values (money with the case's currency, months, numbers) before filling them in.
 */
export function useUnderwritingText(currency: string): (text: UnderwritingText) => string {
  const { t } = useTranslation(BACKOFFICE_NS);
  const language = useFormatLocale();
  return useCallback(
    (text: UnderwritingText) => {
      const values = formatTextParams(text.params ?? {}, currency, language);
      if (typeof text.params?.message === 'string') values.message = translateMessage(text.params.message);
      return t(`underwriting.text.${text.key}`, values);
    },
    [t, language, currency],
  );
}
