import { Button } from '@onboarding/shared/ui/core';
import { Modal } from './Modal';
import { useCommonTranslation } from './shared';

export interface ErrorModalProps {
  open: boolean;
  onTryAgain: () => void;
  /** Also called when the dialog is dismissed with Escape or an outside click. */
  onCancel: () => void;
  /** Defaults to the spec's "We encountered an unexpected issue processing your request. Please try again." */
  text?: string;
  /** Shows Try Again as busy while a retry runs. */
  retrying?: boolean;
}

/** The spec's generic error modal: "Oops, Something Went Wrong!!" with Try Again and Cancel. */
export function ErrorModal({ open, onTryAgain, onCancel, text, retrying = false }: ErrorModalProps) {
  const { t } = useCommonTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title={t('errorModalTitle')}
      description={text ?? t('errorModalText')}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button onClick={onTryAgain} loading={retrying}>
            {t('tryAgain')}
          </Button>
        </>
      }
    />
  );
}
