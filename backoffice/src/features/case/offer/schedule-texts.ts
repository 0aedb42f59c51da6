import { useTranslation } from '@onboarding/shared';
import type { ScheduleTableTexts } from '@onboarding/shared/ui';
import { BACKOFFICE_NS } from '../../../i18n';

/**
 * The shared schedule table's texts in the back office's words: its total row names the whole schedule when only its
 * start is shown (the composer's preview).
 */
export function useScheduleTexts(caption: string, shown: number, all: number): ScheduleTableTexts {
  const { t } = useTranslation(BACKOFFICE_NS);
  return {
    caption,
    number: t('offer.number'),
    dueDate: t('offer.dueDate'),
    amount: t('offer.amount'),
    total: shown < all ? t('offer.totalOfAll', { count: all }) : t('offer.total'),
  };
}
