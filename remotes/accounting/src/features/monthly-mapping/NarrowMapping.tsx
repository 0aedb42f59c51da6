import { MONTHLY_ROWS } from '@onboarding/shared/schemas';
import { useId } from 'react';
import { useTranslation } from '@onboarding/shared';
import { layout } from '@onboarding/shared/ui';
import { ACCOUNTING_NS } from '../../i18n';
import type { MappingFormProps } from './DesktopMapping';
import { itemOfRow, mapItemTo, rowLabel } from './mapping-rules';
import styles from './monthly-mapping.module.css';

/**
 * Narrow screens: one dropdown per line item listing the sheet's rows. A row another line item already holds is shown
 * with that item and cannot be picked twice.
 */
export function NarrowMapping({ rows, mapping, missing, disabled, onChange }: MappingFormProps) {
  const { t } = useTranslation(ACCOUNTING_NS);
  const baseId = useId();
  return (
    <div className={styles.narrow}>
      {MONTHLY_ROWS.map((item, i) => {
        const id = `${baseId}-${i}`;
        const invalid = missing.includes(item);
        return (
          <div key={item} className={styles.narrowField}>
            <label className={styles.label} htmlFor={id}>
              {t(`mapping.rows.${item}`)}
            </label>
            <select
              id={id}
              className={`${layout.select} ${styles.select}`}
              value={mapping[item] ?? ''}
              disabled={disabled}
              aria-invalid={invalid || undefined}
              onChange={(e) => onChange(mapItemTo(mapping, item, e.currentTarget.value))}
            >
              <option value="">{t('mapping.chooseRow')}</option>
              {rows.map((row, r) => {
                const label = rowLabel(row) ?? t('mapping.emptyRow');
                const holder = itemOfRow(mapping, r);
                const taken = holder !== undefined && holder !== item;
                return (
                  <option key={r} value={String(r)} disabled={taken}>
                    {taken
                      ? t('mapping.rowOptionTaken', {
                          n: r + 1,
                          label,
                          category: t(`mapping.rows.${holder}`),
                        })
                      : t('mapping.rowOption', { n: r + 1, label })}
                  </option>
                );
              })}
            </select>
          </div>
        );
      })}
    </div>
  );
}
