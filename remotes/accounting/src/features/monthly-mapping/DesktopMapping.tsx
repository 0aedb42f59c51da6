import { MONTHLY_ROWS, type MonthlyRow } from '@onboarding/shared/schemas';
import { useId } from 'react';
import { useTranslation } from '@onboarding/shared';
import { layout, Ltr, ScrollRegion } from '@onboarding/shared/ui';
import { ACCOUNTING_NS } from '../../i18n';
import {
  cellText,
  itemOfRow,
  mapRowTo,
  readsLeftToRight,
  rowLabel,
  type RowMapping,
  type SheetRows,
} from './mapping-rules';
import styles from './monthly-mapping.module.css';

export interface MappingFormProps {
  rows: SheetRows;
  mapping: RowMapping;
  /** Line items the last submission found unmapped. */
  missing: readonly MonthlyRow[];
  disabled: boolean;
  onChange: (mapping: RowMapping) => void;
}

/**
 * Wide screens: the sheet as a table, each row with the line item it holds, every column of the sheet shown. The table
 * scrolls in its own region, shaded on the side that hides columns; the summary above it tells which line items are
 * still unmapped.
 */
export function DesktopMapping({
  sheet,
  rows,
  mapping,
  missing,
  disabled,
  onChange,
}: MappingFormProps & { sheet: string }) {
  const { t } = useTranslation(ACCOUNTING_NS);
  const captionId = useId();
  const columns = Math.max(1, ...rows.map((r) => r.length));
  const mappedCount = MONTHLY_ROWS.filter((item) => mapping[item] !== undefined).length;

  return (
    <div className={styles.desktop}>
      <ul
        className={styles.summary}
        aria-label={t('mapping.mappedCount', { count: mappedCount, total: MONTHLY_ROWS.length })}
      >
        {MONTHLY_ROWS.map((item) => {
          const row = mapping[item];
          const isMissing = missing.includes(item);
          return (
            <li
              key={item}
              className={styles.chip}
              data-state={row !== undefined ? 'mapped' : isMissing ? 'missing' : 'open'}
            >
              <span className={styles.chipName}>{t(`mapping.rows.${item}`)}</span>
              <span className={styles.chipValue}>
                {row !== undefined ? t('mapping.chipRow', { n: Number(row) + 1 }) : t('mapping.notMapped')}
              </span>
            </li>
          );
        })}
      </ul>
      <ScrollRegion labelledBy={captionId} className={styles.tableScroll}>
        <table className={styles.table}>
          <caption id={captionId} className={styles.caption}>
            {t('mapping.rowsCaption', { sheet })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('mapping.rowHeader')}</th>
              <th scope="col">{t('mapping.mapsToHeader')}</th>
              {Array.from({ length: columns }, (_, c) => (
                <th scope="col" key={c}>
                  {t('mapping.columnHeader', { n: c + 1 })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, r) => {
              const item = itemOfRow(mapping, r);
              const label = rowLabel(row) ?? t('mapping.emptyRow');
              return (
                <tr key={r} data-mapped={item ? 'true' : undefined}>
                  <th scope="row">{r + 1}</th>
                  <td>
                    <select
                      className={`${layout.select} ${styles.select}`}
                      aria-label={t('mapping.mapsToLabel', { n: r + 1, label })}
                      value={item ?? ''}
                      disabled={disabled}
                      onChange={(e) =>
                        onChange(mapRowTo(mapping, r, e.currentTarget.value as MonthlyRow | ''))
                      }
                    >
                      <option value="">{t('mapping.notMapped')}</option>
                      {MONTHLY_ROWS.map((option) => {
                        const at = mapping[option];
                        const elsewhere = at !== undefined && at !== String(r);
                        return (
                          <option key={option} value={option}>
                            {elsewhere
                              ? t('mapping.categoryTaken', {
                                  category: t(`mapping.rows.${option}`),
                                  n: Number(at) + 1,
                                })
                              : t(`mapping.rows.${option}`)}
                          </option>
                        );
                      })}
                    </select>
                  </td>
                  {Array.from({ length: columns }, (_, c) => (
                    <td key={c} className={typeof row[c] === 'number' ? styles.number : undefined}>
                      {/* an amount or a date left to right; the file's words in their own direction */}
                      {readsLeftToRight(row[c]) ? (
                        <Ltr>{cellText(row[c])}</Ltr>
                      ) : (
                        <bdi>{cellText(row[c])}</bdi>
                      )}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}
