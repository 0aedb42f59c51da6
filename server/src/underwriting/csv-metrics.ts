import type { Readable } from 'node:stream';
import type { ImportOptions } from '../transactions/csv-import';
import { streamCsvRows } from '../transactions/csv-rows';
import { readDate, readPeriodMonths, type DateReading } from '../transactions/csv-values';
import { marketplaceFigures, saasFigures, type TransactionsFigures } from './figures';
import { MarketplaceBuilder } from './marketplace';
import { readMinor, readTakeMinor } from './money';
import { SaasBuilder } from './saas';

/** How the stored CSV is read: as its import read it. */
export type CsvMetricsOptions = Pick<
  ImportOptions,
  'industry' | 'mapping' | 'headerCount' | 'delimiter' | 'dateOrder' | 'maxRowBytes'
>;

const CACHE_LIMIT = 50_000;

/**
 * Streams a stored transactions CSV once, row by row (transactions/csv-rows.ts: memory stays flat whatever the file's
 * size), into the underwriting builders, with the mapping and date order its import recorded. Money is read into minor
 * units from the cells' text. A row the import could not read either (a bad date, amount, period) is skipped and
 * counted, as the import counted it.
 */
export async function csvMetrics(source: Readable, opts: CsvMetricsOptions): Promise<TransactionsFigures> {
  const col = Object.fromEntries(Object.entries(opts.mapping).map(([k, v]) => [k, v!.index]));
  const saas = opts.industry === 'SAAS';
  const saasBuilder = new SaasBuilder();
  const marketBuilder = new MarketplaceBuilder();
  const dateColumn = saas ? col.start_date : col.date;
  const widest = Math.max(...Object.values(col));
  const dates = new Map<string, DateReading>();
  const periods = new Map<string, number | null>();
  let skipped = 0;

  const row = (cells: string[]): boolean => {
    if (cells.length < opts.headerCount || cells.length <= widest) return false;
    const rawDate = cells[dateColumn];
    let date = dates.get(rawDate);
    if (date === undefined) {
      date = readDate(rawDate, opts.dateOrder);
      if (dates.size < CACHE_LIMIT) dates.set(rawDate, date);
    }
    if ('error' in date) return false;
    const customer = cells[col.customer_id].trim();
    if (customer === '') return false;
    if (saas) {
      const amount = readMinor(cells[col.amount]);
      const rawPeriod = cells[col.period];
      let months = periods.get(rawPeriod);
      if (months === undefined) {
        months = readPeriodMonths(rawPeriod);
        if (periods.size < CACHE_LIMIT) periods.set(rawPeriod, months);
      }
      if (amount === null || months === null) return false;
      saasBuilder.addCharge(customer, date.month, months, amount);
      return true;
    }
    const gmv = readMinor(cells[col.gmv]);
    if (gmv === null) return false;
    const take = readTakeMinor(cells[col.take], gmv);
    if (take === null) return false;
    marketBuilder.addOrder(customer, date.month, gmv, take);
    return true;
  };

  const { rows } = await streamCsvRows(source, opts, ({ cells, errors }) => {
    if (errors.length > 0 || !row(cells)) skipped++;
  });
  return saas
    ? saasFigures(saasBuilder.finish(), rows, skipped)
    : marketplaceFigures(marketBuilder.finish(), rows, skipped);
}
