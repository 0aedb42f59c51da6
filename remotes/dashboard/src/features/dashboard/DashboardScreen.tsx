import { getDashboard, ltrText, useTranslation } from '@onboarding/shared';
import type { Dashboard, DashboardApplication } from '@onboarding/shared/dashboard';
import { Button, layout, Spinner } from '@onboarding/shared/ui';
import { useCallback, useEffect, useState } from 'react';
import { DASHBOARD_NS } from '../../i18n';
import { DeletionResult } from '../my-data/DeletionResult';
import { MyData } from '../my-data/MyData';
import { SignInForm } from '../sign-in/SignInForm';
import { ApplicationCard } from '../status/ApplicationCard';
import { currentFirst } from '../status/status-of';
import styles from './dashboard.module.css';
import { useDashboardSession } from './use-dashboard-session';

const UNAUTHORIZED = 401;

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; dashboard: Dashboard };

/** /dashboard: the sign-in form without a session, the applicant's applications and their data with one. */
export default function DashboardScreen() {
  const { t } = useTranslation(DASHBOARD_NS);
  const { session, sessionEnded, signOut, deleted } = useDashboardSession();
  switch (session.kind) {
    case 'opening':
      return (
        <section className={`${layout.screen} ${layout.compact}`} aria-busy="true">
          <Spinner label={t('signIn.opening')} />
        </section>
      );
    case 'signedOut':
      return <SignInForm notice={session.notice} />;
    case 'deleted':
      return <DeletionResult result={session.result} />;
    case 'signedIn':
      return <Applications onSessionEnded={sessionEnded} onSignOut={signOut} onDeleted={deleted} />;
  }
}

function Applications({
  onSessionEnded,
  onSignOut,
  onDeleted,
}: {
  onSessionEnded(): void;
  onSignOut(): void;
  onDeleted: Parameters<typeof MyData>[0]['onDeleted'];
}) {
  const { t } = useTranslation(DASHBOARD_NS);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  /** Bumped to read the dashboard again; what is on screen stays until the new answer is in. */
  const [reads, setReads] = useState(0);
  const refresh = useCallback(() => setReads((n) => n + 1), []);

  useEffect(() => {
    let active = true;
    getDashboard().then(
      (dashboard) => active && setLoad({ state: 'ready', dashboard }),
      (err: unknown) => {
        if (!active) return;
        if ((err as { response?: { status?: number } }).response?.status === UNAUTHORIZED) onSessionEnded();
        else setLoad({ state: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [reads, onSessionEnded]);

  /** An answer to an offer comes back with the application as it is now. */
  const replace = (application: DashboardApplication) =>
    setLoad((current) =>
      current.state === 'ready'
        ? {
            state: 'ready',
            dashboard: {
              ...current.dashboard,
              applications: current.dashboard.applications.map((a) =>
                a.id === application.id ? application : a,
              ),
            },
          }
        : current,
    );

  return (
    <section className={styles.dashboard} aria-labelledby="dashboard-title">
      <header className={styles.header}>
        <h1 id="dashboard-title" className={layout.title}>
          {t('title')}
        </h1>
        {load.state === 'ready' && (
          <p className={styles.who}>
            <span>{t('greeting', { email: ltrText(load.dashboard.applicant.email) })}</span>
            <Button variant="link" onClick={onSignOut}>
              {t('signOut')}
            </Button>
          </p>
        )}
      </header>
      {load.state === 'loading' && <Spinner label={t('loading')} />}
      {load.state === 'failed' && (
        <div className={layout.panel}>
          <p role="alert">{t('loadFailed')}</p>
          <Button
            variant="secondary"
            onClick={() => {
              setLoad({ state: 'loading' });
              refresh();
            }}
          >
            {t('tryAgain')}
          </Button>
        </div>
      )}
      {load.state === 'ready' && (
        <>
          <section aria-labelledby="applications-title" className={styles.applications}>
            <h2 id="applications-title" className={styles.sectionTitle}>
              {t('applications.title')}
            </h2>
            {load.dashboard.applications.length === 0 ? (
              <p>{t('applications.none')}</p>
            ) : (
              <ul className={styles.list}>
                {currentFirst(load.dashboard.applications).map((application) => (
                  <li key={application.id}>
                    <ApplicationCard
                      application={application}
                      applicantName={load.dashboard.applicant.name}
                      onChanged={refresh}
                      onAnswered={replace}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
          <MyData onDeleted={onDeleted} />
        </>
      )}
    </section>
  );
}
