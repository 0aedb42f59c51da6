import { useFormatLocale, useTranslation } from '@onboarding/shared';
import type { DecisionSummary as Summary, Flag, SummaryFigure } from '@onboarding/shared/backoffice';
import { useQuery } from '@onboarding/shared/query';
import { Spinner } from '@onboarding/shared/ui';
import { formatDateTime, formatMoney } from '../../../app/format';
import { getUnderwriting } from '../../../app/api';
import { casePartKey, shown } from '../../../app/queries';
import { BACKOFFICE_NS } from '../../../i18n';
import screens from '../../screens.module.css';
import { underwritingError } from '../underwriting/UnderwritingCard';
import { formatValue } from '../underwriting/format';
import { useUnderwritingText } from '../underwriting/texts';
import { getSummary, summaryKey } from './summary-api';
import styles from './summary.module.css';

/**
 * The decision summary at the top of the case page: the amounts, the pricing guide's suggestion, the key figures of
 * the business's kind, the flags the server's rules raised (with the rules' version) and what the case still lacks.
 * Every figure is the server's; the page only writes it.
 */
export function CaseSummary({ caseId }: { caseId: number }) {
  const { t } = useTranslation(BACKOFFICE_NS);
  // The figures first (the Underwriting card's read, shared): the summary is made from the stored figures, and asking
  // for both at once would have the server compute them twice (the second is refused while the first runs).
  const figures = shown(
    useQuery({ queryKey: casePartKey(caseId, 'underwriting'), queryFn: () => getUnderwriting(caseId) }),
    underwritingError,
  );
  const computedAt = figures.status === 'ready' ? figures.value.computedAt : null;
  const summary = shown(
    useQuery({
      queryKey: summaryKey(caseId, computedAt),
      queryFn: () => getSummary(caseId),
      enabled: computedAt !== null,
    }),
    underwritingError,
  );
  const state = figures.status === 'ready' ? summary : figures;
  return (
    <section
      id="summary"
      className={`${screens.card} ${styles.summary}`}
      aria-labelledby="summary-title"
      aria-busy={state.status === 'loading' || undefined}
    >
      <h2 id="summary-title">{t('summary.title')}</h2>
      {state.status === 'loading' && <Spinner label={t('summary.loading')} />}
      {state.status === 'failed' && <p role="alert">{state.message}</p>}
      {state.status === 'ready' && <SummaryBody summary={state.value} />}
    </section>
  );
}

function SummaryBody({ summary: s }: { summary: Summary }) {
  const { t } = useTranslation(BACKOFFICE_NS);
  const language = useFormatLocale();
  const text = useUnderwritingText(s.currency);
  const money = (minor: number | null) =>
    minor === null ? t('summary.none') : formatMoney(minor, s.currency, language);
  const value = (v: number, unit: SummaryFigure['unit']) =>
    formatValue(v, unit, s.currency, language, {
      months: (count) => t('underwriting.monthsValue', { count }),
    }) ?? t('summary.none');
  const figure = (f: SummaryFigure) =>
    f.value === null ? (f.unavailable ? text(f.unavailable) : t('summary.none')) : value(f.value, f.unit);
  const missing = s.missing;
  const nothingMissing =
    missing.openRequests.length + missing.documentsToReupload.length + missing.pendingChecks.length === 0;

  return (
    <>
      <div role="group" aria-label={t('summary.figures')}>
        <dl className={styles.grid}>
          <div className={styles.tile}>
            <dt>{t('summary.requested')}</dt>
            <dd>{money(s.requestedMinor)}</dd>
          </div>
          <div className={styles.tile}>
            <dt>{t('summary.eligible')}</dt>
            <dd>{money(s.eligibleMinor)}</dd>
          </div>
          <div className={`${styles.tile} ${styles.key}`}>
            <dt>{t('summary.suggested')}</dt>
            <dd>
              {s.suggestedMinor === null && s.suggestedUnavailable
                ? text(s.suggestedUnavailable)
                : money(s.suggestedMinor)}
            </dd>
          </div>
          {s.figures.map((f) => (
            <div key={`${f.kind}.${f.key}`} className={styles.tile} data-figure={`${f.kind}.${f.key}`}>
              <dt>{text(f.label)}</dt>
              <dd className={f.value === null ? styles.unavailable : undefined}>{figure(f)}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className={styles.columns}>
        <div>
          <h3 id="summary-flags">{t('summary.flagsTitle', { number: s.flags.length })}</h3>
          {s.flags.length === 0 ? (
            <p className={screens.muted}>{t('summary.noFlags')}</p>
          ) : (
            <ul className={styles.flags} aria-labelledby="summary-flags">
              {s.flags.map((f, i) => (
                <FlagItem key={`${f.code}.${f.kind}.${i}`} flag={f} name={text(f.label)} value={value} />
              ))}
            </ul>
          )}
          <p className={`${screens.muted} ${styles.small}`}>
            {t('summary.rules', { version: s.rules.version, digest: s.rules.digest.slice(0, 12) })}
          </p>
        </div>
        <div>
          <h3 id="summary-missing">{t('summary.missingTitle')}</h3>
          {nothingMissing ? (
            <p className={screens.muted}>{t('summary.nothingMissing')}</p>
          ) : (
            <ul className={styles.missing} aria-labelledby="summary-missing">
              {missing.openRequests.map((r) => (
                <li key={`r${r.id}`}>
                  <a href="#requests-title">
                    {t('summary.openRequest', { date: formatDateTime(r.createdAt, language) })}
                  </a>
                  {r.documents.length > 0 && `: ${r.documents.map((k) => t(`documents.${k}`)).join(', ')}`}
                </li>
              ))}
              {missing.documentsToReupload.map((d) => (
                <li key={`d${d.id}`}>{t('summary.reupload', { document: t(`documents.${d.kind}`) })}</li>
              ))}
              {missing.pendingChecks.map((c) => (
                <li key={c.key}>{t(`summary.check.${c.key}`, { number: c.count ?? 1 })}</li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </>
  );
}

function FlagItem({
  flag,
  name,
  value,
}: {
  flag: Flag;
  name: string;
  value: (v: number, unit: Flag['unit']) => string;
}) {
  const { t } = useTranslation(BACKOFFICE_NS);
  return (
    <li className={styles.flag} data-severity={flag.severity} data-flag={flag.code}>
      <span className={styles.severity}>{t(`summary.severity.${flag.severity}`)}</span>{' '}
      <strong>{t(`summary.flag.${flag.code}`, { defaultValue: flag.code })}</strong>{' '}
      <span>
        {t(`summary.${flag.comparison}`, {
          name,
          value: value(flag.value, flag.unit),
          threshold: value(flag.threshold, flag.unit),
        })}
      </span>
    </li>
  );
}
