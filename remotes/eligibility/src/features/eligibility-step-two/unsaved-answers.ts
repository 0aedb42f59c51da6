import { STEP_TWO_FIELDS, stepTwoDraft, stepTwoFormValues, type StepTwoForm } from './step-two-values';

// Step two's answers as typed, kept in the tab's session storage until the server has them all: a draft is sent
// only after a pause in typing (or on BACK) and may fail or be cut short by a reload, and a value that breaks its
// rule is never sent. Kept per application, so a new application in the same tab never opens with another's answers.
const KEY = 'eligibility.stepTwo.unsaved';

interface Unsaved {
  application: number;
  values: StepTwoForm;
}

/** The answers in a fixed field order, to compare two copies of them. */
function canonical(values: StepTwoForm): string {
  return JSON.stringify(STEP_TWO_FIELDS.map((field) => values[field] ?? null));
}

function read(storage: Storage): Unsaved | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(KEY) ?? 'null');
    if (!parsed || typeof parsed !== 'object') return null;
    const { application, values } = parsed as Record<string, unknown>;
    if (typeof application !== 'number' || !values || typeof values !== 'object') return null;
    return { application, values: values as StepTwoForm };
  } catch {
    return null;
  }
}

/** Keeps the answers as typed (nothing without a known application). Storage that refuses is left alone. */
export function keepUnsavedStepTwo(
  application: number | null,
  values: StepTwoForm,
  storage: Storage = sessionStorage,
): void {
  if (application === null) return;
  try {
    storage.setItem(KEY, JSON.stringify({ application, values } satisfies Unsaved));
  } catch {
    // Full or disabled storage: the server draft is then the only copy, as before.
  }
}

/** The answers kept for this application, as the form holds them, or null. */
export function unsavedStepTwo(
  application: number | null,
  storage: Storage = sessionStorage,
): StepTwoForm | null {
  const unsaved = read(storage);
  if (application === null || !unsaved || unsaved.application !== application) return null;
  return stepTwoFormValues(unsaved.values);
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
  try {
    if (saved) {
      const unsaved = read(storage);
      if (!unsaved || !draftHoldsAll(saved) || canonical(unsaved.values) !== canonical(saved)) return;
    }
    storage.removeItem(KEY);
  } catch {
    // Nothing to forget where nothing could be kept.
  }
}
