import fs from 'node:fs';
import { drawn, pieces } from './rtl';

// How a line of the Arabic letter is handed to pdfkit: checked against fontkit (pdfkit's layout engine), the glyph
// order it lays the handed text out in being the order on the page, left to right.

interface LaidOut {
  glyphs: Array<{ codePoints: number[] }>;
}
// fontkit has no types of its own; only layout is used.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const fontkit = require('fontkit') as {
  create(data: Buffer): { layout(text: string, f: string[]): LaidOut };
};
const naskh = fontkit.create(
  fs.readFileSync(
    require.resolve('@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff'),
  ),
);
const FONTS = { arabic: 'arabic', latin: 'latin' };

/** The characters of `piece` in the order its glyphs land on the page, left to right. */
const onPage = (text: string) =>
  String.fromCodePoint(...naskh.layout(text, ['rlig']).glyphs.flatMap((g) => g.codePoints));

describe('a right-to-left line', () => {
  it('draws an Arabic-Indic number in reading order, most significant digit on the left', () => {
    const number = pieces('بسعر البيع البالغ ١٠٨٬٠٠٠٫٠١ USD', FONTS).find((p) => p.text.startsWith('١'))!;
    expect(number).toMatchObject({ text: '١٠٨٬٠٠٠٫٠١', font: 'arabic' });
    expect(number.level % 2).toBe(0);
    expect(onPage(drawn(number))).toBe('١٠٨٬٠٠٠٫٠١');
  });

  it('draws Arabic words as fontkit lays them out (right to left), and Western digits as they are', () => {
    const [word] = pieces('المبلغ', FONTS);
    expect(drawn(word)).toBe('المبلغ');
    const western = pieces('المبلغ 108,000.01', FONTS).find((p) => p.text.startsWith('1'))!;
    expect(drawn(western)).toBe('108,000.01');
  });
});
