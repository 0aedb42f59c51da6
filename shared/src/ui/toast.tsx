import { useEffect, useState, useSyncExternalStore } from 'react';
import { TOAST_AUTO_CLOSE_MS, TOAST_DRAG_PERCENT } from '../constants/limits';

// Every app calls these helpers (not react-toastify directly) so that all toasts go to the one
// container the shell renders, whichever bundle raised them.
//
// react-toastify (about 10 KiB gzipped, its styles included) is loaded with the first toast, not
// with the page: the welcome page never shows one. A toast raised before the container is on
// screen waits in react-toastify's queue and shows once it mounts.

type Toastify = typeof import('react-toastify');

let toastify: Promise<Toastify> | null = null;
/** Counts the loads asked for, so that the host tries again after a failed one. */
let requested = 0;
const listeners = new Set<() => void>();

function loadToastify(): Promise<Toastify> {
  if (!toastify) {
    toastify = import('react-toastify').catch((err: unknown) => {
      toastify = null; // a failed chunk load is tried again with the next toast
      throw err;
    });
    requested += 1;
    listeners.forEach((listener) => listener());
  }
  return toastify;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifySuccess(text: string): void {
  loadToastify().then(
    ({ toast }) => toast.success(text, { toastId: `success:${text}` }),
    (err: unknown) => console.error('toast not shown:', text, err),
  );
}

export function notifyError(text: string): void {
  loadToastify().then(
    ({ toast }) => toast.error(text, { toastId: `error:${text}` }),
    (err: unknown) => console.error('toast not shown:', text, err),
  );
}

/** The spec's toast container: top-right, 3327 ms, close on click, drag at 60 % of the width. */
export function ToastHost() {
  const asked = useSyncExternalStore(
    subscribe,
    () => requested,
    () => 0,
  );
  const [lib, setLib] = useState<Toastify | null>(null);

  useEffect(() => {
    if (asked === 0 || lib) return;
    let live = true;
    loadToastify().then(
      (loaded) => live && setLib(loaded),
      () => undefined, // the toast that asked reports it
    );
    return () => {
      live = false;
    };
  }, [asked, lib]);

  if (!lib) return null;
  const { ToastContainer, Slide } = lib;
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
