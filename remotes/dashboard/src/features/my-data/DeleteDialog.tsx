import { useTranslation } from '@onboarding/shared';
import { deletionBodySchema } from '@onboarding/shared/dashboard';
import { FormDialog, TextField } from '@onboarding/shared/ui';
import { useState } from 'react';
import { DASHBOARD_NS } from '../../i18n';

export interface DeleteDialogProps {
  open: boolean;
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
}

/** Erasing cannot be undone: the applicant types DELETE (the contract's own check) before it is asked for. */
export function DeleteDialog({ open, busy, onCancel, onConfirm }: DeleteDialogProps) {
  const { t } = useTranslation(DASHBOARD_NS);
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);

  const submit = () => {
    if (!deletionBodySchema.safeParse({ confirm: typed.trim() }).success) {
      setInvalid(true);
      return;
    }
    onConfirm();
  };

  return (
    <FormDialog
      open={open}
      busy={busy}
      title={t('myData.deleteDialog.title')}
      description={t('myData.deleteDialog.text')}
      cancelLabel={t('myData.deleteDialog.cancel')}
      confirmLabel={busy ? t('myData.deleteDialog.deleting') : t('myData.deleteDialog.confirm')}
      destructive
      onCancel={onCancel}
      onSubmit={submit}
    >
      <TextField
        label={t('myData.deleteDialog.confirmLabel')}
        autoComplete="off"
        spellCheck={false}
        dir="auto"
        value={typed}
        error={invalid ? t('myData.deleteDialog.confirmInvalid') : null}
        onChange={(e) => {
          setTyped(e.target.value);
          setInvalid(false);
        }}
      />
    </FormDialog>
  );
}
