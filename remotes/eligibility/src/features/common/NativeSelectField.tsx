import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import styles from './fields.module.css';

export interface NativeSelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> {
  label: ReactNode;
  placeholder: string;
  options: readonly string[];
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A short fixed list (company stage) as the browser's own select: accessible and native on phones. */
export function NativeSelectField({ label, placeholder, options, error, ...select }: NativeSelectFieldProps) {
  const id = `native-${useId()}`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={styles.native}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      {error && (
        <span className={styles.error} id={errorId} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
