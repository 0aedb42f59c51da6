// Reading a money cell of an applicant's transaction CSV as integer cents. One reader for the server's import and the
// browser's check of the mapped file (the transactions remote's CSV worker), so both refuse the same cells. The
// worker compiles this file in by its path: it imports nothing, because a worker has no federation share scope to
// take @onboarding/shared from.

const CURRENCY_AFFIX = /^(?:[A-Za-z]{3}|[$€£¥₹﷼])\s*|\s*(?:[A-Za-z]{3}|[$€£¥₹﷼])$/g;

const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;

/**
 * The plain decimal text ("-1200.50", ".5") of a money amount: optional currency symbol or ISO code, optional sign
 * or accounting parentheses, thousands separators (comma, space, apostrophe), a decimal point, or a decimal comma
 * with one or two digits ("12,50").
 */
export function amountDecimalText(raw: string): string | null {
  // Most cells are plain numbers: read them without the general path's string work.
  if (PLAIN_NUMBER.test(raw)) return raw;
  let value = raw.trim();
  if (value === '') return null;
  // One sign at most: parentheses, or a leading +/- before or after the currency ("-$10", "$-10").
  let signs = 0;
  let negative = false;
  if (value.startsWith('(') && value.endsWith(')')) {
    signs++;
    negative = true;
    value = value.slice(1, -1).trim();
  }
  for (let pass = 0; pass < 2; pass++) {
    if (value.startsWith('-') || value.startsWith('+')) {
      signs++;
      negative = negative || value.startsWith('-');
      value = value.slice(1).trim();
    }
    if (pass === 0) value = value.replace(CURRENCY_AFFIX, '');
  }
  if (signs > 1) return null;
  let number: string;
  if (/^\d{1,3}(?:[,\s' ]\d{3})+(?:\.\d+)?$/.test(value)) number = value.replace(/[,\s' ]/g, '');
  else if (/^\d+(?:\.\d+)?$/.test(value) || /^\.\d+$/.test(value)) number = value;
  else if (/^\d+,\d{1,2}$/.test(value)) number = value.replace(',', '.');
  else return null;
  return negative ? `-${number}` : number;
}

const MAX_WHOLE_UNITS = Math.floor(Number.MAX_SAFE_INTEGER / 100);

/**
 * The integer cents of a plain decimal text (-?digits[.digits] or -?.digits), read digit by digit so that no float
 * product ever rounds it ("0.29" is 29, not 28.999…). Decimals past the cent round half away from zero, on the
 * third one alone ("1.005" is 101, "-1.005" is -101), as decimalToMinor does. NaN when the text
 * is not such a decimal or its cents are not a safe integer. Runs on every amount cell of files of millions of rows,
 * so it reads char codes instead of matching a regex and allocates nothing.
 */
function plainCents(text: string): number {
  const length = text.length;
  const negative = text.charCodeAt(0) === 45; // "-"
  let i = negative ? 1 : 0;
  const wholeStart = i;
  let whole = 0;
  for (; i < length; i++) {
    const d = text.charCodeAt(i) - 48;
    if (d < 0 || d > 9) break;
    whole = whole * 10 + d;
  }
  const wholeDigits = i - wholeStart;
  let fraction = 0;
  if (i < length) {
    if (text.charCodeAt(i) !== 46 || i === length - 1) return NaN; // "." followed by at least one digit
    const first = ++i;
    for (; i < length; i++) {
      const d = text.charCodeAt(i) - 48;
      if (d < 0 || d > 9) return NaN;
      const place = i - first;
      if (place === 0) fraction += d * 10;
      else if (place === 1) fraction += d;
      else if (place === 2 && d >= 5) fraction += 1;
    }
  } else if (wholeDigits === 0) return NaN;
  if (whole > MAX_WHOLE_UNITS) return NaN;
  const cents = whole * 100 + fraction;
  if (!Number.isSafeInteger(cents)) return NaN;
  return negative && cents !== 0 ? -cents : cents;
}

/** A money amount (see amountDecimalText) in integer cents, or null; see plainCents for the rounding and the bounds. */
export function readCents(raw: string): number | null {
  const fast = plainCents(raw);
  if (!Number.isNaN(fast)) return fast;
  const text = amountDecimalText(raw);
  if (text === null) return null;
  const cents = plainCents(text);
  return Number.isNaN(cents) ? null : cents;
}
