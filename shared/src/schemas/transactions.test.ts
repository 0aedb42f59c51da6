import {
  CSV_COLUMNS,
  MAX_CSV_BYTES,
  checkColumnMapping,
  checkCsvColumnCount,
  checkCsvFile,
  credentialsSchema,
  csvTemplate,
  customUploadSchema,
  isValidCsvDate,
  transactionsStepSchema,
} from './transactions';
import { fieldError, firstError } from './test-helpers';

const liveKey = `sk_live_${'a'.repeat(24)}`; // 32 characters

describe('provider credentials', () => {
  it('stripe and tap: Secret Key at least 32 characters starting with sk_live_', () => {
    for (const id of ['stripe', 'tap'] as const) {
      const s = credentialsSchema(id);
      expect(firstError(s, { secretKey: liveKey })).toBeNull();
      expect(fieldError(s, { secretKey: liveKey.slice(0, 31) }, 'secretKey')).toBe('Invalid Secret Key');
      expect(fieldError(s, { secretKey: `sk_test_${'a'.repeat(30)}` }, 'secretKey')).toBe(
        'Invalid Secret Key',
      );
      expect(fieldError(s, { secretKey: '' }, 'secretKey')).toBe('Invalid Secret Key');
    }
  });

  it('paypal: Secret Key and Client ID each longer than 20 characters', () => {
    const s = credentialsSchema('paypal');
    expect(firstError(s, { secretKey: 'x'.repeat(21), clientId: 'y'.repeat(21) })).toBeNull();
    expect(fieldError(s, { secretKey: 'x'.repeat(20), clientId: 'y'.repeat(21) }, 'secretKey')).toBe(
      'Invalid Secret Key',
    );
    expect(fieldError(s, { secretKey: 'x'.repeat(21), clientId: 'y'.repeat(20) }, 'clientId')).toBe(
      'Invalid Client ID',
    );
  });

  it('the PATCH transactions_step applies the rule of the named system', () => {
    expect(
      transactionsStepSchema.parse({ systemName: 'stripe', secretKey: liveKey, clientId: 'dropped' }),
    ).toEqual({
      systemName: 'STRIPE',
      secretKey: liveKey,
    });
    expect(firstError(transactionsStepSchema, { systemName: 'TAP', secretKey: 'sk_live_short' })).toBe(
      'Invalid Secret Key',
    );
    expect(firstError(transactionsStepSchema, { systemName: 'PayPal', secretKey: 'x'.repeat(21) })).toBe(
      'Invalid Client ID',
    );
    expect(
      firstError(transactionsStepSchema, {
        systemName: 'PAYPAL',
        secretKey: 'x'.repeat(21),
        clientId: 'y'.repeat(21),
      }),
    ).toBeNull();
    expect(firstError(transactionsStepSchema, { systemName: 'VISA', secretKey: liveKey })).not.toBeNull();
  });
});

describe('CSV upload checks', () => {
  it('must be a CSV of at most 200 MB', () => {
    expect(checkCsvFile({ name: 'tx.csv', size: 10 })).toBeNull();
    expect(checkCsvFile({ name: 'tx.xlsx', size: 10 })).toBe('Please upload a CSV file.');
    expect(checkCsvFile({ name: 'tx.csv', size: MAX_CSV_BYTES + 1 })).toBe(
      'The uploaded file is too large. The maximum file size allowed is 200 MB.',
    );
  });

  it('at least 4 columns for SAAS, otherwise at least 3', () => {
    expect(checkCsvColumnCount('SAAS', 3)).toBe('Uploaded file should contain at least 4 columns');
    expect(checkCsvColumnCount('SAAS', 4)).toBeNull();
    expect(checkCsvColumnCount('MARKETPLACE', 2)).toBe('Uploaded file should contain at least 3 columns');
    expect(checkCsvColumnCount('MARKETPLACE', 3)).toBeNull();
  });

  it('the template starts with the required columns', () => {
    expect(CSV_COLUMNS.SAAS).toEqual(['customer_id', 'amount', 'start_date', 'period']);
    expect(CSV_COLUMNS.MARKETPLACE).toEqual(['customer_id', 'date', 'gmv', 'take']);
    expect(csvTemplate('SAAS').split('\n')[0]).toBe('customer_id,amount,start_date,period');
  });

  it('date values: empty passes, otherwise 3+ characters that parse as a date', () => {
    expect(isValidCsvDate('')).toBe(true);
    expect(isValidCsvDate('2024-01-15')).toBe(true);
    expect(isValidCsvDate('01/15/2024')).toBe(true);
    expect(isValidCsvDate('12')).toBe(false);
    expect(isValidCsvDate('not a date')).toBe(false);
  });
});

describe('column mapping and custom upload', () => {
  const mapping = { customer_id: 'Customer', amount: 'Amount', start_date: 'Start', period: 'Months' };
  const payload = {
    version: '1.0',
    col_mapping: mapping,
    industry: 'SAAS',
    calculation_metod: 'No refund',
    system_name: 'Chargebee',
    skip_validation: false,
    timestamp: '1732240000000',
  };

  it('all fields are required and a column can be chosen only once', () => {
    expect(checkColumnMapping('SAAS', mapping)).toBeNull();
    expect(checkColumnMapping('SAAS', { ...mapping, period: '' })).toBe(
      'All fields are required. Please fill them out.',
    );
    expect(checkColumnMapping('SAAS', { ...mapping, period: 'Amount' })).toBe(
      'A column can be chosen only once',
    );
  });

  it('accepts the narrow-screen keys', () => {
    expect(
      checkColumnMapping('SAAS', { 'Unique customer ID': 'c', Period: 'p', start_date: 's', Amount: 'a' }),
    ).toBeNull();
    expect(
      checkColumnMapping('MARKETPLACE', { 'Unique customer ID': 'c', date: 'd', GVM: 'g', takeRate: 't' }),
    ).toBeNull();
  });

  it('validates the custom upload payload', () => {
    expect(firstError(customUploadSchema, payload)).toBeNull();
    expect(customUploadSchema.parse({ ...payload, skip_validation: undefined }).skip_validation).toBe(false);
    expect(firstError(customUploadSchema, { ...payload, col_mapping: { customer_id: 'Customer' } })).toBe(
      'All fields are required. Please fill them out.',
    );
    // SAAS calculations are No refund or Forward deduction; Standard is for marketplaces
    expect(firstError(customUploadSchema, { ...payload, calculation_metod: 'Standard' })).not.toBeNull();
    expect(
      firstError(customUploadSchema, {
        ...payload,
        industry: 'MARKETPLACE',
        calculation_metod: 'Standard',
        col_mapping: { customer_id: 'c', date: 'd', gmv: 'g', take: 't' },
      }),
    ).toBeNull();
    expect(fieldError(customUploadSchema, { ...payload, system_name: ' ' }, 'system_name')).toBe(
      'Value is required',
    );
  });
});
