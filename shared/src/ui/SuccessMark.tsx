import { Glyph } from './Glyph';
import styles from './SuccessMark.module.css';

/** The product's one "done" mark, above the title of a screen or modal that confirms a finished step. */
export function SuccessMark() {
  return (
    <Glyph className={styles.mark} size={56} box={48}>
      <circle cx="24" cy="24" r="22" />
      <path d="M14 25l7 7 13-15" />
    </Glyph>
  );
}
