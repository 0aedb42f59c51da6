import { useTranslation } from '@onboarding/shared';
import { TextField, type TextFieldProps } from '@onboarding/shared/ui';
import { useId, useState } from 'react';
import { TRANSACTIONS_NS } from '../../i18n';
import styles from './credentials.module.css';

/** A key typed or pasted masked, as a password is, with a toggle to check what was pasted. */
export function SecretField({ id, ...field }: Omit<TextFieldProps, 'type' | 'endAdornment'>) {
  const { t } = useTranslation(TRANSACTIONS_NS);
  const autoId = useId();
  const inputId = id ?? `secret-${autoId}`;
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...field}
      id={inputId}
      type={shown ? 'text' : 'password'}
      // A key reads left to right in Arabic too, shown or masked.
      dir="ltr"
      endAdornment={
        <button
          type="button"
          className={styles.reveal}
          aria-pressed={shown}
          aria-controls={inputId}
          onClick={() => setShown((s) => !s)}
        >
          {shown ? t('credentials.hide') : t('credentials.show')}
        </button>
      }
    />
  );
}
