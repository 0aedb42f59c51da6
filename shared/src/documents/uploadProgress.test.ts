import { announcementStep, bodyLayout, documentFractions, percent, percentText } from './uploadProgress';

const files = {
  // Given out of order on purpose: the body (and so the layout) follows the document order.
  CapTable: { name: 'cap.png', content: 'data:image/png;base64,AAAA' },
  Registration: { name: 'réG "1".pdf', content: 'data:application/pdf;base64,QUJD' },
  FundraisingSummary: { name: 's.xlsx', content: 'data:application/vnd.ms-excel;base64,' + 'A'.repeat(400) },
};

describe('upload progress per document', () => {
  it('places each data URL where JSON.stringify puts it', () => {
    const ordered = {
      Registration: files.Registration,
      CapTable: files.CapTable,
      FundraisingSummary: files.FundraisingSummary,
    };
    const json = JSON.stringify({ files: ordered });
    const layout = bodyLayout(files);
    expect(layout.total).toBe(json.length);
    expect(layout.spans.map((s) => s.key)).toEqual(['Registration', 'CapTable', 'FundraisingSummary']);
    for (const span of layout.spans) {
      expect(json.slice(span.start, span.end)).toBe(files[span.key as keyof typeof files].content);
    }
  });

  it('turns the fraction of the whole body into each document’s own fraction', () => {
    const layout = bodyLayout(files);
    expect(documentFractions(layout, 0)).toEqual({ Registration: 0, CapTable: 0, FundraisingSummary: 0 });
    expect(documentFractions(layout, 1)).toEqual({ Registration: 1, CapTable: 1, FundraisingSummary: 1 });
    const [, cap, summary] = layout.spans;
    const middleOfSummary = (summary.start + (summary.end - summary.start) / 2) / layout.total;
    const mid = documentFractions(layout, middleOfSummary);
    expect(mid.Registration).toBe(1);
    expect(mid.CapTable).toBe(1);
    expect(mid.FundraisingSummary).toBeCloseTo(0.5, 5);
    expect(documentFractions(layout, cap.start / layout.total).CapTable).toBe(0);
  });

  it('rounds for texts and announces in steps', () => {
    expect(percent(0.456)).toBe(46);
    expect(percent(2)).toBe(100);
    expect(announcementStep(0.1)).toBe(0);
    expect(announcementStep(0.26)).toBe(25);
    expect(announcementStep(0.999)).toBe(100);
    expect(announcementStep(1)).toBe(100);
  });

  it("writes the percent as the money module writes percentages, in the reader's digits", () => {
    expect(percentText(46, 'en-US')).toBe('46%');
    expect(percentText(100, 'en-US')).toBe('100%');
    expect(percentText(50, 'ar-u-nu-arab')).toMatch(/^٥٠\s?٪/);
  });
});
