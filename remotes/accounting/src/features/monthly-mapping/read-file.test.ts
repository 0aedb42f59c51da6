import { MAX_EXCEL_BYTES } from '@onboarding/shared';
import { pickedFileProblem, readAsDataUrl } from './read-file';

describe('pickedFileProblem', () => {
  it('accepts .xlsx and .xls up to 20 MB, whatever the case of the extension', () => {
    expect(pickedFileProblem({ name: 'accounts.xlsx', size: 1200 })).toBeNull();
    expect(pickedFileProblem({ name: 'ACCOUNTS.XLS', size: MAX_EXCEL_BYTES })).toBeNull();
  });

  it('refuses other types first, then a file over 20 MB, then an empty file', () => {
    expect(pickedFileProblem({ name: 'accounts.csv', size: MAX_EXCEL_BYTES + 1 })).toBe('errors.invalidType');
    expect(pickedFileProblem({ name: 'accounts.xlsx.pdf', size: 10 })).toBe('errors.invalidType');
    expect(pickedFileProblem({ name: 'accounts.xlsx', size: MAX_EXCEL_BYTES + 1 })).toBe('errors.tooLarge');
    expect(pickedFileProblem({ name: 'accounts.xlsx', size: 0 })).toBe('errors.uploadError');
  });
});

describe('readAsDataUrl', () => {
  it('gives the file as a base64 data URL', async () => {
    const url = await readAsDataUrl(new Blob(['PK'], { type: 'application/vnd.ms-excel' }));
    expect(url).toBe('data:application/vnd.ms-excel;base64,UEs=');
  });
});
