import { ColumnProblemCounter, type ColumnCheck } from './column-problems';

const SAAS_CHECKS: ColumnCheck[] = [
  { field: 'start_date', column: 2, rule: 'date' },
  { field: 'amount', column: 1, rule: 'amount' },
  { field: 'customer_id', column: 0, rule: 'id' },
];
const header = ['customer_id', 'amount', 'start_date', 'period'];

describe('ColumnProblemCounter', () => {
  it('counts the problems of each column with the rows they are on, the header being row 1', () => {
    const counter = new ColumnProblemCounter(SAAS_CHECKS);
    counter.add([header, ['c1', '10', '2024-01-01', '1'], ['c2', 'ten', 'soon', '1']]);
    counter.add([
      [''],
      ['', '10', '2024-02-01', '1'],
      ['c4', '', '', '1'],
      ['c5', '1,200.00', '2024-03-01', '1'],
    ]);
    expect(counter.result()).toEqual([
      {
        field: 'start_date',
        rule: 'date',
        count: 2,
        rows: [
          { row: 3, value: 'soon' },
          { row: 6, value: '' },
        ],
      },
      {
        field: 'amount',
        rule: 'amount',
        count: 2,
        rows: [
          { row: 3, value: 'ten' },
          { row: 6, value: '' },
        ],
      },
      { field: 'customer_id', rule: 'id', count: 1, rows: [{ row: 5, value: '' }] },
    ]);
  });

  it('lists the first ten rows of a column and counts all of them', () => {
    const counter = new ColumnProblemCounter(SAAS_CHECKS);
    counter.add([header]);
    for (let i = 0; i < 25; i++) counter.add([[`c${i}`, '10', i % 2 ? 'never' : '2024-01-01', '1']]);
    const [dates] = counter.result();
    expect(dates.count).toBe(12);
    expect(dates.rows.map((r) => r.row)).toEqual([3, 5, 7, 9, 11, 13, 15, 17, 19, 21]);
  });

  it('finds nothing in a clean file, and skips blank lines before the header and short rows', () => {
    const counter = new ColumnProblemCounter(SAAS_CHECKS);
    counter.add([[''], header, ['c1', '10'], ['', '', '', ''], ['c2', '$5', 'Jan 15 2024', '1']]);
    expect(counter.result()).toEqual([]);
  });
});
