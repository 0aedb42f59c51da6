import { useTranslation } from '@onboarding/shared';
import { useMediaQuery } from '@onboarding/shared/ui/core';
import { Outlet, ScrollRestoration } from '@onboarding/shared/router';
import { JourneyNavbar } from '../../features/journey/JourneyNavbar';
import { JourneyPanel } from '../../features/journey/JourneyPanel';
import { useFreshFlags } from '../../features/journey/use-fresh-flags';
import { SHELL_NS } from '../../i18n';
import { NARROW_QUERY } from '../../prerender/layouts';
import styles from './layout.module.css';
import { useToastClearance } from './toast-clearance';

/** The journey panel beside the current step on wide screens; the navbar above it at 768 px or less. */
export function Layout() {
  const { t } = useTranslation(SHELL_NS);
  const narrow = useMediaQuery(NARROW_QUERY);
  useFreshFlags();
  useToastClearance();
  return (
    <div className={narrow ? styles.narrow : styles.wide}>
      <a className={styles.skipLink} href="#step-content">
        {t('skipToContent')}
      </a>
      {narrow ? (
        <JourneyNavbar />
      ) : (
        <aside className={styles.aside}>
          <div className={styles.asideContent}>
            <JourneyPanel />
          </div>
        </aside>
      )}
      <main id="step-content" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <ScrollRestoration />
    </div>
  );
}
