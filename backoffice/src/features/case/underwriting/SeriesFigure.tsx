import { formatLocale, useTranslation } from '@onboarding/shared';
import type { UnderwritingSeries } from '@onboarding/shared/backoffice';
import { Button, layout, ScrollRegion, Spinner } from '@onboarding/shared/ui';
import { Component, lazy, Suspense, useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import { BACKOFFICE_NS } from '../../../i18n';
import screens from '../../screens.module.css';
import { formatMonth, formatValue, monthSpan } from './format';
import { useUnderwritingText } from './texts';
import styles from './underwriting.module.css';

// One monthly series as a chart and, for screen readers and keyboard users, as numbers: the chart is an image named
// by a one-line summary; the data table (caption, scoped headers) is always in the page, visually hidden until
// "Show as table" opens it.

const UplotChart = lazy(() => import(/* webpackChunkName: "underwriting-chart" */ './UplotChart'));

export const CHART_HEIGHT = 220;

class ChartBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export interface SeriesFigureProps {
  series: UnderwritingSeries;
  /** The section's label, for the table's caption ("MRR by month (Subscription revenue)"). */
  sectionLabel: string;
  currency: string;
  /** Whether the section is on screen: the chart (and its library) loads only then. */
  shown: boolean;
}

export function SeriesFigure({ series, sectionLabel, currency, shown }: SeriesFigureProps) {
  const { t } = useTranslation(BACKOFFICE_NS);
  const language = formatLocale();
  const label = useUnderwritingText(currency)(series.label);
  const [open, setOpen] = useState(false);
  const captionId = useId();
  const titleId = useId();

  const formatPoint = useCallback(
    (value: number | null) =>
      formatValue(value, series.unit, currency, language, {
        months: (count) => t('underwriting.monthsValue', { count }),
      }) ?? t('underwriting.noValue'),
    [series.unit, currency, language, t],
  );

  const summary = useMemo(() => {
    const values = series.points.flatMap((p) => (p.value === null ? [] : [p.value]));
    const span = monthSpan(series.points.map((p) => p.month));
    if (values.length === 0 || !span) return t('underwriting.chartEmpty', { series: label });
    const latest = [...series.points].reverse().find((p) => p.value !== null)!.value;
    return t('underwriting.chartSummary', {
      series: label,
      range: t('underwriting.monthRange', {
        from: formatMonth(span.from, language),
        to: formatMonth(span.to, language),
      }),
      latest: formatPoint(latest),
      min: formatPoint(Math.min(...values)),
      max: formatPoint(Math.max(...values)),
    });
  }, [series, label, language, formatPoint, t]);

  const table = (
    <table className={`${screens.table} ${styles.dataTable}`}>
      <caption id={captionId} className={styles.caption}>
        {t('underwriting.tableCaption', { series: label, section: sectionLabel })}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('underwriting.month')}</th>
          <th scope="col" className={styles.number}>
            {label}
          </th>
        </tr>
      </thead>
      <tbody>
        {series.points.map((p) => (
          <tr key={p.month}>
            <th scope="row">{formatMonth(p.month, language)}</th>
            <td className={styles.number}>{formatPoint(p.value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );

  return (
    <figure className={styles.figure} aria-labelledby={titleId}>
      <figcaption id={titleId} className={styles.figureTitle}>
        {label}
      </figcaption>
      <div role="img" aria-label={summary} className={styles.plotBox} style={{ minBlockSize: CHART_HEIGHT }}>
        {shown && (
          <ChartBoundary fallback={<p className={screens.muted}>{t('underwriting.chartFailed')}</p>}>
            <Suspense fallback={<Spinner label={t('underwriting.chartLoading')} />}>
              <UplotChart
                series={series}
                label={label}
                currency={currency}
                language={language}
                formatPoint={formatPoint}
                monthLabel={t('underwriting.month')}
                height={CHART_HEIGHT}
              />
            </Suspense>
          </ChartBoundary>
        )}
      </div>
      <div>
        <Button variant="link" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {/* Seen: "Show as table"; heard: "Show as table: MRR", so that each button says which chart it opens. */}
          <span aria-hidden="true">{open ? t('underwriting.hideTable') : t('underwriting.showTable')}</span>
          <span className={layout.visuallyHidden}>
            {t(open ? 'underwriting.hideTableFor' : 'underwriting.showTableFor', { series: label })}
          </span>
        </Button>
      </div>
      {open ? (
        <ScrollRegion labelledBy={captionId}>{table}</ScrollRegion>
      ) : (
        <div className={layout.visuallyHidden}>{table}</div>
      )}
    </figure>
  );
}
