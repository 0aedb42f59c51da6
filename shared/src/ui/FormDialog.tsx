import { Button } from '@onboarding/shared/ui/core';
import { useId, type FormEvent, type ReactNode } from 'react';
import { Modal } from './Modal';

export interface FormDialogProps {
  open: boolean;
  /** The answer is being sent: the dialog stays open and its buttons wait. */
  busy: boolean;
  title: string;
  description: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** The confirmed action takes something away (decline, delete): its button is the danger one, never the primary. */
  destructive?: boolean;
  onCancel(): void;
  /** The form was submitted (Enter or the confirm button); the dialog checks its fields and answers. */
  onSubmit(): void;
  children: ReactNode;
}

/**
 * A dialog that asks for something and confirms it: its form's fields, Cancel and the confirm button. It is not
 * dismissed by a click outside (a half-typed answer would be lost), nor by Escape while the answer is being sent.
 */
export function FormDialog({
  open,
  busy,
  title,
  description,
  cancelLabel,
  confirmLabel,
  destructive = false,
  onCancel,
  onSubmit,
  children,
}: FormDialogProps) {
  const formId = useId();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && !busy && onCancel()}
      title={title}
      description={description}
      closeOnOutsideClick={false}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button type="submit" form={formId} variant={destructive ? 'danger' : 'primary'} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        {children}
      </form>
    </Modal>
  );
}
