import { useTranslation } from '@onboarding/shared';
import { deletionBodySchema } from '@onboarding/shared/dashboard';
import { Button, Modal, TextField } from '@onboarding/shared/ui';
import { useId, useState, type FormEvent } from 'react';
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
  const formId = useId();
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!deletionBodySchema.safeParse({ confirm: typed.trim() }).success) {
      setInvalid(true);
      return;
    }
    onConfirm();
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && !busy && onCancel()}
      title={t('myData.deleteDialog.title')}
      description={t('myData.deleteDialog.text')}
      closeOnOutsideClick={false}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('myData.deleteDialog.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {busy ? t('myData.deleteDialog.deleting') : t('myData.deleteDialog.confirm')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
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
      </form>
    </Modal>
  );
}
