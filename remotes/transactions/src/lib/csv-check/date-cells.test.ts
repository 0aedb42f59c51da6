import { isValidCsvDate } from '@onboarding/shared/schemas';
import { DateScanner, isValidDateCell } from './date-cells';

// The worker's copy of the date rule must say exactly what the shared rule says.
const CORPUS = [
  '',
  '   ',
  '2024-01-15',
  '2024-1-5',
  '01/15/2024',
  '15/01/2024',
  '2024/01/15',
  'Jan 15 2024',
  '15 January 2024',
  '2024-01-15T10:00:00Z',
  '12',
  '123',
  '1200.00',
  'CUS-0001',
  'not a date',
  'yesterday',
  '2024-13-45',
  '31/02/2024',
  ' 2024-03-01 ',
  'Mon, 01 Jan 2024 00:00:00 GMT',
];

describe('the date rule of the worker', () => {
  it.each(CORPUS)('agrees with the shared isValidCsvDate on %p', (value) => {
    expect(isValidDateCell(value)).toBe(isValidCsvDate(value));
  });
});

describe('DateScanner', () => {
  const header = ['customer_id', 'amount', 'start_date', 'period'];

  it('lists the first three offending values of the column, empty ones as ""', () => {
    const scanner = new DateScanner(2);
    scanner.add([header, ['c1', '1', '2024-01-01', '1'], ['c2', '1', 'soon', '1']]);
    expect(scanner.full).toBe(false);
    scanner.add([
      [''],
      ['c3', '1', '', '1'],
      ['c4', '1', '2024-02-01', '1'],
      ['c5', '1', '12', '1'],
      ['c6', '1', 'x', '1'],
    ]);
    expect(scanner.offending).toEqual(['soon', '', '12']);
    expect(scanner.full).toBe(true);
  });

  it('skips the header, blank lines and rows too short to have the column', () => {
    const scanner = new DateScanner(2);
    scanner.add([[''], header, ['c1', '1'], [''], ['', '', '', '']]);
    expect(scanner.offending).toEqual([]);
  });
});
