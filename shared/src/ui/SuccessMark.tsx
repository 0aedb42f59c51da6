import styles from './SuccessMark.module.css';

/** The product's one "done" mark, above the title of a screen or modal that confirms a finished step. */
export function SuccessMark() {
  return (
    <svg
      className={styles.mark}
      viewBox="0 0 48 48"
      width="56"
      height="56"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="24" cy="24" r="22" />
      <path d="M14 25l7 7 13-15" />
    </svg>
  );
}
