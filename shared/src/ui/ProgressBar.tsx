import { formatLocale } from '@onboarding/shared';
import { formatPercent } from '@onboarding/shared/money';
import styles from './ProgressBar.module.css';
import { useCommonTranslation } from './shared';

export interface ProgressBarProps {
  /** Fraction done, 0..1 (clamped). */
  value: number;
  /** Accessible name; defaults to "Upload progress". */
  label?: string;
  /** Shows the label and percentage above the bar. */
  showLabel?: boolean;
  className?: string;
}

export function ProgressBar({ value, label, showLabel = false, className }: ProgressBarProps) {
  const { t } = useCommonTranslation();
  const fraction = Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
  const percent = Math.round(fraction * 100);
  const percentText = formatPercent(percent / 100, formatLocale(), { maximumFractionDigits: 0 });
  const name = label ?? t('progress');
  return (
    <div className={[styles.wrapper, className].filter(Boolean).join(' ')}>
      {showLabel && (
        <div className={styles.label} aria-hidden="true">
          <span>{name}</span>
          <span>{percentText}</span>
        </div>
      )}
      <div
        role="progressbar"
        aria-label={name}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={percentText}
        className={styles.track}
      >
        <div className={styles.bar} style={{ inlineSize: `${percent}%` }} />
      </div>
    </div>
  );
}
