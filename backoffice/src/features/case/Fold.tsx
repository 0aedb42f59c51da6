import { useId, type ReactNode } from 'react';
import screens from '../screens.module.css';
import styles from './page.module.css';

export interface FoldProps {
  /** The section's anchor, which the outline links to. */
  id: string;
  title: string;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}

/**
 * One section of the case page that folds: its heading is a disclosure button (aria-expanded, aria-controls), so a
 * keyboard or screen-reader user opens and closes it as a sighted one does; folded, its content leaves the page.
 */
export function Fold({ id, title, open, onToggle, children }: FoldProps) {
  const contentId = useId();
  return (
    <section id={id} className={`${screens.card} ${styles.fold}`} aria-labelledby={`${id}-title`}>
      <h2 className={styles.foldHeading}>
        <button
          type="button"
          id={`${id}-title`}
          className={styles.foldButton}
          aria-expanded={open}
          aria-controls={contentId}
          onClick={onToggle}
        >
          <span className={styles.chevron} aria-hidden="true">
            ▾
          </span>
          {title}
        </button>
      </h2>
      <div id={contentId} hidden={!open} className={screens.checks}>
        {children}
      </div>
    </section>
  );
}

export interface OutlineEntry {
  id: string;
  title: string;
}

/** The list of the page's sections: a link opens its section (if folded) and goes to it. */
export function Outline({
  label,
  entries,
  onOpen,
}: {
  label: string;
  entries: OutlineEntry[];
  onOpen: (id: string) => void;
}) {
  return (
    <nav aria-labelledby="outline-title" className={styles.outline}>
      <h2 id="outline-title">{label}</h2>
      <ul>
        {entries.map((e) => (
          <li key={e.id}>
            <a href={`#${e.id}`} onClick={() => onOpen(e.id)}>
              {e.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
