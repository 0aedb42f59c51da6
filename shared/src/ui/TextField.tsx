import { type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { FieldNotes, fieldText, useFieldIds } from './FieldNotes';
import { translateMessage } from './shared';
import styles from './TextField.module.css';

interface FieldChrome {
  label: ReactNode;
  /** Validation message; sets aria-invalid and is announced through aria-describedby. */
  error?: string | null;
  hint?: ReactNode;
  className?: string;
}

function describedBy(...ids: (string | false | undefined | null)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

// An email, a phone number, an address, a password or an amount is typed and read left to right in Arabic too (with
// its adornment: the "https://" stays before the address), so these fields are left to right unless told otherwise.
const LEFT_TO_RIGHT = new Set(['email', 'tel', 'url', 'password', 'number', 'decimal', 'numeric']);
const leftToRight = (input: InputHTMLAttributes<HTMLInputElement>) =>
  LEFT_TO_RIGHT.has(input.type ?? '') || LEFT_TO_RIGHT.has(input.inputMode ?? '');

export interface TextFieldProps
  extends FieldChrome, Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  /** Fixed text before the input (e.g. "https://"), read as part of the description. */
  startAdornment?: ReactNode;
  /** A control inside the field's frame before the input (a phone number's country picker); not read as description. */
  startControl?: ReactNode;
  /** A control inside the field's frame after the input (e.g. a show/hide toggle); it is not read as description. */
  endAdornment?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  error,
  hint,
  className,
  startAdornment,
  startControl,
  endAdornment,
  id,
  ref,
  dir,
  'aria-describedby': extraDescription,
  ...input
}: TextFieldProps) {
  const { inputId, hintId, errorId } = useFieldIds(id, { hint, error });
  const adornmentId = startAdornment ? `${inputId}-adornment` : null;
  const direction = dir ?? (leftToRight(input) ? 'ltr' : undefined);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={fieldText.label} htmlFor={inputId}>
        {label}
      </label>
      <div
        className={[styles.control, error ? styles.invalid : ''].filter(Boolean).join(' ')}
        // The adornments follow a fixed direction; "auto" is the input's own (it reads the value, the frame has none).
        dir={direction === 'auto' ? undefined : direction}
      >
        {startAdornment && (
          <span className={styles.adornment} id={adornmentId ?? undefined}>
            {startAdornment}
          </span>
        )}
        {startControl && <span className={styles.startControl}>{startControl}</span>}
        <input
          ref={ref}
          id={inputId}
          className={styles.input}
          dir={direction}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(adornmentId, hintId, errorId, extraDescription)}
          {...input}
        />
        {endAdornment && <span className={styles.endAdornment}>{endAdornment}</span>}
      </div>
      <FieldNotes hint={hint} hintId={hintId} error={error && translateMessage(error)} errorId={errorId} />
    </div>
  );
}

/** A free text (a note, a message): its direction follows what is typed (dir="auto"), unless told otherwise. */
export interface TextAreaFieldProps
  extends FieldChrome, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> {
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({
  label,
  error,
  hint,
  className,
  id,
  ref,
  'aria-describedby': extraDescription,
  ...textarea
}: TextAreaFieldProps) {
  const { inputId, hintId, errorId } = useFieldIds(id, { hint, error });
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={fieldText.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={[styles.control, error ? styles.invalid : ''].filter(Boolean).join(' ')}>
        <textarea
          ref={ref}
          id={inputId}
          className={[styles.input, styles.textarea].join(' ')}
          dir="auto"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hintId, errorId, extraDescription)}
          {...textarea}
        />
      </div>
      <FieldNotes hint={hint} hintId={hintId} error={error && translateMessage(error)} errorId={errorId} />
    </div>
  );
}
