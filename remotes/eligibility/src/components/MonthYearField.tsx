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
          <div className={styles.field}>
            <label className={styles.subLabel} htmlFor={`${id}-month`}>
              {monthLabel}
            </label>
            <Select<Option, false>
              {...selectControlProps<false>({
                ...control,
                id: `${id}-month`,
                options: months,
                isOptionDisabled: (o) => afterMax({ year: parts.year, month: o.code }, max),
              })}
              ref={ref}
              value={months.find((o) => o.code === parts.month) ?? null}
              onChange={(o) => choose({ ...parts, month: o?.code ?? '' })}
            />
          </div>
          <div className={styles.field}>
            <label className={styles.subLabel} htmlFor={`${id}-year`}>
              {yearLabel}
            </label>
            <Select<Option, false>
              {...selectControlProps<false>({
                ...control,
                id: `${id}-year`,
                options: years,
                isOptionDisabled: (o) => afterMax({ year: o.code, month: parts.month }, max),
              })}
              value={years.find((o) => o.code === parts.year) ?? null}
              onChange={(o) => choose({ ...parts, year: o?.code ?? '' })}
            />
          </div>
        </SelectDescription>
      </div>
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </fieldset>
  );
}
