const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

/** A range wider than this many years says little about a person: only its two ends are kept. */
const MAX_RANGE_YEARS = 15;

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** `YYYY`, `YYYY-MM` or `YYYY-MM-DD` when the parts make a real date, else undefined. */
export function isoDate(year: number, month?: number, day?: number): string | undefined {
  if (!Number.isInteger(year) || year < 1000 || year > 2999) return undefined;
  if (month === undefined) return pad(year, 4);
  if (!Number.isInteger(month) || month < 1 || month > 12) return undefined;
  if (day === undefined) return `${pad(year, 4)}-${pad(month, 2)}`;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (!Number.isInteger(day) || day < 1 || day > last) return undefined;
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/**
 * An ISO date at the start of the text, as precise as it is (`1971-02-03`, `1971-02`, `1971`); a time or zone after
 * it (`2015-04-07-04:00`, `1971-02-03T00:00:00`) is dropped. Undefined when the text does not start with one.
 */
export function readIsoDate(text: string): string | undefined {
  const m = /^\s*(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?(?=$|[^\d])/.exec(text);
  if (!m) return undefined;
  return isoDate(
    Number(m[1]),
    m[2] === undefined ? undefined : Number(m[2]),
    m[3] === undefined ? undefined : Number(m[3]),
  );
}

/** Every year from one to the other when the span is short, else just the two. */
export function yearRange(from: number, to: number): string[] {
  const [a, b] = from <= to ? [from, to] : [to, from];
  if (isoDate(a) === undefined || isoDate(b) === undefined) return [];
  if (b - a > MAX_RANGE_YEARS) return [pad(a, 4), pad(b, 4)];
  const out: string[] = [];
  for (let y = a; y <= b; y++) out.push(pad(y, 4));
  return out;
}

/** `03 Feb 1971`, `3 February 1971`, `Feb 1971`, `1971`: one date in OFAC's words. */
function readWordDate(text: string): { iso: string; year: number } | undefined {
  const m = /^(?:(\d{1,2})\s+)?(?:([A-Za-z]{3,9})\.?\s+)?(\d{4})$/.exec(text.trim());
  if (!m) return undefined;
  const year = Number(m[3]);
  if (m[2] === undefined) {
    if (m[1] !== undefined) return undefined;
    const iso = isoDate(year);
    return iso ? { iso, year } : undefined;
  }
  const month = MONTHS[m[2].slice(0, 3).toLowerCase()];
  if (month === undefined) return undefined;
  const iso = isoDate(year, month, m[1] === undefined ? undefined : Number(m[1]));
  return iso ? { iso, year } : undefined;
}

/**
 * A date of birth as OFAC writes it in Remarks: `03 Feb 1971`, `Feb 1971`, `1971`, `circa 1971`, `1970 to 1972`,
 * `03 Feb 1971 to 05 Mar 1972`. A range becomes its years. Undefined when it cannot be read.
 */
export function readOfacDate(text: string): string[] | undefined {
  const cleaned = text
    .trim()
    .replace(/\.$/, '')
    .replace(/^(?:circa|approximately|approx\.?|about|ca\.)\s+/i, '')
    .trim();
  const range = /^(.+?)\s+(?:to|-|–)\s+(.+)$/i.exec(cleaned);
  if (range) {
    const from = readWordDate(range[1]);
    const to = readWordDate(range[2]);
    if (!from || !to) return undefined;
    return yearRange(from.year, to.year);
  }
  const word = readWordDate(cleaned);
  if (word) return [word.iso];
  const iso = /^\d{4}-\d{2}(?:-\d{2})?$/.test(cleaned) ? readIsoDate(cleaned) : undefined;
  return iso ? [iso] : undefined;
}
