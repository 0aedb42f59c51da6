import { useId, useState } from 'react';
import { useTranslation } from '@onboarding/shared';
import { rememberLanguage } from '@onboarding/shared';
import { Glyph, LanguageSwitch } from '@onboarding/shared/ui/core';
import { useLocation } from '@onboarding/shared/router';
import { SHELL_NS } from '../../i18n';
import styles from './journey.module.css';
import { JourneyPanel } from './JourneyPanel';

/** At 768 px or less: a top bar titled Onboarding Journey whose toggle shows and hides the journey panel. */
export function JourneyNavbar() {
  const { t } = useTranslation(SHELL_NS);
  const panelId = useId();
  const { pathname } = useLocation();
  // Open for the path it was opened on: moving to another step folds it away, so the new step is what shows.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

  return (
    <header className={styles.navbar}>
      {/* Its toggle and language switch stay clear of the toasts (app/layout/toast-clearance.ts). */}
      <div className={styles.navbarBar} data-toast-clearance>
        <button
          type="button"
          className={styles.navbarToggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpenOn(open ? null : pathname)}
        >
          <span className={styles.navbarTitle}>{t('journey.navbarTitle')}</span>
          <Glyph className={styles.navbarIcon} size={24}>
            {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </Glyph>
        </button>
        <LanguageSwitch compact className={styles.language} onChange={rememberLanguage} />
      </div>
      <div id={panelId} className={styles.navbarPanel} hidden={!open}>
        <JourneyPanel showTitle={false} />
      </div>
    </header>
  );
}
