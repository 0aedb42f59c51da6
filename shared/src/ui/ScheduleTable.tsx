import { useFormatLocale } from '@onboarding/shared';
import { formatMoney } from '@onboarding/shared/money';
import styles from './ScheduleTable.module.css';

/** One instalment of an offer's schedule: its number, due day (YYYY-MM-DD) and amount in minor units. */
export interface ScheduleRow {
  number: number;
  dueDate: string;
  amountMinor: number;
}

export interface ScheduleTableTexts {
  caption: string;
  number: string;
  dueDate: string;
  amount: string;
  /** The label of the total row; without it the table has none. */
  total?: string;
}

export interface ScheduleTableProps {
  /** The rows shown. */
  rows: readonly ScheduleRow[];
  /** The whole schedule the total is of (`rows` may be only its start); `rows` when not given. */
  schedule?: readonly ScheduleRow[];
  currency: string;
  /** Texts from the app's own translations. */
  texts: ScheduleTableTexts;
  /** The app's classes for the table and its caption (its table look; a caption may be for screen readers only). */
  className?: string;
  captionClassName?: string;
  id?: string;
  /** `data-testid` of the table; the total's cell is `<testId>-total`. */
  testId?: string;
}

/** A calendar day as the reader writes dates, read in UTC so that no time zone moves it to the day before. */
function formatDueDay(day: string, locale: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/**
 * An offer's instalments as a table, the same in the back office and on the applicant's dashboard: number, due date,
 * amount (the money module's style), and optionally the total of the whole schedule. The caller puts it in its
 * scrolling region.
 */
export function ScheduleTable({
  rows,
  schedule = rows,
  currency,
  texts,
  className,
  captionClassName,
  id,
  testId,
}: ScheduleTableProps) {
  const locale = useFormatLocale();
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const total = schedule.reduce((sum, i) => sum + BigInt(i.amountMinor), 0n);
  return (
    <table className={[styles.schedule, className].filter(Boolean).join(' ')} id={id} data-testid={testId}>
      <caption className={captionClassName}>{texts.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{texts.number}</th>
          <th scope="col">{texts.dueDate}</th>
          <th scope="col" className={styles.amount}>
            {texts.amount}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((i) => (
          <tr key={i.number}>
            <td>{i.number}</td>
            <td>{formatDueDay(i.dueDate, locale)}</td>
            <td className={styles.amount}>{money(i.amountMinor)}</td>
          </tr>
        ))}
      </tbody>
      {texts.total !== undefined && (
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {texts.total}
            </th>
            <td className={styles.amount} data-testid={testId && `${testId}-total`}>
              {money(Number(total))}
            </td>
          </tr>
        </tfoot>
      )}
    </table>
  );
}
