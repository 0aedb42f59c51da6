import {
  acceptOffer,
  declineOffer,
  downloadOfferLetter,
  formatLocale,
  useTranslation,
} from '@onboarding/shared';
import type { DashboardApplication, DashboardOffer } from '@onboarding/shared/dashboard';
import { serverRefusal } from '@onboarding/shared/documents';
import {
  Button,
  layout,
  notifyError,
  notifySuccess,
  ScheduleTable,
  ScrollRegion,
} from '@onboarding/shared/ui';
import { useId, useState } from 'react';
import { DASHBOARD_NS } from '../../i18n';
import { formatBasisPoints, formatDay, formatFlatRate, formatMoney } from '../../lib/format';
import { saveBlob } from '../../lib/save-blob';
import { AcceptDialog } from './AcceptDialog';
import { DeclineDialog } from './DeclineDialog';
import styles from './offer.module.css';
import { offerState } from './offer-rules';

export interface OfferSectionProps {
  applicationId: number;
  offer: DashboardOffer;
  applicantName: string;
  onAnswered(application: DashboardApplication): void;
  /** The server refused an answer because the offer changed or expired: read the dashboard again. */
  onStale(): void;
}

type Dialog = 'accept' | 'decline' | null;
const CONFLICT = 409;

/** The offer as sent: its terms and schedule, the letter to download, and Accept or Decline while it is valid. */
export function OfferSection({
  applicationId,
  offer,
  applicantName,
  onAnswered,
  onStale,
}: OfferSectionProps) {
  const { t } = useTranslation(DASHBOARD_NS);
  const titleId = useId();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [answering, setAnswering] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const lng = formatLocale();
  const money = (minor: number) => formatMoney(minor, offer.currency, lng);
  const state = offerState(offer);

  const download = async () => {
    setDownloading(true);
    try {
      const blob = await downloadOfferLetter(applicationId);
      saveBlob(blob, `offer-${applicationId}-v${offer.version}.pdf`);
    } catch {
      notifyError(t('offer.downloadFailed'));
    } finally {
      setDownloading(false);
    }
  };

  const answer = async (call: () => Promise<DashboardApplication>, done: string) => {
    setAnswering(true);
    try {
      const application = await call();
      setDialog(null);
      notifySuccess(done);
      onAnswered(application);
    } catch (err) {
      const refusal = serverRefusal(err);
      notifyError(refusal?.message ?? t('offer.answerFailed'));
      if (refusal?.status === CONFLICT) {
        setDialog(null);
        onStale();
      }
    } finally {
      setAnswering(false);
    }
  };

  return (
    <section className={styles.offer} aria-labelledby={titleId}>
      <header>
        <h4 id={titleId} className={styles.title}>
          {t('offer.title')}
        </h4>
        <p className={styles.meta}>
          {t('offer.version', { version: offer.version, date: formatDay(offer.sentAt, lng) })}
        </p>
      </header>
      <dl className={styles.terms}>
        <div>
          <dt>{t('offer.asset')}</dt>
          <dd>{offer.asset}</dd>
        </div>
        <div>
          <dt>{t('offer.cost')}</dt>
          <dd>{money(offer.costMinor)}</dd>
        </div>
        <div>
          <dt>{t('offer.profit')}</dt>
          <dd>{money(offer.profitMinor)}</dd>
        </div>
        <div>
          <dt>{t('offer.rate')}</dt>
          <dd>{formatFlatRate(offer.rate.basisPoints, lng)}</dd>
        </div>
        <div>
          <dt>{t('offer.salePrice')}</dt>
          <dd className={styles.salePrice}>{money(offer.salePriceMinor)}</dd>
        </div>
        <div>
          <dt>{t('offer.tenure')}</dt>
          <dd>{t('offer.months', { count: offer.tenureMonths })}</dd>
        </div>
        <div>
          <dt>{t('offer.scheduleType')}</dt>
          <dd>
            {t(`offer.scheduleTypes.${offer.scheduleType}`, {
              share: offer.revenueShareBps === null ? '' : formatBasisPoints(offer.revenueShareBps, lng),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('offer.validUntil')}</dt>
          <dd>{formatDay(offer.validUntil, lng)}</dd>
        </div>
      </dl>
      {offer.charityDonationPerLateInstalmentMinor !== null && (
        <p className={styles.charity}>
          {t('offer.charity', { amount: money(offer.charityDonationPerLateInstalmentMinor) })}
        </p>
      )}
      <ScrollRegion
        label={t('offer.scheduleCaption', { count: offer.schedule.length })}
        className={styles.scheduleRegion}
      >
        <ScheduleTable
          rows={offer.schedule}
          currency={offer.currency}
          texts={{
            caption: t('offer.schedule'),
            number: t('offer.number'),
            dueDate: t('offer.dueDate'),
            amount: t('offer.amount'),
          }}
          className={styles.schedule}
          captionClassName={styles.caption}
        />
      </ScrollRegion>
      <div className={layout.actions}>
        <Button variant="secondary" loading={downloading} onClick={() => void download()}>
          {downloading ? t('offer.downloading') : t('offer.download')}
        </Button>
      </div>
      {state === 'expired' && (
        <p className={layout.alert} role="status">
          {t('offer.expired')}
        </p>
      )}
      {state === 'withdrawn' && (
        <p className={layout.alert} role="status">
          {t('offer.withdrawn', { date: formatDay(offer.withdrawnAt ?? offer.sentAt, lng) })}
        </p>
      )}
      {(state === 'accepted' || state === 'declined') && offer.answer && (
        <p className={styles.answered} role="status">
          {t(`offer.${state}`, { date: formatDay(offer.answer.at, lng) })}
        </p>
      )}
      {state === 'open' && (
        <div className={layout.actions}>
          <Button variant="danger" onClick={() => setDialog('decline')}>
            {t('offer.decline')}
          </Button>
          <Button onClick={() => setDialog('accept')}>{t('offer.accept')}</Button>
        </div>
      )}
      <AcceptDialog
        open={dialog === 'accept'}
        version={offer.version}
        salePrice={money(offer.salePriceMinor)}
        applicantName={applicantName}
        busy={answering}
        onCancel={() => setDialog(null)}
        onAccept={(signature) =>
          void answer(
            () => acceptOffer(applicationId, { version: offer.version, signature }),
            t('offer.acceptedToast'),
          )
        }
      />
      <DeclineDialog
        open={dialog === 'decline'}
        busy={answering}
        onCancel={() => setDialog(null)}
        onDecline={(reason) =>
          void answer(
            () => declineOffer(applicationId, { version: offer.version, ...(reason ? { reason } : {}) }),
            t('offer.declinedToast'),
          )
        }
      />
    </section>
  );
}
