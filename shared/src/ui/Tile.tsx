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
 * One choice among providers, as a large card: the whole card is the link's or the button's click target, with one
 * focus ring, and Enter or Space activates it whichever it is, so that every provider choice of the journey looks and
 * works alike. The control's name is the title alone (what the applicant reads on it first); the description line
 * sits beside it in the card and describes it.
 */
export function Tile(props: TileProps) {
  const id = useId();
  const descriptionId = props.description ? `${id}-description` : undefined;
  const busy = 'onClick' in props && props.loading === true;
  return (
    <div className={styles.tile} data-busy={busy || undefined}>
      {'to' in props ? (
        <Link
          to={props.to}
          className={styles.control}
          aria-describedby={descriptionId}
          onKeyDown={activateOnSpace}
        >
          {props.title}
        </Link>
      ) : (
        <button
          type="button"
          className={styles.control}
          aria-describedby={descriptionId}
          aria-busy={busy || undefined}
          disabled={props.disabled || busy}
          onClick={props.onClick}
        >
          {props.title}
        </button>
      )}
      {props.description && (
        <span id={descriptionId} className={styles.description}>
          {props.description}
        </span>
      )}
      {busy && <span className={styles.busyMark} aria-hidden="true" />}
    </div>
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
