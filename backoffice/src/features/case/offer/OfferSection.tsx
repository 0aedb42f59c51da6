import { useTranslation } from '@onboarding/shared';
import type { OfferAction, OfferStepResult } from '@onboarding/shared/backoffice';
import { useQuery, useQueryClient } from '@onboarding/shared/query';
import { notifySuccess, Spinner } from '@onboarding/shared/ui';
import { getUnderwriting } from '../../../app/api';
import { casePartKey, shown } from '../../../app/queries';
import { BACKOFFICE_NS } from '../../../i18n';
import screens from '../../screens.module.css';
import './i18n';
import { getOffers } from './offer-api';
import { OfferComposer } from './OfferComposer';
import { OfferVersionCard } from './OfferVersionCard';
import type { SuggestedFacility } from './composer-form';

const DONE: Record<OfferAction | 'propose', string> = {
  propose: 'offer.proposed',
  approve: 'offer.approved',
  return: 'offer.returned',
  send: 'offer.sent',
  withdraw: 'offer.withdrawn',
};

/**
 * The case page's offer: every version (newest first) with the reader's steps on it, and the composer when the
 * reader may propose. `onChanged` tells the page that the case's status and audit trail moved. The composer shows
 * the pricing guide's suggested facility from the case's underwriting, read with the page's Underwriting card's own
 * query (one call for both).
 */
export function OfferSection({ caseId, onChanged }: { caseId: number; onChanged: () => void }) {
  const { t } = useTranslation(BACKOFFICE_NS);
  const client = useQueryClient();
  const key = casePartKey(caseId, 'offers');
  const state = shown(useQuery({ queryKey: key, queryFn: () => getOffers(caseId) }));
  const underwriting = useQuery({
    queryKey: casePartKey(caseId, 'underwriting'),
    queryFn: () => getUnderwriting(caseId),
  });
  const pricing = underwriting.data?.pricing;
  const suggested: SuggestedFacility | null =
    pricing && pricing.suggestedMinor !== null
      ? { minor: pricing.suggestedMinor, currency: underwriting.data!.currency }
      : null;

  const done = (step: OfferAction | 'propose', result: OfferStepResult) => {
    const { offer } = result;
    // The first of two approvals leaves the version waiting for the second: say so, not "approved".
    const partial = step === 'approve' && offer.status === 'proposed';
    notifySuccess(
      [
        t(partial ? 'offer.approvalRecorded' : DONE[step], {
          version: offer.version,
          status: t(`statuses.${result.reviewStatus}`),
          given: offer.approvals.length,
          needed: offer.requiredApprovals,
        }),
        result.mailSent && t('offer.mailed'),
        // Nobody else can approve it: said now, and on the version until an approver is added.
        result.warning === 'noOtherApprover' && t('offer.proposedNoApprover'),
      ]
        .filter(Boolean)
        .join(' '),
    );
    void client.invalidateQueries({ queryKey: key });
    onChanged();
  };

  return (
    <section className={screens.card} aria-labelledby="offer-title" aria-busy={state.status === 'loading'}>
      <h2 id="offer-title">{t('offer.title')}</h2>
      {state.status === 'loading' && <Spinner label={t('offer.loading')} />}
      {state.status === 'failed' && <p role="alert">{state.message}</p>}
      {state.status === 'ready' && (
        <>
          {state.value.offers.length === 0 && <p className={screens.muted}>{t('offer.none')}</p>}
          {state.value.offers.map((o) => (
            <OfferVersionCard
              key={o.version}
              caseId={caseId}
              offer={o}
              onStep={(action, result) => done(action, result)}
            />
          ))}
          {state.value.canPropose ? (
            <OfferComposer
              caseId={caseId}
              dualApprovalAboveMinor={state.value.dualApprovalAboveMinor}
              suggested={suggested}
              otherApprovers={state.value.otherApprovers.length}
              onProposed={(result) => done('propose', result)}
            />
          ) : (
            state.value.offers.length === 0 && <p className={screens.muted}>{t('offer.cannotPropose')}</p>
          )}
        </>
      )}
    </section>
  );
}
