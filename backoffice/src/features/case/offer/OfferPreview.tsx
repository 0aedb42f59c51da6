import { formatLocale, useTranslation } from '@onboarding/shared';
import { formatFlatRate, formatMoney } from '@onboarding/shared/money';
import { Button, layout, ScheduleTable, ScrollRegion } from '@onboarding/shared/ui';
import { useEffect, useId, useState } from 'react';
import { BACKOFFICE_NS } from '../../../i18n';
import screens from '../../screens.module.css';
import type { OfferPreview as Preview } from './composer-preview';
import { formatDay } from './day';
import styles from './offer.module.css';
import { useScheduleTexts } from './schedule-texts';

/** Rows of the schedule shown before "Show all". */
export const PREVIEW_ROWS = 3;
/** How long the typing pauses before the summary is read out (a screen reader would otherwise speak every key). */
export const SUMMARY_SETTLE_MS = 500;

/** `value`, once it has stayed the same for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The composer's live preview: sale price, profit as an amount and as the disclosed annual rate, approvals
 * needed and the instalments (the first few and the total; all on demand), as `preview` (composer-preview.ts) gives
 * them; what a figure waits for while its inputs are not sound. A visually hidden status line sums it up for screen
 * readers once the typing pauses.
 */
export function OfferPreview({ preview }: { preview: Preview }) {
  const { t } = useTranslation(BACKOFFICE_NS);
  const lang = formatLocale();
  const [expanded, setExpanded] = useState(false);
  const tableId = useId();
  const { price, rateBasisPoints: rate, schedule, currency } = preview;
  const money = (minor: number) => formatMoney(minor, currency, lang);
  const f = (key: string, options?: Record<string, unknown>) => t(`offer.composer.${key}`, options ?? {});
  const total = schedule?.reduce((sum, i) => sum + BigInt(i.amountMinor), 0n) ?? 0n;
  const waiting = preview.waiting && f(`previewWaiting.${preview.waiting}`);

  const summary = [
    price &&
      f('summary.price', {
        sale: money(price.salePriceMinor),
        approvals: f('summary.approvals', { count: price.requiredApprovals }),
      }),
    price &&
      rate !== null &&
      f('summary.rate', { profit: money(price.profitMinor), rate: formatFlatRate(rate, lang) }),
    schedule &&
      f('summary.schedule', {
        count: schedule.length,
        first: formatDay(schedule[0].dueDate, lang),
        amount: money(schedule[0].amountMinor),
        total: money(Number(total)),
      }),
    preview.problem,
    waiting,
  ]
    .filter(Boolean)
    .join(' ');
  const settledSummary = useSettled(summary, SUMMARY_SETTLE_MS);
  const rows = schedule && (expanded ? schedule : schedule.slice(0, PREVIEW_ROWS));
  const scheduleTexts = useScheduleTexts(f('previewScheduleTable'), rows?.length ?? 0, schedule?.length ?? 0);

  return (
    <section className={styles.preview} aria-labelledby="offer-preview-title" data-testid="offer-preview">
      <h4 id="offer-preview-title">{f('preview')}</h4>
      <p role="status" className={layout.visuallyHidden} data-testid="offer-preview-summary">
        {settledSummary}
      </p>
      {price && (
        <dl className={screens.facts}>
          <div>
            <dt>{f('previewSale')}</dt>
            <dd data-testid="offer-preview-sale">{money(price.salePriceMinor)}</dd>
          </div>
          <div>
            <dt>{f('previewProfit')}</dt>
            <dd data-testid="offer-preview-profit">{money(price.profitMinor)}</dd>
          </div>
          {rate !== null && (
            <div>
              <dt>{f('previewRate')}</dt>
              <dd data-testid="offer-preview-rate">{formatFlatRate(rate, lang)}</dd>
            </div>
          )}
          <div>
            <dt>{f('previewApprovals')}</dt>
            <dd data-testid="offer-preview-approvals">{price.requiredApprovals}</dd>
          </div>
        </dl>
      )}
      {preview.problem && <p className={styles.error}>{preview.problem}</p>}
      {waiting && <p className={screens.muted}>{waiting}</p>}
      {schedule && rows && (
        <div className={styles.schedule}>
          <h5 className={styles.previewHeading}>{f('previewSchedule', { count: schedule.length })}</h5>
          {preview.indicative && <p className={screens.muted}>{t('offer.scheduleIndicative')}</p>}
          <ScrollRegion label={f('previewScheduleTable')}>
            <ScheduleTable
              rows={rows}
              schedule={schedule}
              currency={currency}
              texts={scheduleTexts}
              className={screens.table}
              captionClassName={styles.caption}
              id={tableId}
              testId="offer-preview-schedule"
            />
          </ScrollRegion>
          {schedule.length > PREVIEW_ROWS && (
            <div>
              <Button
                variant="link"
                aria-expanded={expanded}
                aria-controls={tableId}
                onClick={() => setExpanded((open) => !open)}
              >
                {expanded
                  ? f('previewShowFirst', { count: PREVIEW_ROWS })
                  : f('previewShowAll', { count: schedule.length })}
              </Button>
            </div>
          )}
        </div>
      )}
      <p className={screens.muted}>{f('previewServer')}</p>
    </section>
  );
}
