import type { DocumentKey } from '@onboarding/shared/schemas';
import { Button, layout, ProgressBar } from '@onboarding/shared/ui';
import type { FormEvent, ReactNode } from 'react';
import { DocumentUploadField, type DocumentUploadFieldProps } from './DocumentUploadField';
import styles from './upload.module.css';
import type { DocumentUpload } from './useDocumentUpload';

export interface DocumentUploadFormProps {
  upload: DocumentUpload;
  /** The room between the parts: `roomy` for a screen of its own, `snug` inside a card. */
  spacing?: 'roomy' | 'snug';
  /** The inputs (DocumentInputs), and whatever else the form asks before the progress bar. */
  children: ReactNode;
  progressLabel: string;
  submitLabel: string;
  busyLabel: string;
  progressClassName?: string;
  submitClassName?: string;
}

/**
 * A form that sends documents: the inputs, the progress bar while they go, the server's reason about the whole form,
 * a live region for the announcements, and the submit button.
 */
export function DocumentUploadForm({
  upload,
  spacing = 'snug',
  children,
  progressLabel,
  submitLabel,
  busyLabel,
  progressClassName,
  submitClassName,
}: DocumentUploadFormProps) {
  const { busy } = upload;
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    void upload.submit();
  };
  return (
    <form
      className={styles.form}
      data-spacing={spacing}
      noValidate
      onSubmit={onSubmit}
      aria-busy={busy || undefined}
    >
      {children}
      {busy && (
        <ProgressBar className={progressClassName} value={upload.progress} label={progressLabel} showLabel />
      )}
      {upload.formError && (
        <p className={layout.alert} role="alert">
          {upload.formError}
        </p>
      )}
      <p className={layout.visuallyHidden} role="status" aria-live="polite">
        {upload.announcement}
      </p>
      <div className={layout.actions}>
        <Button type="submit" loading={busy} className={submitClassName}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}

export interface DocumentInputsProps extends Pick<DocumentUploadFieldProps, 'idPrefix' | 'label' | 'marked'> {
  upload: DocumentUpload;
  keys: readonly DocumentKey[];
}

/** The inputs of `keys`, one column on a phone and more as the space widens. */
export function DocumentInputs({ upload, keys, ...field }: DocumentInputsProps) {
  const { slots, dispatch, busy } = upload;
  return (
    <div className={styles.documents}>
      {keys.map((key) => (
        <DocumentUploadField
          key={key}
          {...field}
          docKey={key}
          slot={slots[key]}
          locked={busy}
          onFile={(file) => dispatch({ type: 'choose', key, file })}
          onClear={() => dispatch({ type: 'clear', key })}
          onRetry={() => void upload.submit()}
          inputRef={upload.inputRef(key)}
        />
      ))}
    </div>
  );
}
