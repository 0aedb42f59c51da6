import styles from './Spinner.module.css';
import common from './common.module.css';
import { useCommonTranslation } from './shared';

export interface SpinnerProps {
  /** Covers the page while the user status is fetched; marks it busy for assistive technology. */
  fullPage?: boolean;
  /** Announced text; defaults to "Loading…". */
  label?: string;
  className?: string;
}

export function Spinner({ fullPage = false, label, className }: SpinnerProps) {
  const { t } = useCommonTranslation();
  const text = label ?? t('loading');
  const spinner = (
    <span role="status" className={[styles.spinner, fullPage ? '' : className].filter(Boolean).join(' ')}>
      <span className={styles.ring} aria-hidden="true" />
      <span className={common.visuallyHidden}>{text}</span>
    </span>
  );
  if (!fullPage) return spinner;
  return (
    <div
      className={[styles.fullPage, className].filter(Boolean).join(' ')}
      aria-busy="true"
      data-testid="full-page-spinner"
    >
      {spinner}
    </div>
  );
}
