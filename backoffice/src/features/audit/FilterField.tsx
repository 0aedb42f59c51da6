import styles from '../screens.module.css';
import own from './audit.module.css';

interface Common {
  id: string;
  label: string;
  value: string | undefined;
  /** The new value, '' when the field is emptied (no filter). */
  onChange(value: string): void;
  /** A line under the control that says what it matches. */
  hint?: string;
  /** The id of the form's error this field is part of, while it shows: the field is marked invalid and names it. */
  errorId?: string;
}

/** A filter that picks one of `options`, or `any` (the empty value). */
interface Choice extends Common {
  any: string;
  options: { value: string; label: string }[];
}

/** A filter typed in: a search text or a date. */
interface Typed extends Common {
  type: 'search' | 'date';
  maxLength?: number;
}

/** One labelled filter of the audit log: its label, its control, its hint, and the error it is part of. */
export function FilterField(props: Choice | Typed) {
  const { id, label, value, onChange, hint, errorId } = props;
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const control = {
    id,
    value: value ?? '',
    'aria-invalid': errorId ? true : undefined,
    'aria-describedby': describedBy,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {'options' in props ? (
        <select {...control} onChange={(e) => onChange(e.target.value)}>
          <option value="">{props.any}</option>
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...control}
          type={props.type}
          // A business's name may be in either direction; a date is the browser's control.
          dir={props.type === 'search' ? 'auto' : undefined}
          maxLength={props.maxLength}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {hint && (
        <span id={hintId} className={own.hint}>
          {hint}
        </span>
      )}
    </div>
  );
}
