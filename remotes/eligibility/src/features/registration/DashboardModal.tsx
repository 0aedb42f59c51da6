import { DEFAULT_DASHBOARD_URL, getRuntimeConfig, useTranslation } from '@onboarding/shared';
import { Modal } from '@onboarding/shared/ui';
import { useEffect, useState } from 'react';
import { ELIGIBILITY_NS } from '../../i18n';
import styles from './registration.module.css';

/**
 * "Thank you for applying !": the applicant's application is under review; the external dashboard is where to go.
 * The Go to Dashboard link is always there: it points at the configured dashboard once /onboarding/utils/config has
 * answered, and at the default dashboard until then (or when the call fails).
 */
export function DashboardModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(ELIGIBILITY_NS);
  const [dashboardUrl, setDashboardUrl] = useState(DEFAULT_DASHBOARD_URL);

  useEffect(() => {
    if (!open) return;
    let active = true;
    getRuntimeConfig()
      .then((config) => {
        if (active && config.dashboardUrl) setDashboardUrl(config.dashboardUrl);
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [open]);

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('dashboard.title')}
      description={t('dashboard.text')}
      showCloseButton
      actions={
        <a className={styles.dashboardLink} href={dashboardUrl} rel="noopener">
          {t('dashboard.link')}
        </a>
      }
    />
  );
}
