import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';
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

export interface TextFieldProps
  extends FieldChrome, Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  /** Fixed text before the input (e.g. "https://"), read as part of the description. */
  startAdornment?: ReactNode;
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
  endAdornment,
  id,
  ref,
  'aria-describedby': extraDescription,
  ...input
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `field-${autoId}`;
  const hintId = hint ? `${inputId}-hint` : null;
  const errorId = error ? `${inputId}-error` : null;
  const adornmentId = startAdornment ? `${inputId}-adornment` : null;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={[styles.control, error ? styles.invalid : ''].filter(Boolean).join(' ')}>
        {startAdornment && (
          <span className={styles.adornment} id={adornmentId ?? undefined}>
            {startAdornment}
          </span>
        )}
        <input
          ref={ref}
          id={inputId}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(adornmentId, hintId, errorId, extraDescription)}
          {...input}
        />
        {endAdornment && <span className={styles.endAdornment}>{endAdornment}</span>}
      </div>
      {hint && (
        <span className={styles.hint} id={hintId ?? undefined}>
          {hint}
        </span>
      )}
      {error && (
        <span className={styles.error} id={errorId ?? undefined} role="alert">
          {translateMessage(error)}
        </span>
      )}
    </div>
  );
}

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
  const autoId = useId();
  const inputId = id ?? `field-${autoId}`;
  const hintId = hint ? `${inputId}-hint` : null;
  const errorId = error ? `${inputId}-error` : null;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={[styles.control, error ? styles.invalid : ''].filter(Boolean).join(' ')}>
        <textarea
          ref={ref}
          id={inputId}
          className={[styles.input, styles.textarea].join(' ')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hintId, errorId, extraDescription)}
          {...textarea}
        />
      </div>
      {hint && (
        <span className={styles.hint} id={hintId ?? undefined}>
          {hint}
        </span>
      )}
      {error && (
        <span className={styles.error} id={errorId ?? undefined} role="alert">
          {translateMessage(error)}
        </span>
      )}
    </div>
  );
}
