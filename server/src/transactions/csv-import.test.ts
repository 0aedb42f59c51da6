import { Readable } from 'node:stream';
import { resolveColumnMapping, type ResolvedMapping } from './column-mapping';
import { readCsvHead } from './csv-head';
import { importCsv, type ImportOptions } from './csv-import';
import { sniffDateOrder } from './csv-values';
import { CsvImportError } from './import-error';

const SAAS_HEADER = 'Customer,Amount,Start,Billing,Plan';
const saasMapping = { customer_id: 'Customer', amount: 'Amount', start_date: 'Start', period: 'Billing' };
const marketMapping = { customer_id: 'buyer', date: 'order date', gmv: 'total', take: 'fee' };

/** The stored object as storage would stream it, cut into small chunks to cross cell and character boundaries. */
function stream(text: string, chunkBytes = 7): Readable {
  const buf = Buffer.from(text, 'utf8');
  const chunks: Buffer[] = [];
  for (let i = 0; i < buf.length; i += chunkBytes) chunks.push(buf.subarray(i, i + chunkBytes));
  return Readable.from(chunks, { objectMode: false });
}

async function run(
  csv: string,
  industry: 'SAAS' | 'MARKETPLACE',
  method: ImportOptions['method'],
  overrides: Partial<ImportOptions> = {},
) {
  const head = await readCsvHead(stream(csv));
  const mapping: ResolvedMapping = resolveColumnMapping(
    industry,
    industry === 'SAAS' ? saasMapping : marketMapping,
    head.headers,
  );
  const dateColumn = industry === 'SAAS' ? mapping.start_date!.index : mapping.date!.index;
  return importCsv(stream(csv), {
    industry,
    method,
    mapping,
    headerCount: head.headers.length,
    delimiter: head.delimiter,
    dateOrder: sniffDateOrder(head.sampleRows.map((r) => r[dateColumn] ?? '')),
    validateDates: false,
    ...overrides,
  });
}

async function refusal(promise: Promise<unknown>): Promise<CsvImportError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof CsvImportError) return err;
    throw err;
  }
  throw new Error('expected a CsvImportError');
}

describe('readCsvHead', () => {
  it('reads the header row, trimmed, with the delimiter and a BOM removed', async () => {
    const head = await readCsvHead(stream('\uFEFF a ;b;"c;d"\n1;2;3\n'));
    expect(head).toEqual({ headers: ['a', 'b', 'c;d'], delimiter: ';', sampleRows: [['1', '2', '3']] });
  });

  it('refuses an empty file with the spec’s message', async () => {
    for (const empty of ['', '\n\n', ' , , \n']) {
      const err = await refusal(readCsvHead(stream(empty)));
      expect([empty, err.statusCode, err.message]).toEqual([empty, 400, 'The CSV file is empty.']);
    }
  });

  it('refuses a binary file', async () => {
    const err = await refusal(
      readCsvHead(Readable.from([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13])])),
    );
    expect(err.message).toBe('The uploaded file is not a readable CSV text file.');
  });

  it('reads only the head of a large object and keeps complete lines only', async () => {
    const big = `${SAAS_HEADER}\n${'c1,10,2024-01-01,1,basic\n'.repeat(100_000)}`;
    const source = stream(big, 64 * 1024);
    const head = await readCsvHead(source, 1000);
    expect(head.headers).toEqual(['Customer', 'Amount', 'Start', 'Billing', 'Plan']);
    expect(head.sampleRows.every((r) => r.length === 5)).toBe(true);
    expect(source.destroyed).toBe(true);
  });

  it('refuses a first line longer than the head', async () => {
    const err = await refusal(readCsvHead(stream('x'.repeat(5000)), 1000));
    expect(err.message).toBe('The first line of the uploaded file is not a CSV header row.');
  });
});

describe('resolveColumnMapping', () => {
  const headers = ['Customer', 'Amount', 'Start', 'Billing', 'Plan'];

  it('maps each required column to its position, from either key set', () => {
    expect(resolveColumnMapping('SAAS', saasMapping, headers)).toEqual({
      customer_id: { header: 'Customer', index: 0 },
      amount: { header: 'Amount', index: 1 },
      start_date: { header: 'Start', index: 2 },
      period: { header: 'Billing', index: 3 },
    });
    const narrow = {
      'Unique customer ID': 'Customer',
      Amount: 'Amount',
      start_date: 'Start',
      Period: 'Billing',
    };
    expect(resolveColumnMapping('SAAS', narrow, headers)).toEqual(
      resolveColumnMapping('SAAS', saasMapping, headers),
    );
    const market = { 'Unique customer ID': 'a', date: 'b', GVM: 'c', takeRate: 'd' };
    expect(resolveColumnMapping('MARKETPLACE', market, ['d', 'c', 'b', 'a']).take).toEqual({
      header: 'd',
      index: 0,
    });
  });

  it('refuses a mapping with a missing field or a column chosen twice (spec messages)', () => {
    expect(() => resolveColumnMapping('SAAS', { ...saasMapping, period: '' }, headers)).toThrow(
      'All fields are required. Please fill them out.',
    );
    expect(() => resolveColumnMapping('SAAS', { ...saasMapping, period: 'Amount' }, headers)).toThrow(
      'A column can be chosen only once',
    );
  });

  it('refuses headers the file does not have', () => {
    expect(() => resolveColumnMapping('SAAS', { ...saasMapping, start_date: 'Date' }, headers)).toThrow(
      'Invalid Date column not found',
    );
    try {
      resolveColumnMapping('SAAS', { ...saasMapping, amount: 'Price' }, headers);
      throw new Error('not refused');
    } catch (err) {
      expect(err).toBeInstanceOf(CsvImportError);
      expect((err as CsvImportError).message).toBe('The column mapping does not match the uploaded file.');
      expect((err as CsvImportError).details).toEqual({ missing_columns: ['Price'] });
    }
  });
});

describe('importCsv: SAAS', () => {
  const csv = [
    SAAS_HEADER,
    'alice,120,2024-01-10,12,pro', // 10 / month for Jan..Dec 2024
    'bob,30,2024-02-01,monthly,basic',
    'bob,30,2024-03-01,monthly,basic',
    'carol,90,2024-03-15,quarterly,team', // 30 / month Mar..May
    '',
    'dave,abc,2024-03-01,1,basic', // unreadable amount
    'erin,10,not a date,1,basic', // unreadable date
    'frank,10,2024-03-01,fortnightly,basic', // unreadable period
    ',10,2024-03-01,1,basic', // no customer
    'gina,10,2024-03-01', // too few fields
    'bob,-30,2024-03-20,monthly,refund',
    'hank,"1,000.00",2024-05-02,1,"enterprise, annual"',
  ].join('\n');

  it('computes MRR, billings and customer counts per month', async () => {
    const result = await run(csv, 'SAAS', 'Forward deduction');
    expect(result.series).toEqual([
      {
        month: '2024-01',
        mrr: 10,
        billings: 120,
        active_customers: 1,
        new_customers: 1,
        churned_customers: 0,
      },
      {
        month: '2024-02',
        mrr: 40,
        billings: 30,
        active_customers: 2,
        new_customers: 1,
        churned_customers: 0,
      },
      // bob's -30 refund is deducted from March on (Forward deduction)
      {
        month: '2024-03',
        mrr: 40,
        billings: 90,
        active_customers: 3,
        new_customers: 1,
        churned_customers: 0,
      },
      { month: '2024-04', mrr: 40, billings: 0, active_customers: 2, new_customers: 0, churned_customers: 1 },
      {
        month: '2024-05',
        mrr: 1040,
        billings: 1000,
        active_customers: 3,
        new_customers: 1,
        churned_customers: 0,
      },
    ]);
    expect(result.customers).toBe(4);
  });

  it('counts and reports the rows it could not read, by kind, with their row numbers', async () => {
    const result = await run(csv, 'SAAS', 'Forward deduction');
    expect(result.rowsRead).toBe(11);
    expect(result.rowsRejected).toBe(5);
    expect(result.blankRows).toBe(1);
    expect(result.rejectedByKind).toEqual({ amount: 1, date: 1, period: 1, customer_id: 1, fields: 1 });
    expect(result.rejectedSamples).toEqual([
      { row: 7, reason: 'Invalid amount "abc"' },
      { row: 8, reason: 'Invalid date "not a date"' },
      { row: 9, reason: 'Invalid period "fortnightly"' },
      { row: 10, reason: 'Empty customer ID' },
      { row: 11, reason: 'Expected 5 fields, found 3' },
    ]);
  });

  it('with "No refund", a negative amount is a reported row error, not a deduction', async () => {
    const result = await run(csv, 'SAAS', 'No refund');
    expect(result.rejectedByKind.refund).toBe(1);
    expect(result.rejectedSamples).toContainEqual({
      row: 12,
      reason: 'Negative amount "-30" (the No refund method expects no refunds)',
    });
    expect(result.series.find((p) => p.month === '2024-03')).toMatchObject({ mrr: 70 });
  });

  it('refuses the file when dates are unreadable and validation is on: 3 values, every one counted by row', async () => {
    const bad = [
      SAAS_HEADER,
      'a,1,2024-01-01,1,x',
      'b,1,,1,x',
      'c,1,yesterday,1,x',
      'd,1,31/31/2024,1,x',
      'e,1,zzz,1,x',
    ];
    const err = await refusal(run(bad.join('\n'), 'SAAS', 'No refund', { validateDates: true }));
    expect(err.statusCode).toBe(400);
    expect(err.message).toBe(
      "We have detected some errors in the 'Date' column during the mapping process: Empty field, yesterday, 31/31/2024",
    );
    expect(err.details).toEqual({
      invalid_values: ['Empty field', 'yesterday', '31/31/2024'],
      column_problems: [
        {
          field: 'start_date',
          count: 4,
          rows: [
            { row: 3, value: '' },
            { row: 4, value: 'yesterday' },
            { row: 5, value: '31/31/2024' },
            { row: 6, value: 'zzz' },
          ],
        },
      ],
    });
  });

  it('lists the first ten rows with an unreadable date and counts them all', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => `c${i},1,${i % 3 ? '2024-01-01' : 'never'},1,x`);
    const err = await refusal(
      run([SAAS_HEADER, ...rows].join('\n'), 'SAAS', 'No refund', { validateDates: true }),
    );
    const [dates] = err.details?.column_problems as { count: number; rows: { row: number }[] }[];
    expect(dates.count).toBe(10);
    expect(dates.rows.map((r) => r.row)).toEqual([2, 5, 8, 11, 14, 17, 20, 23, 26, 29]);
  });

  it('reads day-first files when the sample says so', async () => {
    const dmy = [SAAS_HEADER, 'a,10,25/01/2024,1,x', 'b,10,03/02/2024,1,x'].join('\n');
    const result = await run(dmy, 'SAAS', 'No refund');
    expect(result.series.map((p) => p.month)).toEqual(['2024-01', '2024-02']);
  });

  it('keeps multi-byte characters whole across chunk boundaries', async () => {
    const text = [
      SAAS_HEADER,
      'Zoë Ünal,10,2024-01-01,1,x',
      'محمد,10,2024-01-01,1,x',
      'Zoë Ünal,10,2024-02-01,1,x',
    ];
    const result = await run(text.join('\r\n'), 'SAAS', 'No refund');
    expect(result.customers).toBe(2);
    expect(result.series[1]).toMatchObject({ month: '2024-02', active_customers: 1, churned_customers: 1 });
  });
});

describe('importCsv: MARKETPLACE', () => {
  it('computes GMV, take (amount or %), orders and customers per month', async () => {
    const csv = [
      'order date,buyer,total,fee',
      '2024-01-05,x,100,10',
      '2024-01-20,y,200,10%',
      '2024-01-21,x,50,5',
      '2024-03-02,y,400,40',
      '2024-03-03,z,-50,-5', // a return
      '2024-03-04,z,oops,5',
    ].join('\n');
    const result = await run(csv, 'MARKETPLACE', 'Standard');
    expect(result.series).toEqual([
      {
        month: '2024-01',
        gmv: 350,
        take: 35,
        orders: 3,
        active_customers: 2,
        new_customers: 2,
        churned_customers: 0,
      },
      {
        month: '2024-02',
        gmv: 0,
        take: 0,
        orders: 0,
        active_customers: 0,
        new_customers: 0,
        churned_customers: 2,
      },
      {
        month: '2024-03',
        gmv: 350,
        take: 35,
        orders: 2,
        active_customers: 1,
        new_customers: 0,
        churned_customers: 0,
      },
    ]);
    expect(result.rejectedSamples).toEqual([{ row: 7, reason: 'Invalid GMV "oops"' }]);
  });
});

describe('importCsv: broken files', () => {
  it('a file with a header only is empty', async () => {
    const err = await refusal(run(`${SAAS_HEADER}\n\n`, 'SAAS', 'No refund'));
    expect(err.message).toBe('The CSV file is empty.');
  });

  it('a file none of whose rows can be read is refused with samples', async () => {
    const err = await refusal(
      run(`${SAAS_HEADER}\nx,abc,2024-01-01,1,p\ny,1,2024-01-01,never,p`, 'SAAS', 'No refund'),
    );
    expect(err.statusCode).toBe(400);
    expect(err.message).toBe('None of the rows of the uploaded file could be read.');
    expect(err.details).toMatchObject({ rows_read: 2, rows_rejected: 2 });
  });

  it('an unclosed quote near the end is one reported row', async () => {
    const result = await run(
      `${SAAS_HEADER}\na,10,2024-01-01,1,p\nb,"10,2024-01-01,1,p\n`,
      'SAAS',
      'No refund',
    );
    expect(result.rowsRejected).toBe(1);
    expect(result.rejectedByKind).toEqual({ quotes: 1 });
  });

  it('a row that never ends is refused instead of buffered', async () => {
    const csv = `${SAAS_HEADER}\na,10,2024-01-01,1,p\nb,"${'x'.repeat(300_000)}`;
    const err = await refusal(run(csv, 'SAAS', 'No refund', { maxRowBytes: 100_000 }));
    expect(err.message).toMatch(/^Row 3 of the uploaded file is longer than/);
  });

  it('passes a storage read error on', async () => {
    const failing = new Readable({
      read() {
        this.destroy(new Error('disk gone'));
      },
    });
    const mapping = resolveColumnMapping('SAAS', saasMapping, SAAS_HEADER.split(','));
    await expect(
      importCsv(failing, {
        industry: 'SAAS',
        method: 'No refund',
        mapping,
        headerCount: 5,
        delimiter: ',',
        dateOrder: 'MDY',
        validateDates: false,
      }),
    ).rejects.toThrow('disk gone');
  });
});
