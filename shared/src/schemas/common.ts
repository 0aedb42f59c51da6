import { z } from 'zod';
import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { CAPTCHA_TOKEN_MAX_LENGTH, TEXT_MAX_LENGTH } from '../constants/limits';
import { MESSAGES, maxLengthMessage, minLengthMessage } from '../constants/messages';

// Building blocks whose messages match spec section 5. Checks are ordered by priority because
// both the server (first zod issue) and react-hook-form (first error per field) show only one.

/** No bidirectional embedding, override or isolate (U+202A–U+202E, U+2066–U+2069): they reorder what a reader sees. */
const NO_DIRECTION_CHARACTERS = /^[^\u202a-\u202e\u2066-\u2069]*$/;

/**
 * A string whose absence, blankness or wrong type all read "Value is required". Never unbounded: without a `max` of
 * its own, TEXT_MAX_LENGTH applies.
 */
export function requiredText(opts: { min?: number; max?: number } = {}) {
  let schema = z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required);
  if (opts.min !== undefined && opts.min > 1) schema = schema.min(opts.min, minLengthMessage(opts.min));
  const max = opts.max ?? TEXT_MAX_LENGTH;
  return schema.max(max, maxLengthMessage(max)).regex(NO_DIRECTION_CHARACTERS, MESSAGES.directionCharacters);
}

/** Required, trimmed, valid e-mail address; "Value is required" first, then format, then length. */
export function requiredEmail(max?: number) {
  const format = z.email(MESSAGES.invalidEmail);
  return requiredText().pipe(max === undefined ? format : format.max(max, maxLengthMessage(max)));
}

export function isEmail(value: string): boolean {
  return z.email().safeParse(value).success;
}

/**
 * Phone numbers in international format (+<country code><number>), checked by libphonenumber-js with the "min"
 * metadata: the metadata the registration form's phone field formats with, so both read a number the same way.
 */
export function phoneNumber() {
  return requiredText().refine((v) => isValidPhoneNumber(v), MESSAGES.wrongNumber);
}

export function captchaToken() {
  return z
    .string({ error: MESSAGES.captchaRequired })
    .trim()
    .min(1, MESSAGES.captchaRequired)
    .max(CAPTCHA_TOKEN_MAX_LENGTH, MESSAGES.captchaRequired);
}

const NUMBER_TEXT = /^\d+(\.\d+)?$/;

type NumberOptions = { max?: number; maxMessage?: string; integer?: boolean };

// Money inputs keep only digits and show thousands separators, so forms hold "1,250,000";
// the server may also receive plain numbers. Both become a number.
function toNumber(value: unknown, ctx: z.RefinementCtx, optional: boolean): number | undefined {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    if (!optional) ctx.addIssue({ code: 'custom', message: MESSAGES.required });
    return undefined;
  }
  if (typeof value === 'number') {
    if (Number.isFinite(value)) return value;
    ctx.addIssue({ code: 'custom', message: MESSAGES.notANumber });
    return undefined;
  }
  if (typeof value === 'string') {
    const digits = value.replace(/[\s,]/g, '');
    if (NUMBER_TEXT.test(digits)) return Number(digits);
    if (/^-\d/.test(digits)) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.negativeNumber });
      return undefined;
    }
  }
  ctx.addIssue({ code: 'custom', message: MESSAGES.notANumber });
  return undefined;
}

function numberChecks(opts: NumberOptions) {
  let n = z.number().min(0, MESSAGES.negativeNumber);
  if (opts.integer) n = n.int(MESSAGES.notANumber);
  return n.max(opts.max ?? Number.MAX_SAFE_INTEGER, opts.maxMessage ?? MESSAGES.notANumber);
}

/** Required number given as a number or a digit string with optional thousands separators. */
export function requiredNumber(opts: NumberOptions = {}) {
  return z
    .union([z.number(), z.string()], { error: MESSAGES.required })
    .transform((v, ctx) => toNumber(v, ctx, false) ?? z.NEVER)
    .pipe(numberChecks(opts));
}

/** Like requiredNumber, but blank, null or missing give undefined. */
export function optionalNumber(opts: NumberOptions = {}) {
  return z
    .union([z.number(), z.string(), z.null(), z.undefined()], { error: MESSAGES.notANumber })
    .optional()
    .transform((v, ctx) => toNumber(v, ctx, true))
    .pipe(numberChecks(opts).optional());
}

/** Yes/No answers; booleans are accepted and normalised so stored data has one shape. */
export function yesNo() {
  return z
    .union([z.enum(['Yes', 'No']), z.boolean()], { error: MESSAGES.required })
    .transform((v): 'Yes' | 'No' => (typeof v === 'boolean' ? (v ? 'Yes' : 'No') : v));
}

const DATA_URL = /^data:[\w.+-]*\/?[\w.+-]*(;[\w=.+-]+)*;base64,/;

/** Decoded byte length of a base64 data URL, without decoding it. */
export function dataUrlByteLength(dataUrl: string): number {
  const comma = dataUrl.indexOf(',');
  const b64 = dataUrl.slice(comma + 1);
  const padding = b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((b64.length * 3) / 4) - padding);
}

/** A file sent inline as { name, content: "data:…;base64,…" }. */
export function inlineFile(opts: {
  maxBytes: number;
  tooLargeMessage: string;
  extensions?: readonly string[];
  extensionMessage?: string;
}) {
  return z
    .object(
      {
        name: requiredText({ max: 255 }),
        content: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required),
      },
      { error: MESSAGES.required },
    )
    .superRefine((file, ctx) => {
      if (opts.extensions && !hasExtension(file.name, opts.extensions)) {
        ctx.addIssue({
          code: 'custom',
          path: ['name'],
          message: opts.extensionMessage ?? MESSAGES.invalidOption,
        });
        return;
      }
      if (!DATA_URL.test(file.content)) {
        ctx.addIssue({ code: 'custom', path: ['content'], message: MESSAGES.invalidDataUrl });
        return;
      }
      if (dataUrlByteLength(file.content) > opts.maxBytes) {
        ctx.addIssue({ code: 'custom', path: ['content'], message: opts.tooLargeMessage });
      }
    });
}

export function hasExtension(fileName: string, extensions: readonly string[]): boolean {
  const lower = fileName.trim().toLowerCase();
  return extensions.some((ext) => lower.endsWith(`.${ext}`));
}
