import { useTranslation } from '@onboarding/shared';
import { DECLINE_REASON_MAX } from '@onboarding/shared/dashboard';
import { FormDialog, TextAreaField } from '@onboarding/shared/ui';
import { useState } from 'react';
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
  const [reason, setReason] = useState('');

  const submit = () => {
    onDecline(reason.trim() || undefined);
  };

  return (
    <FormDialog
      open={open}
      busy={busy}
      title={t('offer.declineDialog.title')}
      description={t('offer.declineDialog.text')}
      cancelLabel={t('offer.declineDialog.cancel')}
      confirmLabel={t('offer.declineDialog.confirm')}
      destructive
      onCancel={onCancel}
      onSubmit={submit}
    >
      <TextAreaField
        label={t('offer.declineDialog.reason')}
        value={reason}
        maxLength={DECLINE_REASON_MAX}
        rows={4}
        onChange={(e) => setReason(e.target.value)}
      />
    </FormDialog>
  );
}
