import { Slide, ToastContainer, toast } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS, TOAST_DRAG_PERCENT } from '../constants/limits';

// Every app calls these helpers (not react-toastify directly) so that all toasts go to the one
// container the shell renders, whichever bundle raised them.

export function notifySuccess(text: string): void {
  toast.success(text, { toastId: `success:${text}` });
}

export function notifyError(text: string): void {
  toast.error(text, { toastId: `error:${text}` });
}

/** The spec's toast container: top-right, 3327 ms, close on click, drag at 60 % of the width. */
export function ToastHost() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      closeOnClick
      draggable
      draggablePercent={TOAST_DRAG_PERCENT}
      pauseOnFocusLoss
      pauseOnHover
      newestOnTop
      transition={Slide}
      // Toasts are announced through each toast's role; the region gets a name.
      aria-label="Notifications"
    />
  );
}
