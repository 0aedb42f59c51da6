import { translateMessage, useTranslation } from '@onboarding/shared';
import { use, useId, type Ref } from 'react';
import PhoneInput, { type FlagProps, type Labels, type Value } from 'react-phone-number-input';
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

// The country picker's names in the page's language: the library's own translations, downloaded the first time the
// field shows in that language (the screen waits for them, as for its texts). English if they cannot be loaded.
const COUNTRY_NAMES: Partial<Record<string, () => Promise<{ default: Labels }>>> = {
  ar: () => import('react-phone-number-input/locale/ar'),
};
const countryNames = new Map<string, Promise<Labels>>();
function countryNamesIn(lng: string): Promise<Labels> | null {
  const load = COUNTRY_NAMES[lng];
  if (!load) return null;
  if (!countryNames.has(lng))
    countryNames.set(
      lng,
      load().then(
        (module) => module.default,
        () => en,
      ),
    );
  return countryNames.get(lng)!;
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
  const { i18n } = useTranslation();
  const loading = countryNamesIn(i18n.language);
  const names = loading ? use(loading) : en;
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
        labels={{ ...names, country: countryLabel }}
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
          {translateMessage(error)}
        </span>
      )}
    </div>
  );
}
