import {
  ACCOUNTING_SYSTEMS,
  MAX_EXCEL_BYTES,
  MONTHLY_ROWS,
  accountingUploadSchema,
  buildOAuthSecret,
  checkExcelFile,
  excelSheetRowsSchema,
  oauthCodeSchema,
  oauthState,
} from './accounting';
import { fieldError, firstError } from './test-helpers';

const xlsx = `data:application/vnd.openxmlformats-officedocument.spreadsheetml.sheet;base64,${Buffer.from('PK').toString('base64')}`;

describe('monthly accounts', () => {
  it('Excel only, at most 20 MB', () => {
    expect(checkExcelFile({ name: 'accounts.xlsx', size: 100 })).toBeNull();
    expect(checkExcelFile({ name: 'accounts.csv', size: 100 })).toBe(
      'Invalid file type. Only files with the extensions xlsx, xls are allowed.',
    );
    expect(checkExcelFile({ name: 'accounts.xls', size: MAX_EXCEL_BYTES + 1 })).toBe(
      'File size exceeds the maximum limit of 20 MB',
    );
  });

  it('rows to map are the spec rows', () => {
    expect(MONTHLY_ROWS).toEqual(['Dates', 'Revenues', 'CoGS', 'R&D', 'S&M', 'G&A (all others)', 'Salaries']);
  });

  const mappingData = {
    name: 'FY24',
    fileName: 'accounts.xlsx',
    selectedSheet: 'P&L',
    file: xlsx,
    isMapping: true,
  };
  const full = Object.fromEntries(MONTHLY_ROWS.map((r, i) => [r, `row ${i}`]));

  it('a mapping on a chosen sheet needs every row', () => {
    expect(firstError(accountingUploadSchema, { mappingData, columnMapping: full })).toBeNull();
    expect(
      firstError(accountingUploadSchema, { mappingData, columnMapping: { ...full, Salaries: '' } }),
    ).toBe('All fields are required. Please fill them out.');
  });

  it('submitting without a sheet or without mapping skips the mapping', () => {
    expect(
      firstError(accountingUploadSchema, {
        mappingData: { ...mappingData, selectedSheet: '' },
        columnMapping: {},
      }),
    ).toBeNull();
    expect(
      firstError(accountingUploadSchema, { mappingData: { ...mappingData, isMapping: false } }),
    ).toBeNull();
  });

  it('refuses a non-Excel workbook and requires a name', () => {
    expect(
      fieldError(
        accountingUploadSchema,
        { mappingData: { ...mappingData, fileName: 'a.pdf' }, columnMapping: full },
        'mappingData.fileName',
      ),
    ).toBe('Invalid file type. Only files with the extensions xlsx, xls are allowed.');
    expect(
      fieldError(
        accountingUploadSchema,
        { mappingData: { ...mappingData, name: '' }, columnMapping: full },
        'mappingData.name',
      ),
    ).toBe('Value is required');
  });

  it('sheet rows need a sheet name and an Excel file', () => {
    expect(
      firstError(excelSheetRowsSchema, { sheetName: 'P&L', file: { name: 'a.xlsx', content: xlsx } }),
    ).toBeNull();
    expect(
      fieldError(
        excelSheetRowsSchema,
        { sheetName: '', file: { name: 'a.xlsx', content: xlsx } },
        'sheetName',
      ),
    ).toBe('Value is required');
  });
});

describe('accounting connect', () => {
  it('has four systems with lowercase ids', () => {
    expect(ACCOUNTING_SYSTEMS.map((s) => s.id)).toEqual(['xero', 'quickbooks', 'zoho', 'sage']);
  });

  it('state is a random 6-digit number', () => {
    for (let i = 0; i < 50; i += 1) expect(String(oauthState())).toMatch(/^\d{6}$/);
  });

  it('application id defaults to 1111', () => {
    const secret = buildOAuthSecret('xero', null, 'jwt');
    expect(secret).toMatchObject({ service_name: 'xero', application_id: 1111, token: 'jwt' });
    expect(firstError(oauthCodeSchema, { secret })).toBeNull();
    expect(buildOAuthSecret('sage', 42, 'jwt').application_id).toBe(42);
    expect(firstError(oauthCodeSchema, { secret: { ...secret, service_name: 'netsuite' } })).not.toBeNull();
  });
});
