import { Glyph } from '@onboarding/shared/ui/core';
import styles from './journey.module.css';

/** The active (completed) or inactive status mark of a journey step; its label says which. */
export function StatusIcon({ done, label }: { done: boolean; label: string }) {
  return (
    <span role="img" aria-label={label} className={styles.status} data-status={done ? 'active' : 'inactive'}>
      <Glyph size={24}>
        <circle cx="12" cy="12" r="10" className={styles.statusRing} />
        {done && <path d="M7 12.5l3.2 3.2L17 9" className={styles.statusCheck} />}
      </Glyph>
    </span>
  );
}
