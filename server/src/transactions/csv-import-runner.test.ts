import { Readable } from 'node:stream';
import { resolveColumnMapping } from './column-mapping';
import type { ImportOptions } from './csv-import';
import { CsvImporter, TOO_SLOW } from './csv-import-runner';
import { CsvImportError } from './import-error';

const header = 'customer,amount,start,period';
const options = (overrides: Partial<ImportOptions> = {}): ImportOptions => ({
  industry: 'SAAS',
  method: 'No refund',
  mapping: resolveColumnMapping(
    'SAAS',
    { customer_id: 'customer', amount: 'amount', start_date: 'start', period: 'period' },
    header.split(','),
  ),
  headerCount: 4,
  delimiter: ',',
  dateOrder: 'MDY',
  validateDates: false,
  ...overrides,
});

function* rows(count: number) {
  yield `${header}\n`;
  for (let i = 0; i < count; i++) yield `c${i % 500},10,2024-${String((i % 12) + 1).padStart(2, '0')}-01,1\n`;
}

describe('CsvImporter', () => {
  jest.setTimeout(30_000);
  const importer = new CsvImporter();
  afterAll(() => importer.close());

  it('computes the same series in a worker thread, reading the source as it goes', async () => {
    const source = Readable.from(rows(20_000));
    const result = await importer.run(1, source, options());
    expect(result.rowsRead).toBe(20_000);
    expect(result.rowsRejected).toBe(0);
    expect(result.series).toHaveLength(12);
    // January holds rows i ≡ 0 (mod 12): 1667 charges of 10, from the 125 customers c0, c4, … c496.
    expect(result.series[0]).toMatchObject({ month: '2024-01', mrr: 16670, active_customers: 125 });
    expect(source.destroyed).toBe(true);
  });

  it('brings the worker’s refusals back with their message and details', async () => {
    const source = Readable.from([`${header}\n`, 'a,1,zzz,1\n', 'b,1,,1\n', 'c,1,2024-01-01,1\n']);
    const err = await importer.run(1, source, options({ validateDates: true })).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CsvImportError);
    expect((err as CsvImportError).details).toEqual({
      invalid_values: ['zzz', 'Empty field'],
      column_problems: [
        {
          field: 'start_date',
          count: 2,
          rows: [
            { row: 2, value: 'zzz' },
            { row: 3, value: '' },
          ],
        },
      ],
    });
  });

  it('passes a storage error on and stops the worker', async () => {
    const source = new Readable({
      read() {
        this.destroy(new Error('object vanished'));
      },
    });
    await expect(importer.run(1, source, options())).rejects.toThrow('object vanished');
  });

  it('answers in time when the import cannot finish', async () => {
    const endless = new Readable({ read() {} });
    endless.push(`${header}\n`);
    const quick = new CsvImporter({ timeLimitMs: 1500, maxOldGenerationSizeMb: 64 });
    try {
      const err = await quick.run(1, endless, options()).catch((e: unknown) => e);
      // Not a refusal of the file: the analysis cache must not remember it.
      expect(err).not.toBeInstanceOf(CsvImportError);
      expect(err).toMatchObject({ statusCode: 503, message: TOO_SLOW });
      expect(endless.destroyed).toBe(true);
    } finally {
      await quick.close();
    }
  });
});
