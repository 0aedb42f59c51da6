import { readLines, type ByteSource, type Line } from './lines';

export type CsvRecord =
  | { line: number; fields: string[]; problem?: undefined }
  | { line: number; problem: 'too-long' | 'unclosed-quote' };

/** A quoted field may hold line breaks; past this many lines an open quote is taken for a stray one. */
const MAX_LINES_PER_RECORD = 20;

/**
 * One CSV line's fields, or undefined when a quote is still open at its end. Lazy about quotes, as OFAC's files need:
 * a quote inside a field that is not followed by a comma or the end is kept as a character. Unquoted fields are
 * trimmed (OFAC writes `-0- `). Not `lazy`, such a quote makes the text no record (null): text joined across lines
 * is read that way, so that a stray quote does not swallow the records after it.
 */
export function parseCsvLine(text: string, lazy = true): string[] | undefined | null {
  const fields: string[] = [];
  let i = 0;
  const n = text.length;
  for (;;) {
    while (i < n && (text[i] === ' ' || text[i] === '\t')) i++;
    if (text[i] === '"') {
      let value = '';
      i++;
      for (;;) {
        if (i >= n) return undefined;
        const c = text[i];
        if (c !== '"') {
          value += c;
          i++;
          continue;
        }
        if (text[i + 1] === '"') {
          value += '"';
          i += 2;
          continue;
        }
        let j = i + 1;
        while (j < n && (text[j] === ' ' || text[j] === '\t')) j++;
        if (j >= n || text[j] === ',') {
          i = j;
          break;
        }
        if (!lazy) return null;
        value += c;
        i++;
      }
      fields.push(value);
    } else {
      const comma = text.indexOf(',', i);
      const end = comma === -1 ? n : comma;
      fields.push(text.slice(i, end).trim());
      i = end;
    }
    if (i >= n) return fields;
    i++;
  }
}

const isBlank = (line: Line) => !line.tooLong && line.text.replaceAll('\x1a', '').trim() === '';

/**
 * Streams a CSV file's records. A record whose quote never closes is reported at its first line and reading goes on
 * with the next line; a line too long to hold is reported and skipped. Blank lines (and a Ctrl-Z end-of-file mark,
 * as old files may end with) are not records.
 */
export async function* readCsvRecords(
  source: ByteSource,
  maxLineChars: number,
  /** A record joined from several lines must have this many fields. */
  fieldCount?: number,
): AsyncGenerator<CsvRecord> {
  const queue: Line[] = [];

  function* settle(final: boolean): Generator<CsvRecord> {
    while (queue.length > 0) {
      const head = queue[0];
      if (head.tooLong) {
        queue.shift();
        yield { line: head.number, problem: 'too-long' };
        continue;
      }
      if (isBlank(head)) {
        queue.shift();
        continue;
      }
      let text = head.text;
      let used = 1;
      let fields = parseCsvLine(text);
      while (fields === undefined && used < queue.length && used < MAX_LINES_PER_RECORD) {
        const next = queue[used];
        if (next.tooLong) break;
        text += '\n' + next.text;
        used++;
        fields = parseCsvLine(text, false);
        if (fields && fieldCount !== undefined && fields.length !== fieldCount) fields = null;
      }
      if (fields) {
        queue.splice(0, used);
        yield { line: head.number, fields };
        continue;
      }
      const mayStillClose =
        fields === undefined && !final && used === queue.length && used < MAX_LINES_PER_RECORD;
      if (mayStillClose) return;
      queue.shift();
      yield { line: head.number, problem: 'unclosed-quote' };
    }
  }

  for await (const line of readLines(source, maxLineChars)) {
    queue.push(line);
    yield* settle(false);
  }
  yield* settle(true);
}
