import { FieldNotes, layout } from '@onboarding/shared/ui';
import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './fields.module.css';

export interface YesNoFieldProps {
  legend: ReactNode;
  yes: string;
  no: string;
  error?: string;
  disabled?: boolean;
  /** What react-hook-form's register() returns for this field; both radios share it. */
  input: UseFormRegisterReturn;
}

/** A Yes/No question as a radio group: the values are "Yes" and "No", as stored. */
export function YesNoField({ legend, yes, no, error, disabled, input }: YesNoFieldProps) {
  const errorId = `yesno-${useId()}-error`;
  const invalid = error ? true : undefined;
  return (
    <fieldset className={layout.fieldset} aria-describedby={error ? errorId : undefined}>
      <legend className={layout.legend}>{legend}</legend>
      <div className={[layout.choices, error ? styles.invalidChoices : ''].filter(Boolean).join(' ')}>
        <label className={`${layout.choice} ${styles.choice}`}>
          <input type="radio" value="Yes" disabled={disabled} aria-invalid={invalid} {...input} />
          {yes}
        </label>
        <label className={`${layout.choice} ${styles.choice}`}>
          <input type="radio" value="No" disabled={disabled} aria-invalid={invalid} {...input} />
          {no}
        </label>
      </div>
      <FieldNotes error={error} errorId={errorId} />
    </fieldset>
  );
}
