import { useId, type ReactNode } from 'react';
import classes from './field.module.css';

/** The label, hint and error classes of every field (field.module.css), for a field built outside this package. */
export const fieldText = classes as Readonly<Record<'label' | 'hint' | 'error', string>>;

/**
 * A field's ids: its control's (`id`, or one made up with `prefix`), and its hint's and error's when it shows them,
 * for the control's aria-describedby.
 */
export function useFieldIds(
  id: string | undefined,
  { hint, error, prefix = 'field' }: { hint?: ReactNode; error?: ReactNode; prefix?: string },
) {
  const autoId = useId();
  const inputId = id ?? `${prefix}-${autoId}`;
  return {
    inputId,
    hintId: hint ? `${inputId}-hint` : undefined,
    errorId: error ? `${inputId}-error` : undefined,
  };
}

export interface FieldNotesProps {
  hint?: ReactNode;
  hintId?: string | null;
  /** The error as it is to be read (translated already). */
  error?: ReactNode;
  errorId?: string | null;
}

/** What a field says under its control: its hint, then its error, announced as it appears. */
export function FieldNotes({ hint, hintId, error, errorId }: FieldNotesProps) {
  return (
    <>
      {hint && (
        <span className={fieldText.hint} id={hintId ?? undefined}>
          {hint}
        </span>
      )}
      {error && (
        <span className={fieldText.error} id={errorId ?? undefined} role="alert">
          {error}
        </span>
      )}
    </>
  );
}
