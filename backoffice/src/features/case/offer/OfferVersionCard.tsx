import { formatLocale, ltrText, useTranslation } from '@onboarding/shared';
import type { OfferAction, OfferStepResult, OfferVersion } from '@onboarding/shared/backoffice';
import { formatBasisPoints, formatFlatRate, formatMoney } from '@onboarding/shared/money';
import { Button, layout, Modal, ScheduleTable, TextAreaField } from '@onboarding/shared/ui';
import { useState } from 'react';
import { errorMessage } from '../../../app/errors';
import { formatDateTime } from '../../../app/format';
import { BACKOFFICE_NS } from '../../../i18n';
import screens from '../../screens.module.css';
import { formatDay } from './day';
import { letterUrl, offerStep } from './offer-api';
import styles from './offer.module.css';
import { useScheduleTexts } from './schedule-texts';

/** One version of the offer: its terms and the server's numbers, approvals, letter, and the reader's steps. */
export function OfferVersionCard({
  caseId,
  offer: o,
  onStep,
}: {
  caseId: number;
  offer: OfferVersion;
  onStep: (action: OfferAction, result: OfferStepResult) => void;
}) {
  const { t } = useTranslation(BACKOFFICE_NS);
  const lang = formatLocale();
  const [busy, setBusy] = useState<OfferAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'return' | 'withdraw' | 'send' | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const { terms } = o;
  const money = (minor: number) => formatMoney(minor, terms.currency, lang);
  const v = { version: o.version };
  const headingId = `offer-v${o.version}`;
  const scheduleTexts = useScheduleTexts(t('offer.scheduleTable', v), o.schedule.length, o.schedule.length);

  const run = async (action: OfferAction, body?: string) => {
    setBusy(action);
    setError(null);
    try {
      const result = await offerStep(caseId, o.version, action, body);
      setDialog(null);
      setReason('');
      onStep(action, result);
    } catch (err) {
      const message = errorMessage(err);
      if ((action === 'return' || action === 'withdraw') && dialog) setReasonError(message);
      else {
        setDialog(null);
        setError(message);
      }
    } finally {
      setBusy(null);
    }
  };

  return (
    <article className={styles.version} aria-labelledby={headingId}>
      <h3 id={headingId}>
        {t('offer.version', v)}: <span className={styles.status}>{t(`offer.statuses.${o.status}`)}</span>
      </h3>
      <dl className={screens.facts}>
        <div className={styles.wideFact}>
          <dt>{t('offer.asset')}</dt>
          <dd>{terms.asset.description}</dd>
        </div>
        <div>
          <dt>{t('offer.salePrice')}</dt>
          <dd>{money(o.salePriceMinor)}</dd>
        </div>
        <div>
          <dt>{t('offer.cost')}</dt>
          <dd>{money(terms.costMinor)}</dd>
        </div>
        <div>
          <dt>{t('offer.profit')}</dt>
          <dd>{money(terms.profitMinor)}</dd>
        </div>
        <div>
          <dt>{t('offer.rate')}</dt>
          <dd>{formatFlatRate(o.rate.basisPoints, lang)}</dd>
        </div>
        <div>
          <dt>{t('offer.tenure')}</dt>
          <dd>{t('offer.months', { count: terms.tenureMonths })}</dd>
        </div>
        <div>
          <dt>{t('offer.scheduleType')}</dt>
          <dd>
            {terms.schedule.type === 'equal'
              ? t('offer.scheduleTypes.equal')
              : t('offer.scheduleTypes.revenue_linked', {
                  share: formatBasisPoints(terms.schedule.revenueShareBps, lang),
                })}
          </dd>
        </div>
        <div>
          <dt>{t('offer.firstDue')}</dt>
          <dd>{formatDay(terms.firstDueDate, lang)}</dd>
        </div>
        <div>
          <dt>{t('offer.validUntil')}</dt>
          <dd>{formatDay(terms.validUntil, lang)}</dd>
        </div>
        <div>
          <dt>{t('offer.charity')}</dt>
          <dd>
            {terms.charity ? money(terms.charity.donationPerLateInstalmentMinor) : t('offer.noCharity')}
          </dd>
        </div>
        <div>
          <dt>{t('offer.proposedBy')}</dt>
          <dd>
            {t('offer.proposedByText', {
              email: ltrText(o.proposedBy.email),
              date: formatDateTime(o.proposedAt, lang),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('offer.approvals')}</dt>
          <dd>
            {t('offer.approvalsText', { given: o.approvals.length, needed: o.requiredApprovals })}
            {o.approvals.length > 0 &&
              ` ${t('offer.approvedBy', { emails: o.approvals.map((a) => ltrText(a.by.email)).join(', ') })}`}
          </dd>
        </div>
        {o.sentAt && (
          <div>
            <dt>{t('offer.sentAt')}</dt>
            <dd>{formatDateTime(o.sentAt, lang)}</dd>
          </div>
        )}
      </dl>
      {o.returned && (
        <p className={screens.pre}>
          {t('offer.returnedText', {
            email: ltrText(o.returned.by.email),
            date: formatDateTime(o.returned.at, lang),
            reason: o.returned.reason,
          })}
        </p>
      )}
      {o.withdrawn && (
        <p className={screens.pre}>
          {o.withdrawn.by && o.withdrawn.reason
            ? t('offer.withdrawnText', {
                email: ltrText(o.withdrawn.by.email),
                date: formatDateTime(o.withdrawn.at, lang),
                reason: o.withdrawn.reason,
              })
            : t('offer.withdrawnWithCase', { date: formatDateTime(o.withdrawn.at, lang) })}
        </p>
      )}
      {o.answer && (
        <p className={screens.pre}>
          {o.answer.kind === 'accepted'
            ? t('offer.acceptedText', {
                date: formatDateTime(o.answer.at, lang),
                signature: o.answer.signature ?? '',
              })
            : o.answer.reason
              ? t('offer.declinedText', { date: formatDateTime(o.answer.at, lang), reason: o.answer.reason })
              : t('offer.declinedNoReason', { date: formatDateTime(o.answer.at, lang) })}
        </p>
      )}
      {o.letter && (
        <p>
          <a href={letterUrl(caseId, o.version)} target="_blank" rel="noopener">
            {t('offer.letter', v)}
          </a>
        </p>
      )}
      <details className={styles.schedule}>
        <summary>{t('offer.scheduleCount', { count: o.schedule.length })}</summary>
        {terms.schedule.type === 'revenue_linked' && (
          <p className={screens.muted}>{t('offer.scheduleIndicative')}</p>
        )}
        <div className={styles.tableWrap} role="region" aria-label={t('offer.scheduleTable', v)} tabIndex={0}>
          <ScheduleTable
            rows={o.schedule}
            currency={terms.currency}
            texts={scheduleTexts}
            className={screens.table}
            captionClassName={styles.caption}
          />
        </div>
      </details>
      {o.whyNot && (
        <div className={styles.approvalNote} data-testid={`offer-why-not-${o.version}`}>
          <p>{t(`offer.whyNot.${o.whyNot}`)}</p>
          {o.whyNot !== 'lapsed' && (
            <p>
              {o.approvers.length > 0
                ? t('offer.whoCan', { emails: o.approvers.map((a) => ltrText(a.email)).join(', ') })
                : t('offer.nobodyCan')}
            </p>
          )}
        </div>
      )}
      {error && (
        <p role="alert" className={layout.alert}>
          {error}
        </p>
      )}
      {o.actions.length > 0 && (
        <div className={screens.row}>
          {o.actions.includes('approve') && (
            <Button loading={busy === 'approve'} disabled={busy !== null} onClick={() => void run('approve')}>
              {t('offer.approveLabel', v)}
            </Button>
          )}
          {o.actions.includes('send') && (
            <Button disabled={busy !== null} onClick={() => setDialog('send')}>
              {t('offer.sendLabel', v)}
            </Button>
          )}
          {(['return', 'withdraw'] as const)
            .filter((action) => o.actions.includes(action))
            .map((action) => (
              <Button
                key={action}
                variant={action === 'withdraw' ? 'danger' : 'secondary'}
                disabled={busy !== null}
                onClick={() => {
                  setReasonError(null);
                  setDialog(action);
                }}
              >
                {t(action === 'return' ? 'offer.returnLabel' : 'offer.withdrawLabel', v)}
              </Button>
            ))}
        </div>
      )}
      {dialog === 'send' && (
        <Modal
          open
          onOpenChange={(open) => !open && !busy && setDialog(null)}
          title={t('offer.sendTitle', v)}
          description={t('offer.sendText', {
            ...v,
            price: money(o.salePriceMinor),
            date: formatDay(terms.validUntil, lang),
          })}
          actions={
            <>
              <Button variant="secondary" onClick={() => setDialog(null)} disabled={busy !== null}>
                {t('offer.cancel')}
              </Button>
              <Button onClick={() => void run('send')} loading={busy === 'send'}>
                {t('offer.confirmSend')}
              </Button>
            </>
          }
        />
      )}
      {(dialog === 'return' || dialog === 'withdraw') && (
        <Modal
          open
          onOpenChange={(open) => !open && !busy && setDialog(null)}
          title={t(dialog === 'return' ? 'offer.returnTitle' : 'offer.withdrawTitle', v)}
          description={dialog === 'withdraw' ? t('offer.withdrawText') : undefined}
          actions={
            <>
              <Button variant="secondary" onClick={() => setDialog(null)} disabled={busy !== null}>
                {t('offer.cancel')}
              </Button>
              <Button
                variant={dialog === 'withdraw' ? 'danger' : 'primary'}
                loading={busy === dialog}
                onClick={() => {
                  if (!reason.trim()) return setReasonError(t('actions.textRequired'));
                  void run(dialog, reason.trim());
                }}
              >
                {t(dialog === 'return' ? 'offer.confirmReturn' : 'offer.confirmWithdraw')}
              </Button>
            </>
          }
        >
          <TextAreaField
            label={t('offer.reason')}
            value={reason}
            rows={4}
            maxLength={4000}
            error={reasonError}
            onChange={(e) => setReason(e.target.value)}
          />
        </Modal>
      )}
    </article>
  );
}
