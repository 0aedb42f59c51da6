import type { FieldError, Slot } from './documentSlots';

// What a document input says of its slot, for /financials and for the dashboard's requests for information alike:
// keys of their `status` and `errors` texts, which each app words in its own namespace.

/** The `status` texts of the line under an input (`uploading` takes the file's `percent`). */
export type SlotStatusKey = 'chosen' | 'reading' | 'uploading' | 'stored' | 'failedUpload' | 'refused';

/** What the line under an input says of its slot; null when it says nothing. */
export function slotStatusKey(slot: Slot): SlotStatusKey | null {
  switch (slot.status) {
    case 'chosen':
    case 'reading':
    case 'uploading':
    case 'stored':
      return slot.status;
    case 'failed':
      // An unreadable file says so at its input (slotErrorText); its line only offers the retry.
      if (slot.failure === 'read') return null;
      return slot.failure === 'refused' ? 'refused' : 'failedUpload';
    case 'empty':
      return null;
  }
}

/** Retry is offered for a file that failed, unless the server refused it: that one needs another file. */
export const canRetry = (slot: Slot): boolean => slot.status === 'failed' && slot.failure !== 'refused';

/**
 * What the input is in error for: a file the server refused (in the server's words), one that could not be read (the
 * `status.failedRead` text), or one a rule of the picker refused (an `errors` text). A failed request is no fault of
 * the file, so it is none of these.
 */
export function slotErrorText(
  slot: Slot,
  texts: { failedRead(): string; error(error: FieldError): string },
): string | null {
  return (
    slot.reason ??
    (slot.failure === 'read' ? texts.failedRead() : slot.error ? texts.error(slot.error) : null)
  );
}
