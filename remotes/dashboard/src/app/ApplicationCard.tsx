import {
  applicationReference,
  formatDecisionDay,
  formatLocale,
  useTranslation,
  PATHS,
} from '@onboarding/shared';
import type { DashboardApplication } from '@onboarding/shared/dashboard';
import { buttonClassName, layout } from '@onboarding/shared/ui';
import { DASHBOARD_NS } from '../i18n';
import { formatDay, formatMoney } from '../lib/format';
import { InformationRequestForm } from '../features/information/InformationRequestForm';
import { OfferSection } from '../features/offer/OfferSection';
import styles from '../features/status/status.module.css';
import { plainStatus } from '../features/status/status-of';
import { Timeline } from '../features/status/Timeline';

/**
 * Where the journey resumes: a full page load, so that the shell's session check on load (check-user) sends the
 * applicant to the step their application is at.
 */
const CONTINUE_PATH = PATHS.login;

export interface ApplicationCardProps {
  application: DashboardApplication;
  applicantName: string;
  /** Something changed on the server (information sent, an offer changed): read the dashboard again. */
  onChanged(): void;
  /** The offer was answered: the server's application as it is now. */
  onAnswered(application: DashboardApplication): void;
}

/** One application: its status in plain words, what is asked of the applicant, the offer and the timeline. */
export function ApplicationCard({ application, applicantName, onChanged, onAnswered }: ApplicationCardProps) {
  const { t } = useTranslation(DASHBOARD_NS);
  const status = plainStatus(application);
  const titleId = `application-${application.id}`;
  const openRequest =
    application.status === 'INFO_REQUESTED'
      ? application.informationRequests.find((request) => request.answeredAt === null)
      : undefined;

  return (
    <article className={styles.card} aria-labelledby={titleId} data-application={application.id}>
      <header className={styles.header}>
        <div className={styles.heading}>
          <p className={styles.kind}>
            {t(application.current ? 'applications.current' : 'applications.earlier')}
          </p>
          <h3 id={titleId} className={styles.business}>
            {application.businessName}
          </h3>
          <p className={styles.meta}>
            {application.submittedAt
              ? t('applications.submittedOn', { date: formatDay(application.submittedAt, formatLocale()) })
              : t('applications.startedOn', { date: formatDay(application.createdAt, formatLocale()) })}
            {application.requested && (
              <>
                {' · '}
                {t('applications.requested', {
                  amount: formatMoney(
                    application.requested.amountMinor,
                    application.requested.currency,
                    formatLocale(),
                  ),
                })}
              </>
            )}
          </p>
          {application.submittedAt && (
            <p className={styles.meta} data-testid="application-reference">
              {t('outcome.reference')} {/* A code to quote as it is written, left to right in Arabic too. */}
              <bdi dir="ltr" translate="no">
                {applicationReference(application.id)}
              </bdi>
            </p>
          )}
        </div>
        <p className={styles.status} data-status={status}>
          <span className={layout.visuallyHidden}>{t('status.label')}: </span>
          <strong>{status === 'notEligible' ? t('outcome.notEligible') : t(`status.${status}`)}</strong>
        </p>
      </header>

      {status === 'notEligible' && application.declined && (
        <div className={styles.notice}>
          <p>{t('outcome.notEligibleText')}</p>
          {application.declined.reasons.length > 0 && (
            <>
              <p id={`${titleId}-reasons`}>{t('outcome.reasons')}</p>
              <ul aria-labelledby={`${titleId}-reasons`}>
                {application.declined.reasons.map((reason) => (
                  <li key={reason}>{t(`outcome.categories.${reason}`)}</li>
                ))}
              </ul>
            </>
          )}
          {application.declined.decidableFrom && (
            <p>
              {t('outcome.decidableFrom', {
                date: formatDecisionDay(application.declined.decidableFrom, formatLocale()),
              })}
            </p>
          )}
        </div>
      )}

      {status === 'unfinished' && (
        <div className={styles.notice}>
          <p>{t('status.unfinishedText')}</p>
          <a className={buttonClassName('secondary')} href={CONTINUE_PATH}>
            {t('status.continue')}
          </a>
        </div>
      )}
      {status === 'inReview' && <p className={styles.notice}>{t('status.promise')}</p>}
      {openRequest && (
        <InformationRequestForm applicationId={application.id} request={openRequest} onSent={onChanged} />
      )}
      {application.offer && (
        <OfferSection
          applicationId={application.id}
          offer={application.offer}
          applicantName={applicantName}
          onAnswered={onAnswered}
          onStale={onChanged}
        />
      )}
      {application.timeline.length > 0 && <Timeline events={application.timeline} />}
    </article>
  );
}
