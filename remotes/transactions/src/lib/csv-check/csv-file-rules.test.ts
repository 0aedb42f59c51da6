import { canUpload, checkColumns, checkPickedFile, isEmptyCsv, methodFor } from './csv-file-rules';

const MB = 1024 * 1024;

describe('CSV file rules', () => {
  it('a CSV by name or type, of at most 200 MB', () => {
    expect(checkPickedFile({ name: 'tx.csv', size: 10 })).toBeNull();
    expect(checkPickedFile({ name: 'export', size: 10, type: 'text/csv' })).toBeNull();
    expect(checkPickedFile({ name: 'tx.xlsx', size: 10 })).toEqual({ key: 'type' });
    expect(checkPickedFile({ name: 'tx.csv', size: 200 * MB })).toBeNull();
    expect(checkPickedFile({ name: 'tx.csv', size: 200 * MB + 1 })).toEqual({ key: 'tooLarge' });
  });

  it('refuses a name the API would refuse with the upload link: direction or control characters', () => {
    expect(checkPickedFile({ name: 'invoice\u202Evsc.csv', size: 10 })).toEqual({ key: 'name' });
    expect(checkPickedFile({ name: 'rev\u2066enue.csv', size: 10 })).toEqual({ key: 'name' });
    expect(checkPickedFile({ name: 'rev\u0007.csv', size: 10 })).toEqual({ key: 'name' });
    // Marks only nudge, and Arabic names are names.
    expect(checkPickedFile({ name: 'إيرادات\u200F مارس.csv', size: 10 })).toBeNull();
  });

  it('at least 4 columns for SAAS, at least 3 for Marketplace', () => {
    expect(checkColumns('SAAS', ['a', 'b', 'c'])).toEqual({ key: 'columns', min: 4 });
    expect(checkColumns('SAAS', ['a', 'b', 'c', 'd'])).toBeNull();
    expect(checkColumns('MARKETPLACE', ['a', 'b'])).toEqual({ key: 'columns', min: 3 });
    expect(checkColumns('MARKETPLACE', ['a', 'b', 'c'])).toBeNull();
    expect(checkColumns(null, ['a'])).toBeNull();
  });

  it('a file without data rows is empty', () => {
    expect(isEmptyCsv(null)).toBe(true);
    expect(isEmptyCsv({ headers: ['a'], rows: 0, shortRows: 0, samples: [] })).toBe(true);
    expect(isEmptyCsv({ headers: ['a'], rows: 1, shortRows: 0, samples: [['x']] })).toBe(false);
  });

  it('the calculation method follows the industry', () => {
    expect(methodFor('SAAS', null)).toBe('No refund');
    expect(methodFor('SAAS', 'Forward deduction')).toBe('Forward deduction');
    expect(methodFor('MARKETPLACE', 'Forward deduction')).toBe('Standard');
    expect(methodFor('SAAS', 'Standard')).toBe('No refund');
  });

  it('UPLOAD needs the industry and a checked file without problems', () => {
    expect(canUpload('SAAS', true, null)).toBe(true);
    expect(canUpload(null, true, null)).toBe(false);
    expect(canUpload('SAAS', false, null)).toBe(false);
    expect(canUpload('SAAS', true, { key: 'empty' })).toBe(false);
  });
});
