import zlib from 'node:zlib';

// A small reader of the text a letter shows (tests only), in the order it is drawn, one line of text a line. Enough to
// check that a letter says what it must. pdfkit writes Helvetica text as hex strings in TJ arrays inside
// Flate-compressed content streams; the Arabic letter's and the clauses' Naskh lines (glyph ids of an embedded font,
// in visual order) are read from the text their marked-content span gives them (/ActualText, rtl.ts), as a PDF
// reader copies them.

const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };

/** A PDF literal string's bytes (escapes undone), as text: UTF-16BE when it starts with its byte order mark. */
function literal(body: string): string {
  const bytes = body.replace(/\\([0-7]{1,3}|[\s\S])/g, (_, c: string) =>
    /^[0-7]/.test(c) ? String.fromCharCode(parseInt(c, 8)) : (ESCAPES[c] ?? c),
  );
  if (!bytes.startsWith('\u00FE\u00FF')) return bytes;
  return Buffer.from(bytes.slice(2), 'latin1').swap16().toString('utf16le');
}

const TOKENS = /\/ActualText \(((?:\\[\s\S]|[^\\)])*)\)[\s\S]*?BDC|\nEMC|\nBT\n([\s\S]*?)\nET/g;

export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const out: string[] = [];
  const stream = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = stream.exec(raw))) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    let content: string;
    try {
      content = zlib.inflateSync(Buffer.from(raw.slice(start, end), 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    // Inside a span with its text, the glyphs drawn are that text: read once, from the span.
    let spans = 0;
    for (const [token, actual, block] of content.matchAll(TOKENS)) {
      if (actual !== undefined) {
        out.push(literal(actual));
        spans++;
      } else if (token === '\nEMC') spans = Math.max(0, spans - 1);
      else if (!spans)
        for (const array of block.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
          const hex = [...array[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('');
          out.push(Buffer.from(hex, 'hex').toString('latin1'));
        }
    }
  }
  return out.join('\n');
}
