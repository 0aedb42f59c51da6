import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import styles from './Modal.module.css';
import { useCommonTranslation } from './shared';

export interface ModalProps {
  open: boolean;
  /** Called with false when the applicant dismisses the dialog (Escape, close button, outside click). */
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons, in reading order; on narrow screens they stack. */
  actions?: ReactNode;
  /** Shows an × button in the corner. */
  showCloseButton?: boolean;
  /** A click outside closes the dialog (default). Escape always does. */
  closeOnOutsideClick?: boolean;
  className?: string;
}

/** Accessible dialog (Radix): focus moves in and is trapped, Escape closes, focus returns on close. */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  actions,
  showCloseButton = false,
  closeOnOutsideClick = true,
  className,
}: ModalProps) {
  const { t } = useCommonTranslation();
  // Radix returns focus only to a Dialog.Trigger; our dialogs are opened by app state, so the
  // element that had focus when the dialog opened gets it back.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={[styles.content, className].filter(Boolean).join(' ')}
          onPointerDownOutside={closeOnOutsideClick ? undefined : (e) => e.preventDefault()}
          onOpenAutoFocus={() => {
            const active = document.activeElement;
            returnFocusTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
          }}
          onCloseAutoFocus={(e) => {
            const target = returnFocusTo.current;
            returnFocusTo.current = null;
            if (target?.isConnected) {
              e.preventDefault();
              target.focus();
            }
          }}
          // Without a description Radix would point aria-describedby at nothing.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          {description && (
            <Dialog.Description className={styles.description}>{description}</Dialog.Description>
          )}
          {children && <div className={styles.body}>{children}</div>}
          {actions && <div className={styles.actions}>{actions}</div>}
          {showCloseButton && (
            <Dialog.Close className={styles.close} aria-label={t('dialogClose')}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
