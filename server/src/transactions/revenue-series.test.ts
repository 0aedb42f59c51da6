import { resolveColumnMapping } from './column-mapping';
import { RevenueSeriesBuilder } from './revenue-series';

const SAAS_HEADERS = ['customer', 'amount', 'start', 'period'];
const MARKET_HEADERS = ['buyer', 'date', 'total', 'fee'];

function saas(rows: string[][]) {
  const mapping = resolveColumnMapping(
    'SAAS',
    { customer_id: 'customer', amount: 'amount', start_date: 'start', period: 'period' },
    SAAS_HEADERS,
  );
  const builder = new RevenueSeriesBuilder('SAAS', 'Forward deduction', mapping);
  for (const row of rows) expect(builder.add(row, SAAS_HEADERS.length)).toBeNull();
  return builder.finish().series;
}

function marketplace(rows: string[][]) {
  const mapping = resolveColumnMapping(
    'MARKETPLACE',
    { customer_id: 'buyer', date: 'date', gmv: 'total', take: 'fee' },
    MARKET_HEADERS,
  );
  const builder = new RevenueSeriesBuilder('MARKETPLACE', 'Standard', mapping);
  for (const row of rows) expect(builder.add(row, MARKET_HEADERS.length)).toBeNull();
  return builder.finish().series;
}

// Sums are of integer cents: where a float sum of major units used to land on the wrong side of half a cent, each
// month's amount is now the exactly rounded one.
describe('RevenueSeriesBuilder: exact money', () => {
  it('rounds MRR to the cent once, from the exact spread', () => {
    // 2.01 over 2 months is 1.005 a month: a float made it 1.00499… and 1.00.
    expect(saas([['a', '2.01', '2024-01-01', '2']]).map((p) => 'mrr' in p && p.mrr)).toEqual([1.01]);
    // 100.00 over 3 months, three times: 100.00 a month, the thirds adding up exactly (the series runs over the
    // months rows start in).
    const thirds = saas(Array.from({ length: 3 }, (_, i) => [`c${i}`, '100.00', '2024-01-01', 'quarterly']));
    expect(thirds.map((p) => 'mrr' in p && p.mrr)).toEqual([100]);
    expect(thirds[0]).toMatchObject({ billings: 300 });
  });

  it('sums many small charges without drift', () => {
    const rows = Array.from({ length: 30_000 }, (_, i) => [`c${i % 50}`, '0.10', '2024-01-15', '3 months']);
    expect(saas(rows)).toEqual([expect.objectContaining({ month: '2024-01', mrr: 1_000, billings: 3_000 })]);
  });

  it('sums GMV and take in cents', () => {
    // A float sum of 1 000 000 000 000 and 101 orders of 0.05 gave 1 000 000 000 005.06; their takes are half a cent
    // each, 50.5 cents in all, rounded once.
    const rows = [
      ['big', '2024-05-01', '1000000000000', '0'],
      ...Array.from({ length: 101 }, () => ['x', '2024-05-02', '0.05', '10%']),
    ];
    expect(marketplace(rows)).toEqual([
      expect.objectContaining({ month: '2024-05', gmv: 1_000_000_000_005.05, take: 0.51, orders: 102 }),
    ]);
    // 5 % of 2.90 is 14.5 cents, which a float made 0.14499….
    expect(marketplace([['x', '2024-05-01', '2.90', '5%']])).toEqual([
      expect.objectContaining({ take: 0.15 }),
    ]);
  });

  it('rounds a third decimal of a cell half away from zero, as the underwriting metrics read it', () => {
    expect(marketplace([['x', '2024-05-01', '1.005', '0.5%']])).toEqual([
      expect.objectContaining({ gmv: 1.01, take: 0.01 }),
    ]);
  });
});
