import { formatLocale, useTranslation } from '@onboarding/shared';
import { DOCUMENT_KEYS, type DocumentKey } from '@onboarding/shared/schemas';
import { notifyError } from '@onboarding/shared/ui';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import {
  initialSlots,
  isBusy,
  missingRequired,
  slotsReducer,
  type SlotAction,
  type Slots,
} from '../documentSlots';
import { submitDocuments, type SubmitDeps } from '../submitDocuments';
import { announcementStep, percentText } from '../uploadProgress';
import { UPLOAD_NS } from './texts';

const CONFLICT = 409;

/** What the live region says while the documents go; each app words its own (uploading, or sending to a reviewer). */
export interface UploadAnnouncements {
  reading: string;
  /** `percent` is written already, in the reader's digits ("50%"). */
  progress(percent: string): string;
  stored: string;
  failed: string;
}

export interface DocumentUploadOptions {
  /** The documents the send requires; the /financials rule by default. */
  required?: readonly DocumentKey[];
  upload: SubmitDeps['upload'];
  announce: UploadAnnouncements;
  /** The documents are stored; `stillHere` is false when the form was left while the request ran. */
  onStored(stillHere: boolean): void;
  /** The server refused with a conflict (the step or the request is no longer open); its reason is toasted first. */
  onConflict?(): void;
}

export interface DocumentUpload {
  slots: Slots;
  dispatch(action: SlotAction): void;
  /** An upload is in flight: the inputs are locked. */
  busy: boolean;
  /** The progress bar's value: 0 while the files are read, then the fraction of the request sent. */
  progress: number;
  /** The live region's text: progress in steps, so a screen reader is not told every percent. */
  announcement: string;
  /** The server's reason for a refusal that names no document. */
  formError: string | null;
  /** A stable ref callback per input, so the missing first one can take the focus. */
  inputRef(key: DocumentKey): (el: HTMLInputElement | null) => void;
  /** Checks the required documents, then reads and sends the chosen ones; Retry calls it again. */
  submit(): Promise<void>;
}

/**
 * The state and the send of a document form: the slots, the overall progress with its announcements, and what a
 * failure says (an unreadable file, a conflict in the server's words, or the generic text with the server's reason
 * about the whole form).
 */
export function useDocumentUpload({
  required,
  upload,
  announce,
  onStored,
  onConflict,
}: DocumentUploadOptions): DocumentUpload {
  const { t } = useTranslation(UPLOAD_NS);
  const [slots, dispatch] = useReducer(slotsReducer, undefined, initialSlots);
  const [overall, setOverall] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const inputs = useRef<Partial<Record<DocumentKey, HTMLInputElement | null>>>({});
  // Stable per input, so the shared FileDrop does not re-attach its handle on every progress render.
  const inputRefs = useMemo(
    () =>
      Object.fromEntries(
        DOCUMENT_KEYS.map((key) => [
          key,
          (el: HTMLInputElement | null) => {
            inputs.current[key] = el;
          },
        ]),
      ) as Record<DocumentKey, (el: HTMLInputElement | null) => void>,
    [],
  );
  const inFlight = useRef(false);
  const mounted = useRef(true);
  const busy = isBusy(slots);
  const reading = DOCUMENT_KEYS.some((key) => slots[key].status === 'reading');

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function submit() {
    if (inFlight.current) return;
    const missing = missingRequired(slots, required);
    if (missing.length > 0) {
      dispatch({ type: 'requireMissing', required });
      inputs.current[missing[0]]?.focus();
      return;
    }
    inFlight.current = true;
    setFormError(null);
    setOverall(0);
    setAnnouncement(announce.reading);
    let announced = -1;
    const outcome = await submitDocuments(slots, {
      upload,
      dispatch,
      onProgress: (fraction) => {
        setOverall(fraction);
        const step = announcementStep(fraction);
        if (step !== announced) {
          announced = step;
          setAnnouncement(announce.progress(percentText(step, formatLocale())));
        }
      },
    });
    inFlight.current = false;
    if (outcome.ok) {
      setAnnouncement(announce.stored);
      onStored(mounted.current);
      return;
    }
    setAnnouncement(announce.failed);
    if (outcome.reason === 'read') {
      notifyError(t('errors.fileRead'));
      return;
    }
    // The step or the request is no longer open: the server's reason says more than the generic text.
    if (outcome.refusal?.status === CONFLICT) {
      notifyError(outcome.refusal.message);
      onConflict?.();
      return;
    }
    // Spec section 8: a failed upload toasts the generic text; the server's reason is shown at the document it names,
    // or about the whole form.
    notifyError(t('errors.generic'));
    if (outcome.document === null && outcome.refusal) setFormError(outcome.refusal.message);
  }

  return {
    slots,
    dispatch,
    busy,
    progress: reading ? 0 : overall,
    announcement,
    formError,
    inputRef: (key) => inputRefs[key],
    submit,
  };
}
