import styles from './StepProgress.module.css';

export interface StepProgressProps {
  /** The steps' names, in order. */
  steps: readonly string[];
  /** 1-based. */
  current: number;
  /** The list's accessible name. */
  label: string;
  /** "Step 1 of 2". */
  count: (number: number, total: number) => string;
}

/**
 * A numbered progress through a few steps that span screens of more than one remote (the two of Connect Your Systems),
 * so that each of those screens shows it alike. The texts are the caller's.
 */
export function StepProgress({ steps, current, label, count }: StepProgressProps) {
  return (
    <ol className={styles.progress} aria-label={label}>
      {steps.map((name, i) => {
        const number = i + 1;
        const state = number < current ? 'done' : number === current ? 'current' : 'todo';
        return (
          <li key={name} className={styles[state]} aria-current={state === 'current' ? 'step' : undefined}>
            <span className={styles.marker} aria-hidden="true">
              {number}
            </span>
            <span className={styles.label}>
              <span className={styles.count}>{count(number, steps.length)}</span>
              <span>{name}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
