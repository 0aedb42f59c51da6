import { useTranslation } from '@onboarding/shared';
import { Button, ScrollRegion, Spinner } from '@onboarding/shared/ui';
import type { HTMLAttributes, MouseEvent, ReactNode } from 'react';
import { BACKOFFICE_NS } from '../../i18n';
import styles from '../screens.module.css';
import frame from './case-table.module.css';

/** One column: its header, and each row's cell. */
export interface CaseColumn<Row> {
  key: string;
  label: string;
  /** A sortable column: the order it is sorted in now (undefined: not by it), and what pressing its header does. */
  sort?: { sorted: 'ascending' | 'descending' | undefined; onSort(): void };
  /**
   * `title`: the card's first line, unnamed (the header says what it is on a wider screen); `status`: unnamed too,
   * and in bold on a card, so the status reads at a glance without a column header.
   */
  role?: 'title' | 'status';
  className?(row: Row): string | undefined;
  cell(row: Row): ReactNode;
}

/**
 * A table of cases or applications whose sortable column headers sort it (aria-sort on the sorted one). On a phone
 * (≤ 600 px) each row is a card (case-table.module.css): every cell on its own line with its column's name, the
 * title and the status first, never a sideways scroll; on a wider screen it scrolls in its ScrollRegion if it must.
 */
export function CaseTable<Row>({
  labelledBy,
  columns,
  rows,
  rowKey,
  rowProps,
}: {
  labelledBy: string;
  columns: CaseColumn<Row>[];
  rows: Row[];
  rowKey(row: Row): string | number;
  rowProps?(row: Row): HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string | number>;
}) {
  return (
    <ScrollRegion labelledBy={labelledBy}>
      <table className={`${styles.table} ${frame.cards}`}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" aria-sort={column.sort?.sorted}>
                {column.sort ? (
                  <button type="button" className={frame.sortButton} onClick={column.sort.onSort}>
                    {column.label}
                    <span className={frame.arrow} aria-hidden="true">
                      {column.sort.sorted === 'ascending'
                        ? '▲'
                        : column.sort.sorted === 'descending'
                          ? '▼'
                          : ''}
                    </span>
                  </button>
                ) : (
                  column.label
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} {...rowProps?.(row)}>
              {columns.map((column) => {
                const className = [
                  column.role === 'status' ? frame.status : '',
                  column.className?.(row) ?? '',
                ]
                  .filter(Boolean)
                  .join(' ');
                return (
                  <td key={column.key} className={className || undefined}>
                    {!column.role && <span className={frame.cellLabel}>{column.label}</span>}
                    {column.cell(row)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** The link past a page's views and filters to its results' heading (`target`, focusable), in one press. */
export function SkipToResults({ target }: { target: string }) {
  const { t } = useTranslation(BACKOFFICE_NS);
  const skip = (event: MouseEvent) => {
    event.preventDefault();
    document.getElementById(target)?.focus();
  };
  return (
    <a href={`#${target}`} className={frame.skip} onClick={skip}>
      {t('queue.skipToResults')}
    </a>
  );
}

export type ResultsLoad<Row> =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; rows: Row[] };

/**
 * The results' card of the queue and of its views: the heading the skip link focuses, the loading and failed states
 * (with a retry), the empty text, what comes before the table (`before`), the table or cards, and the pages.
 */
export function CaseResults<Row>({
  id,
  title,
  load,
  onRetry,
  empty,
  before,
  page,
  pages,
  onPage,
  ...table
}: {
  id: string;
  title: string;
  load: ResultsLoad<Row>;
  onRetry(): void;
  empty: string;
  before?: ReactNode;
  page: number;
  pages: number;
  onPage(page: number): void;
} & Omit<Parameters<typeof CaseTable<Row>>[0], 'labelledBy' | 'rows'>) {
  const { t } = useTranslation(BACKOFFICE_NS);
  return (
    <section className={styles.card} aria-labelledby={id} aria-busy={load.status === 'loading'}>
      <h2 id={id} tabIndex={-1} className={frame.results}>
        {title}
      </h2>
      {load.status === 'loading' && <Spinner />}
      {load.status === 'failed' && (
        <div role="alert" className={styles.row}>
          <p>{load.message}</p>
          <Button variant="secondary" onClick={onRetry}>
            {t('panel.retry')}
          </Button>
        </div>
      )}
      {load.status === 'ready' && load.rows.length === 0 && <p>{empty}</p>}
      {load.status === 'ready' && load.rows.length > 0 && (
        <>
          {before}
          <CaseTable labelledBy={id} rows={load.rows} {...table} />
          <nav aria-label={t('queue.page', { page, pages })} className={styles.row}>
            <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
              {t('queue.previous')}
            </Button>
            <span>{t('queue.page', { page, pages })}</span>
            <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
              {t('queue.next')}
            </Button>
          </nav>
        </>
      )}
    </section>
  );
}
