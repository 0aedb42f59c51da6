import { useTranslation } from '@onboarding/shared';
import { DECLINE_REASON_MAX } from '@onboarding/shared/dashboard';
import { Button, Modal, TextAreaField } from '@onboarding/shared/ui';
import { useId, useState, type FormEvent } from 'react';
import { DASHBOARD_NS } from '../../i18n';

export interface DeclineDialogProps {
  open: boolean;
  busy: boolean;
  onCancel(): void;
  onDecline(reason: string | undefined): void;
}

/** Declining asks for nothing but offers room for a reason. */
export function DeclineDialog({ open, busy, onCancel, onDecline }: DeclineDialogProps) {
  const { t } = useTranslation(DASHBOARD_NS);
  const formId = useId();
  const [reason, setReason] = useState('');

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    onDecline(reason.trim() || undefined);
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && !busy && onCancel()}
      title={t('offer.declineDialog.title')}
      description={t('offer.declineDialog.text')}
      closeOnOutsideClick={false}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('offer.declineDialog.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {t('offer.declineDialog.confirm')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <TextAreaField
          label={t('offer.declineDialog.reason')}
          value={reason}
          maxLength={DECLINE_REASON_MAX}
          rows={4}
          onChange={(e) => setReason(e.target.value)}
        />
      </form>
    </Modal>
  );
}
