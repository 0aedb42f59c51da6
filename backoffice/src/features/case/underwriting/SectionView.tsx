import { formatLocale, useTranslation } from '@onboarding/shared';
import type { UnderwritingMetric, UnderwritingSection } from '@onboarding/shared/backoffice';
import { useEffect, useId, useRef, useState } from 'react';
import { BACKOFFICE_NS } from '../../../i18n';
import screens from '../../screens.module.css';
import { describeMonths, formatValue } from './format';
import { SeriesFigure } from './SeriesFigure';
import { useUnderwritingText } from './texts';
import styles from './underwriting.module.css';

/**
 * True once `ref`'s element comes near the screen (and from then on): the charts and their library load only for a
 * section the reader scrolls to. Without IntersectionObserver (old browsers, jsdom) it is true at once.
 */
export function useShown(ref: React.RefObject<HTMLElement | null>): boolean {
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (shown || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setShown(true);
          observer.disconnect();
        }
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, shown]);
  return shown;
}

function MetricCard({ metric, currency }: { metric: UnderwritingMetric; currency: string }) {
  const { t } = useTranslation(BACKOFFICE_NS);
  const write = useUnderwritingText(currency);
  const language = formatLocale();
  const value = metric.unavailable
    ? null
    : formatValue(metric.value, metric.unit, currency, language, {
        months: (count) => t('underwriting.monthsValue', { count }),
      });
  const months = describeMonths(metric.months, language, {
    range: (from, to) => t('underwriting.monthRange', { from, to }),
    count: (count) => t('underwriting.monthCount', { count }),
    none: t('underwriting.monthsNone'),
  });
  return (
    <li className={styles.metric} data-metric={metric.key}>
      <h4 className={styles.metricName}>{write(metric.label)}</h4>
      {value !== null ? (
        <p className={styles.metricValue}>{value}</p>
      ) : (
        <>
          <p className={`${styles.metricValue} ${styles.metricMissing}`}>{t('underwriting.unavailable')}</p>
          {metric.unavailable && <p className={styles.reason}>{write(metric.unavailable)}</p>}
        </>
      )}
      <dl className={styles.metricFacts}>
        <div>
          <dt>{t('underwriting.howComputed')}</dt>
          <dd>{write(metric.formula)}</dd>
        </div>
        <div>
          <dt>{t('underwriting.monthsUsed')}</dt>
          <dd>{months}</dd>
        </div>
      </dl>
    </li>
  );
}

/** One source's figures (SaaS, marketplace, accounts, a provider): its label and note, each metric, its charts. */
export function SectionView({ section, currency }: { section: UnderwritingSection; currency: string }) {
  const { t } = useTranslation(BACKOFFICE_NS);
  const write = useUnderwritingText(currency);
  const label = write(section.label);
  const titleId = useId();
  const chartsRef = useRef<HTMLDivElement | null>(null);
  const shown = useShown(chartsRef);
  const charted = section.series.filter((s) => s.points.length > 0);
  return (
    <section className={styles.section} aria-labelledby={titleId} data-section={section.source}>
      <h3 id={titleId} className={styles.sectionTitle}>
        {label}
      </h3>
      <p className={screens.muted}>{t(`underwriting.sectionSource.${section.source}`)}</p>
      {section.notes.map((note) => (
        <p key={note.key} className={styles.note}>
          {write(note)}
        </p>
      ))}
      {section.unavailable && <p className={styles.reason}>{write(section.unavailable)}</p>}
      {section.metrics.length > 0 && (
        <ul className={styles.metrics} aria-label={t('underwriting.metricsLabel', { section: label })}>
          {section.metrics.map((m) => (
            <MetricCard key={m.key} metric={m} currency={currency} />
          ))}
        </ul>
      )}
      {charted.length > 0 && (
        <>
          <h4 className={styles.chartsTitle}>{t('underwriting.charts')}</h4>
          <div ref={chartsRef} className={styles.charts}>
            {charted.map((s) => (
              <SeriesFigure key={s.key} series={s} sectionLabel={label} currency={currency} shown={shown} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
