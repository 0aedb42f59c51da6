import type { CsvColumn } from '@onboarding/shared/schemas';
import { useId } from 'react';
import { ltrText, useTranslation } from '@onboarding/shared';
import { layout } from '@onboarding/shared/ui';
import { TRANSACTIONS_NS } from '../../i18n';
import styles from './mapping.module.css';

export interface SelectMappingProps {
  required: readonly CsvColumn[];
  headers: readonly string[];
  selections: Partial<Record<CsvColumn, string>>;
  onChange: (column: CsvColumn, header: string) => void;
  examples: Readonly<Record<string, string>>;
  invalid: boolean;
  describedBy?: string;
}

/** Narrow screens: one dropdown per required field; a column already chosen for another field cannot be chosen. */
export function SelectMapping({
  required,
  headers,
  selections,
  onChange,
  examples,
  invalid,
  describedBy,
}: SelectMappingProps) {
  const { t } = useTranslation(TRANSACTIONS_NS);
  const idBase = useId();
  return (
    <div className={styles.selects}>
      {required.map((column) => {
        const id = `${idBase}-${column}`;
        const chosen = selections[column] ?? '';
        const example = chosen ? examples[chosen] : undefined;
        return (
          <div key={column} className={styles.selectField}>
            <label htmlFor={id} className={styles.selectLabel}>
              {t(`mapping.fields.${column}`)}
            </label>
            <select
              id={id}
              className={layout.select}
              value={chosen}
              onChange={(e) => onChange(column, e.currentTarget.value)}
              aria-invalid={invalid && !chosen ? true : undefined}
              aria-describedby={
                [example ? `${id}-example` : '', describedBy ?? ''].filter(Boolean).join(' ') || undefined
              }
            >
              <option value="">{t('mapping.choose')}</option>
              {headers.map((header) => {
                const elsewhere = required.some((other) => other !== column && selections[other] === header);
                return (
                  <option key={header} value={header} disabled={elsewhere}>
                    {elsewhere ? t('mapping.chosenElsewhere', { column: header }) : header}
                  </option>
                );
              })}
            </select>
            {example && (
              <span id={`${id}-example`} className={styles.example}>
                {t('mapping.example', { value: ltrText(example) })}
              </span>
            )}
          </div>
        );
      })}
    </div>
  );
}
