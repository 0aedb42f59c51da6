import { StringDecoder } from 'node:string_decoder';
import type { Readable } from 'node:stream';
import Papa from 'papaparse';
import { MESSAGES } from '@onboarding/shared/constants';
import { CsvImportError, HEADER_TOO_LONG, NOT_CSV_TEXT } from './import-error';

export interface CsvHead {
  /** Cells of the first non-blank row, trimmed. */
  headers: string[];
  /** The delimiter found in the head, used for the whole file. */
  delimiter: string;
  /** Data rows that fit entirely in the head, to sniff the date format. */
  sampleRows: string[][];
}

export const HEAD_BYTES = 256 * 1024;

/**
 * Reads at most `maxBytes` from the start of a stored CSV (then lets the stream go) and returns its header row.
 * Refuses, with the spec's messages where it has one, a file that is empty, binary, or has no line end in the head.
 */
export async function readCsvHead(source: Readable, maxBytes = HEAD_BYTES): Promise<CsvHead> {
  const decoder = new StringDecoder('utf8');
  let text = '';
  let bytes = 0;
  let ended = true;
  try {
    for await (const chunk of source) {
      const buf: Buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      const room = maxBytes - bytes;
      text += decoder.write(buf.length > room ? buf.subarray(0, room) : buf);
      bytes += Math.min(buf.length, room);
      if (bytes >= maxBytes) {
        ended = false;
        break;
      }
    }
  } finally {
    source.destroy();
  }
  if (ended) text += decoder.end();
  if (text.includes('\u0000')) throw new CsvImportError(400, NOT_CSV_TEXT);
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (!ended) {
    // The last line of the head is probably cut: keep complete lines only.
    const lastBreak = Math.max(text.lastIndexOf('\n'), text.lastIndexOf('\r'));
    if (lastBreak < 0) throw new CsvImportError(400, HEADER_TOO_LONG);
    text = text.slice(0, lastBreak);
  }
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  const rows = parsed.data;
  if (rows.length === 0 || rows[0].every((c) => c.trim() === ''))
    throw new CsvImportError(400, MESSAGES.csvEmpty);
  return {
    headers: rows[0].map((c) => c.trim()),
    delimiter: parsed.meta.delimiter || ',',
    sampleRows: rows.slice(1),
  };
}
