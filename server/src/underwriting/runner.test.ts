import { Readable } from 'node:stream';
import { resolveColumnMapping } from '../transactions/column-mapping';
import { UnderwritingRunner } from './runner';

// The computation over a stored CSV streams through a worker thread of the pool, with the CSV import's limits: a
// generated file of about 60 MB (a million rows, 5 000 customers, 36 months) is read chunk by chunk.

jest.setTimeout(60_000);

const HEADER = 'customer_id,amount,start_date,period,note\n';
const ROWS = 1_000_000;

function* lines() {
  yield HEADER;
  const batch: string[] = [];
  for (let i = 0; i < ROWS; i++) {
    const month = 1 + (i % 36);
    const year = 2022 + Math.floor((month - 1) / 12);
    const m = String(((month - 1) % 12) + 1).padStart(2, '0');
    // Every customer pays 10.00 a month: customer c’s charge in every month.
    batch.push(`cust-${i % 5000},10.00,${year}-${m}-15,monthly,padding-to-look-like-an-export-row`);
    if (batch.length === 10_000) {
      yield `${batch.join('\n')}\n`;
      batch.length = 0;
    }
  }
  if (batch.length) yield `${batch.join('\n')}\n`;
}

describe('UnderwritingRunner', () => {
  const runner = new UnderwritingRunner();
  afterAll(() => runner.close());

  it('streams a large CSV through the worker and answers its figures', async () => {
    const headers = ['customer_id', 'amount', 'start_date', 'period'];
    const source = Readable.from(lines(), { objectMode: false });
    const started = Date.now();
    const figures = await runner.csv(1, source, {
      industry: 'SAAS',
      mapping: resolveColumnMapping('SAAS', Object.fromEntries(headers.map((h) => [h, h])), headers),
      headerCount: 5,
      delimiter: ',',
      dateOrder: 'MDY',
    });
    expect(Date.now() - started).toBeLessThan(40_000);
    expect(figures.rows).toBe(ROWS);
    expect(figures.skipped).toBe(0);
    expect(figures.revenue.months).toHaveLength(36);
    // 1 000 000 rows over 36 months: the first 28 months have 27 778 charges, the last eight 27 777, of 1 000 cents.
    expect(figures.metrics.find((m) => m.key === 'mrr')!.value).toBe(27_777_000);
    expect(figures.customers).toBe(5000);
  });

  it('a second job of the same case waits its turn: one job per case at a time', async () => {
    const slow = new Readable({ read() {} });
    const headers = ['customer_id', 'amount', 'start_date', 'period'];
    const opts = {
      industry: 'SAAS' as const,
      mapping: resolveColumnMapping('SAAS', Object.fromEntries(headers.map((h) => [h, h])), headers),
      headerCount: 4,
      delimiter: ',',
      dateOrder: 'MDY' as const,
    };
    const first = runner.csv(2, slow, opts);
    await expect(runner.charges(2, [])).rejects.toMatchObject({ statusCode: 429 });
    slow.push(`${HEADER}a,1.00,2024-01-01,1\n`);
    slow.push(null);
    await expect(first).resolves.toMatchObject({ rows: 1 });
  });
});
