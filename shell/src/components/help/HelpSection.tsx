import { Spinner } from '@onboarding/shared/ui/core';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from '@onboarding/shared';
import { SHELL_NS } from '../../i18n';
import styles from './help.module.css';

// The form (react-hook-form, its resolver) loads when first opened: most applicants never need it.
const HelpForm = lazy(() => import('./HelpForm').then((m) => ({ default: m.HelpForm })));

/**
 * "We're here if you need help!": a link (spec: "A help link reads …") that toggles the help form open and closed in
 * place. It points at the form it controls; the click opens or closes it instead of following the address.
 */
export function HelpSection() {
  const { t } = useTranslation(SHELL_NS);
  const [open, setOpen] = useState(false);
  // React's ids carry characters (« ») that read badly in an address: the link's fragment gets a plain one.
  const formId = `help-form-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <div className={styles.help}>
      <a
        href={`#${formId}`}
        className={styles.link}
        aria-expanded={open}
        aria-controls={open ? formId : undefined}
        onClick={(event) => {
          event.preventDefault();
          setOpen((v) => !v);
        }}
      >
        {t('help.link')}
      </a>
      {open && (
        <Suspense fallback={<Spinner />}>
          <HelpForm id={formId} onSent={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
