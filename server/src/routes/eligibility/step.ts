import {
  eligibilityStepOneSchema,
  eligibilityStepSchema,
  eligibilityStepTwoSchema,
  type EligibilityStep,
} from '@onboarding/shared/schemas';
import type { z } from 'zod';

/*
 * Save and resume. The browser PATCHes `{ eligibility_step: { ...fields, draft: true } }` when leaving a step (NEXT
 * on step one, BACK on step two); without `draft: true` the body is the final submission. In a draft:
 *   - a field that is absent (or undefined) keeps its saved value;
 *   - a field that is null, a blank string or an empty list is cleared;
 *   - any other value must pass that field's own rule (the same message as the form), or nothing is saved;
 *   - unknown fields (optionsAll, …) are dropped.
 */

type FieldSchema = z.ZodType<unknown, unknown>;

// Field by field, the rules of the full PATCH body: the website carries its https:// prefix, as in the final body.
const FIELD_SCHEMAS: Record<string, FieldSchema> = {
  ...eligibilityStepOneSchema.shape,
  ...eligibilityStepTwoSchema.shape,
  businessWebsite: eligibilityStepSchema.shape.businessWebsite,
};

const STEP_FIELDS = Object.keys(FIELD_SCHEMAS);

export type StoredStep = Record<string, unknown>;

export interface DraftPatch {
  set: StoredStep;
  clear: string[];
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const isBlank = (v: unknown) =>
  v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

export function parseDraft(raw: Record<string, unknown>): Parsed<DraftPatch> {
  const set: StoredStep = {};
  const clear: string[] = [];
  for (const field of STEP_FIELDS) {
    const value = raw[field];
    if (value === undefined) continue;
    if (isBlank(value)) {
      clear.push(field);
      continue;
    }
    const parsed = FIELD_SCHEMAS[field].safeParse(value);
    if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'Invalid value' };
    set[field] = parsed.data;
  }
  return { ok: true, value: { set, clear } };
}

/** The saved step after a draft: a "No" to debt drops the debt amount, as the form does (spec section 4). */
export function applyDraft(stored: StoredStep | null, patch: DraftPatch): StoredStep {
  const next: StoredStep = { ...(stored ?? {}), ...patch.set };
  for (const field of patch.clear) delete next[field];
  return withoutStaleDebtAmount(next);
}

export function parseFinalStep(raw: Record<string, unknown>): Parsed<EligibilityStep> {
  const parsed = eligibilityStepSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'Invalid value' };
  return { ok: true, value: withoutStaleDebtAmount(parsed.data) };
}

function withoutStaleDebtAmount<T extends StoredStep>(step: T): T {
  if (step.debt !== 'No' || !('debtAmount' in step)) return step;
  const { debtAmount: _dropped, ...rest } = step;
  return rest as T;
}

/** Equality of two JSON values regardless of key order (jsonb does not keep it). */
export function sameJson(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
