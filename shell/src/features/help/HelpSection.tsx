import { Spinner } from '@onboarding/shared/ui/core';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from '@onboarding/shared';
import { SHELL_NS } from '../../i18n';
import styles from './help.module.css';

// The form (react-hook-form, its resolver) loads when first opened: most applicants never need it.
const HelpForm = lazy(() => import('./HelpForm').then((m) => ({ default: m.HelpForm })));

/** "We're here if you need help!": toggles the help form open and closed. */
export function HelpSection() {
  const { t } = useTranslation(SHELL_NS);
  const [open, setOpen] = useState(false);
  const formId = useId();
  return (
    <div className={styles.help}>
      <button
        type="button"
        className={styles.link}
        aria-expanded={open}
        aria-controls={open ? formId : undefined}
        onClick={() => setOpen((v) => !v)}
      >
        {t('help.link')}
      </button>
      {open && (
        <Suspense fallback={<Spinner />}>
          <HelpForm id={formId} onSent={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
