import { formatPercent } from '../money';
import { DOCUMENT_KEYS, type DocumentKey } from '../schemas/documents';

// financial-upload sends every document in one JSON body, so the browser only learns how much of the whole body has
// gone. The documents sit in that body one after the other, in key order, so the overall fraction tells how far each
// document's own part has gone: that is what each input shows while the bar shows the whole.

export interface BodySpan {
  key: DocumentKey;
  start: number;
  end: number;
}

export interface BodyLayout {
  total: number;
  spans: BodySpan[];
}

/**
 * Where each document lies in `JSON.stringify({ files })` (characters; data URLs and JSON punctuation are ASCII, so
 * for them characters are bytes, and a non-ASCII file name shifts the estimate by a few bytes at most).
 */
export function bodyLayout(
  files: Partial<Record<DocumentKey, { name: string; content: string }>>,
): BodyLayout {
  const spans: BodySpan[] = [];
  let offset = '{"files":{'.length;
  let first = true;
  for (const key of DOCUMENT_KEYS) {
    const file = files[key];
    if (!file) continue;
    if (!first) offset += 1; // the comma between entries
    first = false;
    const entry = `${JSON.stringify(key)}:{"name":${JSON.stringify(file.name)},"content":"`.length;
    const start = offset + entry;
    const end = start + file.content.length;
    spans.push({ key, start, end });
    offset = end + '"}'.length;
  }
  return { total: offset + '}}'.length, spans };
}

/** Each document's own fraction once `fraction` of the whole body has been sent. */
export function documentFractions(
  layout: BodyLayout,
  fraction: number,
): Partial<Record<DocumentKey, number>> {
  const sent = Math.min(1, Math.max(0, fraction)) * layout.total;
  const out: Partial<Record<DocumentKey, number>> = {};
  for (const { key, start, end } of layout.spans) {
    out[key] = end > start ? Math.min(1, Math.max(0, (sent - start) / (end - start))) : sent >= end ? 1 : 0;
  }
  return out;
}

/** Whole percent, for texts; a few steps for announcements so a screen reader is not told every percent. */
export const percent = (fraction: number): number => Math.round(Math.min(1, Math.max(0, fraction)) * 100);

/** A whole percent as the reader writes it ("50%"; "٥٠٪" with Arabic-Indic digits): the money module's percentage. */
export const percentText = (whole: number, locale: string): string =>
  formatPercent(whole / 100, locale, { maximumFractionDigits: 0 });

export function announcementStep(fraction: number, step = 25): number {
  return Math.floor(percent(fraction) / step) * step;
}
