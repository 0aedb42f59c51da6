import { acceptFor, extensionsFor } from './acceptedFiles';

describe('accepted files', () => {
  it('the fundraising summary takes Excel only; the other documents what the server takes', () => {
    expect(extensionsFor('FundraisingSummary')).toEqual(['xlsx', 'xls']);
    expect(acceptFor('FundraisingSummary')).toBe(
      '.xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel',
    );
    expect(extensionsFor('CapTable')).toEqual(expect.arrayContaining(['pdf', 'png', 'docx', 'csv']));
    expect(extensionsFor('CapTable')).not.toContain('txt');
    expect(acceptFor('CapTable')).toMatch(/^\.pdf,.*,application\/pdf,image\/\*$/);
  });
});
