import { getDashboard, ltrText, useTranslation } from '@onboarding/shared';
import type { Dashboard, DashboardApplication } from '@onboarding/shared/dashboard';
import { loadState, QueryProvider, useQuery, useQueryClient } from '@onboarding/shared/query';
import { Button, layout, Spinner } from '@onboarding/shared/ui';
import { useCallback, useEffect } from 'react';
import { DASHBOARD_NS } from '../i18n';
import { DeletionResult } from '../features/my-data/DeletionResult';
import { Devices } from '../features/devices/Devices';
import { MyData } from '../features/my-data/MyData';
import { SignInForm } from '../features/sign-in/SignInForm';
import { ApplicationCard } from './ApplicationCard';
import { currentFirst } from '../features/status/status-of';
import styles from './dashboard.module.css';
import { DASHBOARD_KEY } from '../lib/dashboard-query';
import { usePanelTicks } from '../lib/panel-ticks';
import { useDashboardSession } from '../lib/use-dashboard-session';

const UNAUTHORIZED = 401;

/**
 * /dashboard: the sign-in form without a session, the applicant's applications and their data with one. It reads
 * through the page's one query client, whichever host mounts it.
 */
export default function DashboardScreen() {
  return (
    <QueryProvider>
      <DashboardPage />
    </QueryProvider>
  );
}

function DashboardPage() {
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
  const client = useQueryClient();
  const query = useQuery({ queryKey: DASHBOARD_KEY, queryFn: getDashboard });
  const shown = loadState(query);
  usePanelTicks(query.data);
  const ended = (query.error as { response?: { status?: number } } | null)?.response?.status === UNAUTHORIZED;
  const load = ended ? { status: 'ended' as const } : shown;
  useEffect(() => {
    if (ended) onSessionEnded();
  }, [ended, onSessionEnded]);
  /** Reads the dashboard again; what is on screen stays until the new answer is in. */
  const refresh = useCallback(() => void client.invalidateQueries({ queryKey: DASHBOARD_KEY }), [client]);

  /** An answer to an offer comes back with the application as it is now. */
  const replace = (application: DashboardApplication) =>
    client.setQueryData<Dashboard>(
      DASHBOARD_KEY,
      (dashboard) =>
        dashboard && {
          ...dashboard,
          applications: dashboard.applications.map((a) => (a.id === application.id ? application : a)),
        },
    );

  return (
    <section className={styles.dashboard} aria-labelledby="dashboard-title">
      {/* Its actions stay clear of the toasts (the shell's layout places them below it). */}
      <header className={styles.header} data-toast-clearance>
        <h1 id="dashboard-title" className={layout.title}>
          {t('title')}
        </h1>
        {load.status === 'ready' && (
          <p className={styles.who}>
            <span>{t('greeting', { email: ltrText(load.data.applicant.email) })}</span>
            <Button variant="link" onClick={onSignOut}>
              {t('signOut')}
            </Button>
          </p>
        )}
      </header>
      {load.status === 'loading' && <Spinner label={t('loading')} />}
      {load.status === 'failed' && (
        <div className={layout.panel}>
          <p role="alert">{t('loadFailed')}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('tryAgain')}
          </Button>
        </div>
      )}
      {load.status === 'ready' && (
        <>
          <section aria-labelledby="applications-title" className={styles.applications}>
            <h2 id="applications-title" className={styles.sectionTitle}>
              {t('applications.title')}
            </h2>
            {load.data.applications.length === 0 ? (
              <p>{t('applications.none')}</p>
            ) : (
              <ul className={styles.list}>
                {currentFirst(load.data.applications).map((application) => (
                  <li key={application.id}>
                    <ApplicationCard
                      application={application}
                      applicantName={load.data.applicant.name}
                      onChanged={refresh}
                      onAnswered={replace}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
          <Devices onSignedOutEverywhere={onSignOut} />
          <MyData onDeleted={onDeleted} />
        </>
      )}
    </section>
  );
}
