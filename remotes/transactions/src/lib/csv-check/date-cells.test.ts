import { isValidCsvDate } from '@onboarding/shared/schemas';
import { isValidDateCell } from './date-cells';

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
