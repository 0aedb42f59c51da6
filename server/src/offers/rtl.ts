import bidiFactory from 'bidi-js';

// Arabic in the offer letter. pdfkit shapes Arabic through fontkit (joining forms, lam-alef) and lays out a
// right-to-left run in visual order, but only when a run is laid out whole (passing OpenType features does that),
// and it neither wraps right-to-left nor orders mixed runs (numbers, Latin) by the Unicode bidirectional algorithm
// (foliojs/pdfkit#219). So a paragraph is wrapped here, each line is cut into runs of one bidi level and one font,
// the runs are put in visual order (UAX #9 rule L2, with bidi-js's levels), and each is drawn at its place from the
// right margin: Arabic runs in logical order (fontkit reverses and shapes them), other right-to-left runs reversed
// and mirrored here, left-to-right runs (digits, Latin) as they are (an Arabic-Indic number aside: see drawn).

const bidi = bidiFactory();

/** Arabic letters, marks and presentation forms, and the Arabic comma, semicolon and question mark. */
const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
/** Laying a run out whole (not word by word) is what makes pdfkit keep it in visual order: any feature does it. */
const FEATURES: PDFKit.Mixins.OpenTypeFeatures[] = ['rlig'];

export interface RtlFonts {
  /** Registered pdfkit font names: one with Arabic glyphs, one for digits and Latin. */
  arabic: string;
  latin: string;
}

export interface RtlOptions {
  x: number;
  width: number;
  fontSize: number;
  fonts: RtlFonts;
  /** Distance between baselines (default 1.8 × the size: Naskh's marks reach far above and below). */
  lineHeight?: number;
  /** Where a new page's text starts. */
  top: number;
  bottom: number;
}

export interface Piece {
  text: string;
  level: number;
  font: string;
}

/** Bidi format characters (marks, embeddings, isolates): they steer the levels, and are not drawn (UAX #9 X9). */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/**
 * Text kept left to right as a whole inside Arabic (an isolate): digits joined by hyphens, such as 2027-01-1, would
 * otherwise read backwards after Arabic letters (they count as Arabic numbers there, which a hyphen does not join).
 */
export const leftToRight = (text: string): string => `\u2066${text}\u2069`;

const fontOf = (ch: string, fonts: RtlFonts) =>
  ARABIC.test(ch) || /\s/.test(ch) ? fonts.arabic : fonts.latin;

/** The runs of `line` (logical order) of one bidi level and one font. */
export function pieces(line: string, fonts: RtlFonts): Piece[] {
  const { levels } = bidi.getEmbeddingLevels(line, 'rtl');
  const out: Piece[] = [];
  const chars = [...line];
  let offset = 0;
  for (const ch of chars) {
    const level = levels[offset];
    offset += ch.length;
    if (ch.match(BIDI_CONTROLS)) continue;
    // A space takes its neighbour's font when it is in a left-to-right run (between Latin words).
    const font = level % 2 === 0 && /\s/.test(ch) ? fonts.latin : fontOf(ch, fonts);
    const last = out[out.length - 1];
    if (last && last.level === level && last.font === font) last.text += ch;
    else out.push({ text: ch, level, font });
  }
  return out;
}

/** UAX #9 L2: from the highest level down to the lowest odd one, reverse every run of pieces at that level or higher. */
export function visualOrder<T extends { level: number }>(runs: T[]): T[] {
  const out = [...runs];
  const highest = Math.max(0, ...out.map((r) => r.level));
  const lowestOdd = Math.min(...out.map((r) => r.level).filter((l) => l % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < out.length;) {
      if (out[i].level < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < out.length && out[j].level >= level) j++;
      out.splice(i, j - i, ...out.slice(i, j).reverse());
      i = j;
    }
  }
  return out;
}

/**
 * What to hand pdfkit for a piece: see the top of this file. fontkit lays out any run of Arabic script right to left,
 * Arabic-Indic digits (a left-to-right run inside Arabic) included: such a number is handed over reversed, so that
 * fontkit's reversal puts its digits back in reading order.
 */
export function drawn(piece: Piece): string {
  if (piece.level % 2 === 0) return ARABIC.test(piece.text) ? [...piece.text].reverse().join('') : piece.text;
  if (ARABIC.test(piece.text)) return piece.text;
  return [...piece.text]
    .reverse()
    .map((ch) => bidi.getMirroredCharacter(ch) ?? ch)
    .join('');
}

function widthOf(doc: PDFKit.PDFDocument, text: string, font: string, size: number): number {
  return doc.font(font).fontSize(size).widthOfString(text, { features: FEATURES });
}

/** Wraps `text` into lines (logical order) no wider than `width`, at spaces. */
function wrap(doc: PDFKit.PDFDocument, text: string, opts: RtlOptions): string[] {
  const measure = (s: string) =>
    pieces(s, opts.fonts).reduce((sum, p) => sum + widthOf(doc, p.text, p.font, opts.fontSize), 0);
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && measure(candidate) > opts.width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/** Draws a right-to-left paragraph from the current y, right-aligned in [x, x + width]; leaves doc.y below it. */
export function rtlParagraph(doc: PDFKit.PDFDocument, text: string, opts: RtlOptions): void {
  const lineHeight = opts.lineHeight ?? opts.fontSize * 1.8;
  let y = doc.y;
  for (const line of wrap(doc, text, opts)) {
    if (y + lineHeight > opts.bottom) {
      doc.addPage();
      y = opts.top;
    }
    const runs = visualOrder(pieces(line, opts.fonts)).map((p) => ({
      ...p,
      text: drawn(p),
    }));
    const widths = runs.map((r) => widthOf(doc, r.text, r.font, opts.fontSize));
    let x = opts.x + opts.width - widths.reduce((a, b) => a + b, 0);
    const baseline = y + opts.fontSize * 1.2;
    // The line's text in logical order, for copying, searching and screen readers: the glyphs alone do not give it
    // back (they are in visual order, and Naskh draws several letters as one dotless form plus dots).
    doc.markContent('Span', {
      actual: line.replace(BIDI_CONTROLS, ''),
      ...(hasArabic(line) ? { lang: 'ar' } : {}),
    });
    runs.forEach((run, i) => {
      doc
        .font(run.font)
        .fontSize(opts.fontSize)
        .text(run.text, x, baseline, { lineBreak: false, features: FEATURES, baseline: 'alphabetic' });
      x += widths[i];
    });
    doc.endMarkedContent();
    y += lineHeight;
  }
  doc.x = opts.x;
  doc.y = y;
}

export const hasArabic = (text: string): boolean => ARABIC.test(text);
