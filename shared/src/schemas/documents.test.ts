import {
  MAX_DOCUMENT_BYTES,
  checkDocumentFile,
  financialUploadSchema,
  REQUIRED_DOCUMENTS,
} from './documents';
import { lastCompleteFinancialYears } from '../calendar/financial-calendar';
import { dataUrlByteLength } from './common';
import { fieldError, firstError } from './test-helpers';

const dataUrl = (bytes: number, mime = 'application/pdf') =>
  `data:${mime};base64,${Buffer.alloc(bytes, 1).toString('base64')}`;

const file = (name: string, bytes = 10) => ({ name, content: dataUrl(bytes) });

const files = {
  Registration: file('registration.pdf'),
  CapTable: file('cap.pdf'),
  FundraisingSummary: file('summary.xlsx'),
};

describe('documents', () => {
  it('requires Registration, CapTable and FundraisingSummary; statements are optional', () => {
    expect(REQUIRED_DOCUMENTS).toEqual(['Registration', 'CapTable', 'FundraisingSummary']);
    expect(firstError(financialUploadSchema, { files })).toBeNull();
    expect(
      fieldError(financialUploadSchema, { files: { ...files, CapTable: undefined } }, 'files.CapTable'),
    ).toBe('Value is required');
    expect(
      firstError(financialUploadSchema, { files: { ...files, StatementPreviousOneYear: file('fs.pdf') } }),
    ).toBeNull();
  });

  it('statement labels use the two years before the current one (2023 and 2024 when the spec was written)', () => {
    const years = lastCompleteFinancialYears(new Date('2025-09-30T12:00:00Z'));
    expect([years.StatementPreviousTwoYear.endYear, years.StatementPreviousOneYear.endYear]).toEqual([
      2023, 2024,
    ]);
  });

  it('checks a picked file: 20 MB each, the fundraising summary Excel only', () => {
    expect(checkDocumentFile('Registration', { name: 'r.pdf', size: MAX_DOCUMENT_BYTES })).toBeNull();
    expect(checkDocumentFile('Registration', { name: 'r.pdf', size: MAX_DOCUMENT_BYTES + 1 })).toBe(
      'File size exceeds the maximum limit of 20 MB',
    );
    expect(checkDocumentFile('FundraisingSummary', { name: 'summary.pdf', size: 10 })).toBe(
      'Only Excel files (.xlsx, .xls) are allowed.',
    );
    expect(checkDocumentFile('FundraisingSummary', { name: 'Summary.XLS', size: 10 })).toBeNull();
  });

  it('the server refuses an oversized or non-Excel upload with the same messages', () => {
    const big = { name: 'cap.pdf', content: dataUrl(MAX_DOCUMENT_BYTES + 1) };
    expect(firstError(financialUploadSchema, { files: { ...files, CapTable: big } })).toBe(
      'File size exceeds the maximum limit of 20 MB',
    );
    expect(
      firstError(financialUploadSchema, { files: { ...files, FundraisingSummary: file('summary.csv') } }),
    ).toBe('Only Excel files (.xlsx, .xls) are allowed.');
    expect(
      firstError(financialUploadSchema, {
        files: { ...files, CapTable: { name: 'c.pdf', content: 'hello' } },
      }),
    ).toBe('The file content is not a valid data URL');
  });

  it('measures a data URL without decoding it', () => {
    for (const n of [0, 1, 2, 3, 1000]) expect(dataUrlByteLength(dataUrl(n))).toBe(n);
  });
});
