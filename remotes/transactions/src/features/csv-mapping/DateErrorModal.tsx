import { Button, Ltr, Modal } from '@onboarding/shared/ui';
import { useTranslation } from '@onboarding/shared';
import { TRANSACTIONS_NS } from '../../i18n';
import styles from './mapping.module.css';

export interface DateErrorModalProps {
  /** Up to three offending values, empty ones already shown as "Empty field"; null closes the modal. */
  values: readonly string[] | null;
  onProceed: () => void;
  onBack: () => void;
  proceeding: boolean;
}

/** "Data Mapping Error Detected": the offending date values, Proceed Without Fixing or BACK. */
export function DateErrorModal({ values, onProceed, onBack, proceeding }: DateErrorModalProps) {
  const { t } = useTranslation(TRANSACTIONS_NS);
  return (
    <Modal
      open={values !== null}
      onOpenChange={(open) => {
        if (!open && !proceeding) onBack();
      }}
      closeOnOutsideClick={false}
      title={t('mapping.dateModal.title')}
      description={t('mapping.dateModal.text')}
      actions={
        <>
          <Button variant="secondary" onClick={onBack} disabled={proceeding}>
            {t('mapping.dateModal.back')}
          </Button>
          <Button onClick={onProceed} loading={proceeding}>
            {t('mapping.dateModal.proceed')}
          </Button>
        </>
      }
    >
      <ul className={styles.offending} aria-label={t('mapping.dateModal.valuesLabel')}>
        {(values ?? []).map((value, i) => (
          <li key={`${i}-${value}`}>
            <Ltr>{value}</Ltr>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
