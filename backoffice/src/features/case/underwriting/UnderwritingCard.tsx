import { formatLocale, useTranslation } from '@onboarding/shared';
import type { Underwriting } from '@onboarding/shared/backoffice';
import { staffApiError } from '@onboarding/shared/backoffice/client';
import { useQuery, useQueryClient } from '@onboarding/shared/query';
import { Button, notifySuccess, Spinner } from '@onboarding/shared/ui';
import { useState } from 'react';
import { getUnderwriting, recomputeUnderwriting } from '../../../app/api';
import { errorMessage } from '../../../app/errors';
import { formatDateTime } from '../../../app/format';
import { casePartKey, shown } from '../../../app/queries';
import { BACKOFFICE_NS } from '../../../i18n';
import screens from '../../screens.module.css';
import { PricingGuideView } from './PricingGuideView';
import { SectionView } from './SectionView';
import styles from './underwriting.module.css';

/**
 * What to say about a failed underwriting call: as errorMessage, and the server's own words for 503 too (the worker
 * pool is busy, or the figures took too long: "Please try again later."), which tell the reader to wait.
 */
export function underwritingError(err: unknown): string {
  const failure = staffApiError(err);
  if (failure?.status === 503 && failure.message) return failure.message;
  return errorMessage(err);
}

/**
 * The case page's Underwriting card, for reviewers and approvers: the figures the server computed from the
 * case's data (each with how it is computed and the months it used, or why it is unavailable), a chart and a table
 * of each monthly series, and the pricing guide. "Recompute" computes them again from the current data.
 */
export function UnderwritingCard({ caseId }: { caseId: number }) {
  const { t } = useTranslation(BACKOFFICE_NS);
  const client = useQueryClient();
  const key = casePartKey(caseId, 'underwriting');
  const query = useQuery({ queryKey: key, queryFn: () => getUnderwriting(caseId) });
  const state = shown(query, underwritingError);
  const [busy, setBusy] = useState(false);
  const [recomputeError, setRecomputeError] = useState<string | null>(null);

  const data = state.status === 'ready' ? state.value : null;

  const recompute = async () => {
    if (!data) return;
    setBusy(true);
    setRecomputeError(null);
    try {
      // The recomputed figures are what the server stores: they replace the cached ones.
      client.setQueryData<Underwriting>(key, await recomputeUnderwriting(caseId));
      notifySuccess(t('underwriting.recomputed'));
    } catch (err) {
      setRecomputeError(t('underwriting.recomputeFailed', { reason: underwritingError(err) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      className={screens.card}
      aria-labelledby="underwriting-title"
      aria-busy={state.status === 'loading' || busy || undefined}
    >
      <div className={styles.header}>
        <h2 id="underwriting-title">{t('underwriting.title')}</h2>
        {data && (
          <Button variant="secondary" loading={busy} onClick={() => void recompute()}>
            {t('underwriting.recompute')}
          </Button>
        )}
      </div>
      <p className={screens.muted}>{t('underwriting.intro')}</p>
      {recomputeError && (
        <p role="alert" className={styles.error}>
          {recomputeError}
        </p>
      )}
      {state.status === 'loading' && <Spinner label={t('underwriting.loading')} />}
      {state.status === 'failed' && (
        <div className={styles.failed}>
          <p role="alert" className={styles.error}>
            {t('underwriting.failed', { reason: state.message })}
          </p>
          <div>
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {t('underwriting.retry')}
            </Button>
          </div>
        </div>
      )}
      {data && (
        <>
          <p className={screens.muted}>
            {t('underwriting.computedAt', {
              date: formatDateTime(data.computedAt, formatLocale()),
              version: data.metricsVersion,
            })}
          </p>
          {data.sections.length === 0 && <p>{t('underwriting.noSections')}</p>}
          {data.sections.map((section) => (
            <SectionView
              key={`${section.source}-${section.kind}`}
              section={section}
              currency={data.currency}
            />
          ))}
          <PricingGuideView pricing={data.pricing} currency={data.currency} />
        </>
      )}
    </section>
  );
}
