import { useTranslation } from '@onboarding/shared';
import { TextField } from '@onboarding/shared/ui/form';
import {
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type Ref,
} from 'react';
import { CALLING_CODE_OF } from './calling-codes';
import { loadedFormatter, loadFormatter, type Formatter } from './phone-formatter';
import {
  callingCodeOf,
  caretAfterDigits,
  countryFor,
  countryOptions,
  digitsBefore,
  digitsOf,
  toE164,
  typedText,
  withCallingCode,
} from './phone-number';
import styles from './PhoneField.module.css';

export interface PhoneFieldProps {
  label: string;
  countryLabel: string;
  /** The picker's first choice, no country. */
  internationalLabel: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
  name?: string;
  ref?: Ref<HTMLInputElement>;
}

interface Shown {
  text: string;
  country: string;
}

function show(text: string, shownCountry: string, format: Formatter | null): Shown {
  if (!format) return { text: typedText(text), country: countryFor(digitsOf(text), shownCountry) };
  const formatted = format(text);
  return { text: formatted.text, country: countryFor(digitsOf(text), shownCountry, formatted.country) };
}

/**
 * Phone number in international mode: a country picker and a number that always starts with "+<calling code>"; the
 * value is the E.164 text ("+14155552671"), which is what the server stores. The number is formatted as it is typed
 * once libphonenumber-js has loaded (see phone-formatter.ts).
 */
export function PhoneField({
  label,
  countryLabel,
  internationalLabel,
  placeholder,
  value,
  onChange,
  onBlur,
  error,
  name,
  ref,
}: PhoneFieldProps) {
  const id = `phone-${useId()}`;
  const { i18n } = useTranslation();
  const [format, setFormat] = useState<Formatter | null>(loadedFormatter);
  const [shown, setShown] = useState<Shown>(() => show(value, '', format));
  const input = useRef<HTMLInputElement | null>(null);
  // Where the caret goes after the next render, when the text was rewritten under it (React would put it at the end).
  const caret = useRef<number | null>(null);
  // Keys step through a closed <select> one change at a time (arrows, type-to-find): only a country picked from the
  // opened list, with a pointer, moves on to the number; the keyboard stays on the picker.
  const picking = useRef(false);

  // A value set from outside (the form reset or filled in) is shown; one the field gave is shown already.
  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    setSeenValue(value);
    if (toE164(shown.text) !== value) setShown(show(value, shown.country, format));
  }

  useLayoutEffect(() => {
    if (caret.current !== null && input.current === document.activeElement) {
      input.current?.setSelectionRange(caret.current, caret.current);
    }
    caret.current = null;
  });

  const startFormatting = () => {
    if (format) return;
    loadFormatter().then(
      (formatter) => {
        setFormat(() => formatter);
        // What was typed meanwhile is formatted now; the caret goes to the end.
        setShown((current) => show(current.text, current.country, formatter));
      },
      // Unformatted digits still make the same value; the next use of the field tries again.
      () => undefined,
    );
  };

  const focused = (event: FocusEvent<HTMLInputElement>) => {
    startFormatting();
    // Tabbing in selects the text: with only a calling code there (a country just picked with keys), the first digit
    // typed would replace it. The caret goes after it once the browser has made its selection (during or just after
    // the focus event, depending on the browser).
    const field = event.currentTarget;
    const digits = digitsOf(field.value);
    if (!digits || callingCodeOf(digits) !== digits) return;
    queueMicrotask(() => field.setSelectionRange(field.value.length, field.value.length));
  };

  const setInput = useCallback(
    (node: HTMLInputElement | null) => {
      input.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  const change = (next: Shown) => {
    setShown(next);
    const e164 = toE164(next.text);
    if (e164 !== value) onChange(e164);
  };

  const typed = (event: ChangeEvent<HTMLInputElement>) => {
    startFormatting();
    const raw = event.target.value;
    const next = show(raw, shown.country, format);
    if (next.text !== raw) {
      caret.current = caretAfterDigits(
        next.text,
        digitsBefore(raw, event.target.selectionStart ?? raw.length),
      );
    }
    change(next);
  };

  const chosen = (event: ChangeEvent<HTMLSelectElement>) => {
    const country = event.target.value;
    const text = withCallingCode(shown.text, country);
    // "+1 " is kept as it is (formatted it would lose the space that invites the national number).
    const national = digitsOf(text).length > (CALLING_CODE_OF.get(country)?.length ?? 0);
    change({ text: national && format ? format(text).text : text, country });
    if (picking.current) {
      caret.current = Number.MAX_SAFE_INTEGER;
      input.current?.focus();
    }
  };

  // The field's frame, label and message are the product's text field's; the country picker sits in it before the
  // number. type="tel" makes the field left to right in Arabic too ("+971 50…", never "…50 971+").
  return (
    <TextField
      ref={setInput}
      id={id}
      label={label}
      error={error}
      name={name}
      type="tel"
      autoComplete="tel"
      placeholder={placeholder}
      value={shown.text}
      onChange={typed}
      onFocus={focused}
      onBlur={onBlur}
      onPointerEnter={startFormatting}
      startControl={
        <span className={styles.country} onPointerEnter={startFormatting}>
          <select
            className={styles.select}
            aria-label={countryLabel}
            value={shown.country}
            onChange={chosen}
            onPointerDown={() => (picking.current = true)}
            onKeyDown={() => (picking.current = false)}
          >
            <option value="">{internationalLabel}</option>
            {countryOptions(i18n.language).map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </select>
          {/* The country's code stands in for its flag: flag images would come from a third-party site, and flag
              emoji do not show on every system. */}
          {shown.country ? (
            <span className={styles.flag} aria-hidden="true">
              {shown.country}
            </span>
          ) : (
            <Globe />
          )}
          <span className={styles.arrow} aria-hidden="true" />
        </span>
      }
    />
  );
}

function Globe() {
  return (
    <svg className={styles.globe} viewBox="0 0 30 20" aria-hidden="true" fill="none" stroke="currentColor">
      <circle cx="15" cy="10" r="8.5" />
      <ellipse cx="15" cy="10" rx="3.5" ry="8.5" />
      <path d="M6.5 10h17M8 5.5h14M8 14.5h14" />
    </svg>
  );
}
