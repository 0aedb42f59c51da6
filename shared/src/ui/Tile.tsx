import { useId, type ChangeEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from '@onboarding/shared/router';
import styles from './Tile.module.css';

interface TileText {
  /** The tile's accessible name. */
  title: ReactNode;
  /** A line under the title, read as the tile's description. */
  description?: ReactNode;
}

export type TileProps = TileText &
  (
    | { /** A tile that goes to another screen of the app. */ to: string }
    | {
        /** A tile that starts something (a connection) on this screen. */
        onClick: () => void;
        /** Shows a busy mark, sets aria-busy and blocks clicks while what it started runs. */
        loading?: boolean;
        disabled?: boolean;
      }
  );

/**
 * One choice among providers, as a large card: the whole card is the link or the button, with one focus ring, and
 * Enter or Space activates it whichever it is, so that every provider choice of the journey looks and works alike.
 */
export function Tile(props: TileProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = props.description ? `${id}-description` : undefined;
  const content = (
    <>
      <span id={titleId} className={styles.title}>
        {props.title}
      </span>
      {props.description && (
        <span id={descriptionId} className={styles.description}>
          {props.description}
        </span>
      )}
    </>
  );
  if ('to' in props) {
    return (
      <Link
        to={props.to}
        className={styles.tile}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        onKeyDown={activateOnSpace}
      >
        {content}
      </Link>
    );
  }
  const { loading = false, disabled = false } = props;
  return (
    <button
      type="button"
      className={styles.tile}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      aria-busy={loading || undefined}
      disabled={disabled || loading}
      onClick={props.onClick}
    >
      {content}
      {loading && <span className={styles.busyMark} aria-hidden="true" />}
    </button>
  );
}

/** A link takes Enter only; the tile takes Space too, as its button twin does. */
function activateOnSpace(e: KeyboardEvent<HTMLAnchorElement>) {
  if (e.key !== ' ') return;
  e.preventDefault();
  e.currentTarget.click();
}

export interface CheckTileProps {
  label: ReactNode;
  hint?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean, event: ChangeEvent<HTMLInputElement>) => void;
  disabled?: boolean;
}

/**
 * A checkbox choice in the tiles' frame (the "Other" of the provider choices): the whole frame toggles it; the label
 * alone names it and the hint describes it.
 */
export function CheckTile({ label, hint, checked, onChange, disabled = false }: CheckTileProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <label className={styles.check} data-disabled={disabled || undefined}>
      <input
        type="checkbox"
        className={styles.checkbox}
        checked={checked}
        disabled={disabled}
        aria-labelledby={`${id}-label`}
        aria-describedby={hintId}
        onChange={(e) => onChange(e.currentTarget.checked, e)}
      />
      <span className={styles.checkText}>
        <span id={`${id}-label`} className={styles.checkLabel}>
          {label}
        </span>
        {hint && (
          <span id={hintId} className={styles.description}>
            {hint}
          </span>
        )}
      </span>
    </label>
  );
}
