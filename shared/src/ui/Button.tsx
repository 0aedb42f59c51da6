import type { ButtonHTMLAttributes, Ref } from 'react';
import styles from './Button.module.css';

// One style per kind of action. `primary` is the one main constructive action of a view; `danger` is an action that
// takes something away (decline, withdraw, disable, revoke, delete, end sessions), on the list and in the dialog that
// confirms it alike, and is never `primary`, so that the eye does not land on it as the way forward.
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'link' | 'danger';
  /** Shows a busy mark, sets aria-busy and blocks clicks while a call is in flight. */
  loading?: boolean;
  fullWidth?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** The classes of a button of `variant`, for a link that must look like one (a way forward that is a page). */
export function buttonClassName(variant: NonNullable<ButtonProps['variant']> = 'primary', fullWidth = false) {
  return [styles.button, styles[variant], fullWidth ? styles.fullWidth : ''].filter(Boolean).join(' ');
}

export function Button({
  variant = 'primary',
  loading = false,
  fullWidth = false,
  type = 'button',
  className,
  disabled,
  children,
  ref,
  ...rest
}: ButtonProps) {
  const classes = [buttonClassName(variant, fullWidth), className ?? ''].filter(Boolean).join(' ');
  return (
    <button
      ref={ref}
      type={type}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <span className={styles.busyMark} aria-hidden="true" />}
      {children}
    </button>
  );
}
