import fs from 'node:fs';
import path from 'node:path';
import { Workbook } from '../excel/workbook';
import { extractMonthlySeries } from '../excel/monthly-series';
import { workbookFromRows } from '../excel/test-support';
import { resolveColumnMapping } from '../transactions/column-mapping';
import { csvMetrics } from './csv-metrics';
import type { AccountsMonthInput } from './accounts';
import type { TransactionsFigures } from './figures';

// The worked examples of docs/underwriting.md, read as the product reads them.

export const FIXTURES = path.join(__dirname, 'fixtures');
export const fixture = (name: string) => path.join(FIXTURES, name);

const MAPPINGS = {
  SAAS: { customer_id: 'customer_id', amount: 'amount', start_date: 'start_date', period: 'period' },
  MARKETPLACE: { customer_id: 'customer_id', date: 'date', gmv: 'gmv', take: 'take' },
};

/** A small transactions CSV through the streaming reader (the worker's code, on this thread). */
export function figuresOfCsv(file: string, industry: 'SAAS' | 'MARKETPLACE'): Promise<TransactionsFigures> {
  const headers = fs.readFileSync(file, 'utf8').split('\n')[0].split(',');
  return csvMetrics(fs.createReadStream(file), {
    industry,
    mapping: resolveColumnMapping(industry, MAPPINGS[industry], headers),
    headerCount: headers.length,
    delimiter: ',',
    dateOrder: 'MDY',
  });
}

/** The accounts example (one row per line item, one column per month) as a real workbook, mapped by row label. */
export function accountsOfFixture(file = fixture('accounts-example.csv')): AccountsMonthInput[] {
  const rows = fs
    .readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) =>
      line.split(',').map((cell, i) => (i === 0 || cell.startsWith('20') ? cell : Number(cell))),
    );
  const book = new Workbook(workbookFromRows({ 'P&L': rows }));
  const sheet = book.rows('P&L');
  const mapping = Object.fromEntries(
    ['Dates', 'Revenues', 'CoGS', 'R&D', 'S&M', 'G&A (all others)', 'Salaries'].map((r) => [r, r]),
  );
  return extractMonthlySeries(sheet, mapping).months;
}
