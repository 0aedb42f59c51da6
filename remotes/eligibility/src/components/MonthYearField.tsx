import { useFormatLocale } from '@onboarding/shared';
import { FieldNotes, layout } from '@onboarding/shared/ui';
import { useId, useMemo, useState, type ReactNode, type Ref } from 'react';
import Select, { type SelectInstance } from 'react-select';
import styles from './fields.module.css';
import {
  afterMax,
  joinMonth,
  monthOptions,
  splitMonth,
  yearOptions,
  type MonthYear,
} from '../lib/month-year';
import { SelectDescription, selectControlProps, type Option } from './SelectField';

export interface MonthYearFieldProps {
  legend: ReactNode;
  monthLabel: string;
  yearLabel: string;
  hint?: ReactNode;
  error?: string;
  placeholder: string;
  noOptionsMessage: string;
  /** "yyyy-MM", or '' until both the month and the year are chosen. */
  value: string | undefined;
  onChange: (value: string) => void;
  /** Called when the focus leaves the field, not when it moves from the month to the year. */
  onBlur: () => void;
  /** The latest month that can be chosen, "yyyy-MM". */
  max: string;
  disabled?: boolean;
  /** The month list, which react-hook-form focuses when the date is in error. */
  ref?: Ref<SelectInstance<Option, false>>;
}

/**
 * A month of a year as two of the product's lists. The browser's own month input shows "--------- ----" in Chrome
 * and is a plain text box in Firefox and Safari; this holds the same "yyyy-MM" value.
 */
export function MonthYearField({
  legend,
  monthLabel,
  yearLabel,
  hint,
  error,
  placeholder,
  noOptionsMessage,
  value,
  onChange,
  onBlur,
  max,
  disabled,
  ref,
}: MonthYearFieldProps) {
  const id = `month-year-${useId()}`;
  // A month without its year (or the other way round) is not a value yet: it is kept here until both are chosen.
  const [partial, setPartial] = useState<MonthYear>(() => splitMonth(value));
  const parts = value ? splitMonth(value) : partial;
  const locale = useFormatLocale();
  const months = useMemo(() => monthOptions(locale), [locale]);
  const years = useMemo(() => yearOptions(max), [max]);

  const choose = (next: MonthYear) => {
    setPartial(next);
    onChange(joinMonth(next));
  };

  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const control = { placeholder, noOptionsMessage, invalid: Boolean(error), errorId, disabled };
  // One list of the pair: it sets its part of the value and keeps the other.
  const part = (
    key: keyof MonthYear,
    label: string,
    options: Option[],
    partRef?: Ref<SelectInstance<Option, false>>,
  ) => (
    <div className={styles.field}>
      <label className={styles.subLabel} htmlFor={`${id}-${key}`}>
        {label}
      </label>
      <Select<Option, false>
        {...selectControlProps<false>({
          ...control,
          id: `${id}-${key}`,
          options,
          isOptionDisabled: (o) => afterMax({ ...parts, [key]: o.code }, max),
        })}
        ref={partRef}
        value={options.find((o) => o.code === parts[key]) ?? null}
        onChange={(o) => choose({ ...parts, [key]: o?.code ?? '' })}
      />
    </div>
  );

  return (
    <fieldset
      className={`${layout.fieldset} ${styles.field}`}
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur();
      }}
    >
      <legend className={layout.legend}>{legend}</legend>
      <div className={styles.pair}>
        <SelectDescription ids={[hintId, errorId]}>
          {part('month', monthLabel, months, ref)}
          {part('year', yearLabel, years)}
        </SelectDescription>
      </div>
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </fieldset>
  );
}
