import { tabDraft } from '../../lib/tab-draft';
import { STEP_TWO_FIELDS, stepTwoDraft, stepTwoFormValues, type StepTwoForm } from './step-two-values';

// Step two's answers as typed (lib/tab-draft.ts) until the server has them all: a draft is sent only after a
// pause in typing (or on BACK) and may fail or be cut short by a reload, and a value that breaks its rule is never
// sent.
const KEY = 'eligibility.stepTwo.unsaved';

/** The answers in a fixed field order, to compare two copies of them. */
function canonical(values: StepTwoForm): string {
  return JSON.stringify(STEP_TWO_FIELDS.map((field) => values[field] ?? null));
}

const kept = (storage: Storage) => tabDraft<StepTwoForm>(KEY, () => storage);

/** Keeps the answers as typed (nothing without a known application). */
export function keepUnsavedStepTwo(
  application: number | null,
  values: StepTwoForm,
  storage: Storage = sessionStorage,
): void {
  kept(storage).keep(application, values);
}

/** The answers kept for this application, as the form holds them, or null. */
export function unsavedStepTwo(
  application: number | null,
  storage: Storage = sessionStorage,
): StepTwoForm | null {
  const values = kept(storage).read(application);
  return values ? stepTwoFormValues(values) : null;
}

/** Whether a draft of these answers carries every one of them (a value that breaks its rule is left out of it). */
export function draftHoldsAll(values: StepTwoForm): boolean {
  const draft = stepTwoDraft(values);
  return STEP_TWO_FIELDS.every((field) => field in draft);
}

/**
 * Forgets the kept answers once the server holds them: `saved` are the answers a draft carried, and only when they
 * are still the latest kept (nothing typed since) and the draft held them all. Without `saved` (the check was
 * submitted or decided), whatever is kept goes.
 */
export function forgetUnsavedStepTwo(saved?: StepTwoForm, storage: Storage = sessionStorage): void {
  const draft = kept(storage);
  if (saved) {
    const latest = draft.latest();
    if (!latest || !draftHoldsAll(saved) || canonical(latest) !== canonical(saved)) return;
  }
  draft.forget();
}
