import { useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { TOAST_AUTO_CLOSE_MS, TOAST_DRAG_PERCENT } from '../constants/limits';
import { translateMessage, useCommonTranslation } from './shared';

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

/**
 * The same message raised while it is still on screen (or waiting for the container) is not stacked a second time.
 * Once it is closing (clicked away, timed out) the same text gets a new toast: react-toastify keeps a closing toast's
 * id during its exit animation and would drop a new toast under that id, leaving a retry without feedback.
 */
const onScreen = new Map<string, string>();
let shown = 0;

function notify(kind: 'success' | 'error', message: string): void {
  const text = translateMessage(message);
  loadToastify().then(
    ({ toast }) => {
      const key = `${kind}:${text}`;
      if (onScreen.has(key)) return;
      const toastId = `${key}:${++shown}`;
      onScreen.set(key, toastId);
      toast[kind](text, {
        toastId,
        // Called as soon as the toast starts closing, before its exit animation.
        onClose: () => {
          if (onScreen.get(key) === toastId) onScreen.delete(key);
        },
      });
    },
    (err: unknown) => console.error('toast not shown:', text, err),
  );
}

export function notifySuccess(text: string): void {
  notify('success', text);
}

export function notifyError(text: string): void {
  notify('error', text);
}

/**
 * react-toastify names each toast's close button and timer in English ("close", "notification timer") and offers no way
 * to name them otherwise; they are renamed in the page's language as toasts appear.
 */
function useToastControlNames(
  host: RefObject<HTMLElement | null>,
  shown: boolean,
  close: string,
  timer: string,
): void {
  useEffect(() => {
    const root = host.current;
    if (!root) return;
    const name = (selector: string, label: string) =>
      root.querySelectorAll(selector).forEach((el) => {
        if (el.getAttribute('aria-label') !== label) el.setAttribute('aria-label', label);
      });
    const rename = () => {
      name('.Toastify__close-button', close);
      name('[role="progressbar"]', timer);
    };
    rename();
    const observer = new MutationObserver(rename);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [host, shown, close, timer]);
}

/**
 * The spec's toast container: top-right, 3327 ms, close on click, drag at 60 % of the width. Right to left (Arabic) it
 * is mirrored: top-left, its toasts laid out and swiped right to left.
 */
export function ToastHost() {
  const { t, i18n } = useCommonTranslation();
  const rtl = i18n.dir() === 'rtl';
  const asked = useSyncExternalStore(
    subscribe,
    () => requested,
    () => 0,
  );
  const [lib, setLib] = useState<Toastify | null>(null);
  const host = useRef<HTMLDivElement | null>(null);
  useToastControlNames(host, lib !== null, t('toasts.close'), t('toasts.timer'));
  // Toasts go with their container: none of them can close once it is gone.
  useEffect(() => () => onScreen.clear(), []);

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
    // No box of its own: only where the toasts' controls are looked for.
    <div ref={host} style={{ display: 'contents' }}>
      <ToastContainer
        position={rtl ? 'top-left' : 'top-right'}
        rtl={rtl}
        autoClose={TOAST_AUTO_CLOSE_MS}
        closeOnClick
        draggable
        draggablePercent={TOAST_DRAG_PERCENT}
        pauseOnFocusLoss
        pauseOnHover
        newestOnTop
        transition={Slide}
        // Toasts are announced through each toast's role; the region gets a name.
        aria-label={t('toasts.region')}
      />
    </div>
  );
}
