import { useTranslation } from '@onboarding/shared';
import type { EligibilityStepTwo, EligibilityStepTwoInput } from '@onboarding/shared/schemas';
import { TextField } from '@onboarding/shared/ui';
import { useState, type ReactNode } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { ELIGIBILITY_NS } from '../../i18n';
import { wholeNumberInput, withThousands } from '../../lib/format';
import type { COUNT_FIELDS, MONEY_FIELDS } from './step-two-values';

export type NumberFieldName = (typeof MONEY_FIELDS)[number] | (typeof COUNT_FIELDS)[number];

export interface NumberFieldProps {
  control: Control<EligibilityStepTwoInput, unknown, EligibilityStepTwo>;
  name: NumberFieldName;
  label: ReactNode;
  /** Money shows thousands separators; counts are plain digits. */
  money: boolean;
  disabled?: boolean;
}

/**
 * A whole-number question of step two. A decimal separator typed or pasted ends the number: it stays visible while
 * the field has focus, so digits typed after it are ignored too, and a note says the field takes whole numbers.
 */
export function NumberField({ control, name, label, money, disabled }: NumberFieldProps) {
  const { t } = useTranslation(ELIGIBILITY_NS);
  const [separatorShown, setSeparatorShown] = useState(false);
  const [decimalsNoted, setDecimalsNoted] = useState(false);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const text = field.value == null ? '' : String(field.value);
        return (
          <TextField
            label={label}
            inputMode="numeric"
            autoComplete="off"
            disabled={disabled}
            name={field.name}
            ref={field.ref}
            value={separatorShown ? `${text}.` : text}
            onChange={(e) => {
              const { digits, decimals } = wholeNumberInput(e.target.value);
              setSeparatorShown(decimals);
              setDecimalsNoted(decimals);
              field.onChange(money ? withThousands(digits) : digits);
            }}
            onBlur={() => {
              setSeparatorShown(false);
              field.onBlur();
            }}
            // A live region from the start, so that the note is announced when it appears.
            hint={<span role="status">{decimalsNoted ? t('stepTwo.wholeNumbers') : ''}</span>}
            error={fieldState.error?.message}
          />
        );
      }}
    />
  );
}
