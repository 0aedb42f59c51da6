import { useTranslation } from '@onboarding/shared';
import { SIGNATURE_MAX } from '@onboarding/shared/dashboard';
import { FormDialog, TextField } from '@onboarding/shared/ui';
import { useState } from 'react';
import { DASHBOARD_NS } from '../../i18n';
import { signatureMatches } from './offer-rules';

export interface AcceptDialogProps {
  open: boolean;
  version: number;
  salePrice: string;
  applicantName: string;
  busy: boolean;
  onCancel(): void;
  onAccept(signature: string): void;
}

/** Accepting signs the offer: the applicant types their full name as it is on file (the server checks it again). */
export function AcceptDialog({
  open,
  version,
  salePrice,
  applicantName,
  busy,
  onCancel,
  onAccept,
}: AcceptDialogProps) {
  const { t } = useTranslation(DASHBOARD_NS);
  const [signature, setSignature] = useState('');
  const [invalid, setInvalid] = useState(false);

  const submit = () => {
    if (!signatureMatches(signature, applicantName)) {
      setInvalid(true);
      return;
    }
    onAccept(signature.trim());
  };

  return (
    <FormDialog
      open={open}
      busy={busy}
      title={t('offer.acceptDialog.title')}
      description={t('offer.acceptDialog.text', { version, amount: salePrice })}
      cancelLabel={t('offer.acceptDialog.cancel')}
      confirmLabel={t('offer.acceptDialog.confirm')}
      onCancel={onCancel}
      onSubmit={submit}
    >
      <TextField
        label={t('offer.acceptDialog.signature')}
        hint={t('offer.acceptDialog.signatureHint', { name: applicantName })}
        autoComplete="name"
        dir="auto"
        maxLength={SIGNATURE_MAX}
        value={signature}
        error={invalid ? t('offer.acceptDialog.signatureInvalid') : null}
        onChange={(e) => {
          setSignature(e.target.value);
          setInvalid(false);
        }}
      />
    </FormDialog>
  );
}
