import type { ButtonHTMLAttributes, Ref } from 'react';
import styles from './Button.module.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'link';
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
