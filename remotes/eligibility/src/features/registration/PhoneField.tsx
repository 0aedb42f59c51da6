import { useId, type Ref } from 'react';
import PhoneInput, { type FlagProps, type Value } from 'react-phone-number-input';
import en from 'react-phone-number-input/locale/en';
import 'react-phone-number-input/style.css';
import styles from './PhoneField.module.css';

// The country's code stands in for its flag: the library would load flag images from a third-party site (which we
// neither depend on nor leak visits to), and flag emoji do not show on every system.
function Flag({ country }: FlagProps) {
  return (
    <span className={styles.flag} aria-hidden="true">
      {country}
    </span>
  );
}

export interface PhoneFieldProps {
  label: string;
  countryLabel: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
  name?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * Phone number in international mode: a country picker and a number that always starts with "+<calling code>";
 * the value is the E.164 text ("+14155552671"), which is what the server stores.
 */
export function PhoneField({
  label,
  countryLabel,
  placeholder,
  value,
  onChange,
  onBlur,
  error,
  name,
  ref,
}: PhoneFieldProps) {
  const id = `phone-${useId()}`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <PhoneInput
        id={id}
        // The component forwards its ref to the number <input> (its typings describe a class instance).
        ref={ref as never}
        name={name}
        international
        // The "+" prefix is typed for the applicant; country and number stay editable.
        countryCallingCodeEditable
        labels={{ ...en, country: countryLabel }}
        flagComponent={Flag}
        placeholder={placeholder}
        autoComplete="tel"
        type="tel"
        // The country and the number read left to right in Arabic too ("+971 50…", never "…50 971+").
        containerComponentProps={{ dir: 'ltr' }}
        value={(value || undefined) as Value | undefined}
        onChange={(next) => onChange(next ?? '')}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={[styles.control, error ? styles.invalid : ''].filter(Boolean).join(' ')}
      />
      {error && (
        <span className={styles.error} id={errorId} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
