import { Transform, type Readable } from 'node:stream';
import Papa from 'papaparse';
import type { CsvIndustry } from '@onboarding/shared/schemas';
import type { ResolvedMapping } from '../transactions/column-mapping';
import { readDate, readPeriodMonths, type DateOrder, type DateReading } from '../transactions/csv-values';
import { CsvImportError, rowTooLong } from '../transactions/import-error';
import { marketplaceFigures, saasFigures, type TransactionsFigures } from './figures';
import { MarketplaceBuilder } from './marketplace';
import { readMinor, readTakeMinor } from './money';
import { SaasBuilder } from './saas';

export interface CsvMetricsOptions {
  industry: CsvIndustry;
  mapping: ResolvedMapping;
  headerCount: number;
  delimiter: string;
  dateOrder: DateOrder;
  maxRowBytes?: number;
}

const MAX_ROW_BYTES = 1024 * 1024;
const CACHE_LIMIT = 50_000;

/**
 * Streams a stored transactions CSV once (papaparse, chunk by chunk, so memory stays flat whatever the file's size)
 * into the underwriting builders, with the mapping and date order its import recorded. Money is read into minor
 * units from the cells' text. A row the import could not read either (a bad date, amount, period) is skipped and
 * counted, as the import counted it.
 */
export function csvMetrics(source: Readable, opts: CsvMetricsOptions): Promise<TransactionsFigures> {
  const maxRowBytes = opts.maxRowBytes ?? MAX_ROW_BYTES;
  const col = Object.fromEntries(Object.entries(opts.mapping).map(([k, v]) => [k, v!.index]));
  const saas = opts.industry === 'SAAS';
  const saasBuilder = new SaasBuilder();
  const marketBuilder = new MarketplaceBuilder();
  const dateColumn = saas ? col.start_date : col.date;
  const widest = Math.max(...Object.values(col));
  const dates = new Map<string, DateReading>();
  const periods = new Map<string, number | null>();
  let rows = 0;
  let skipped = 0;
  let record = 0;
  let header = false;
  let bytes = 0;
  let bytesAtLastRow = 0;

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

  return new Promise((resolve, reject) => {
    let settled = false;
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        bytes += chunk.length;
        if (bytes - bytesAtLastRow > maxRowBytes) {
          callback(new CsvImportError(400, rowTooLong(record + 1, maxRowBytes)));
          return;
        }
        callback(null, chunk);
      },
    });
    meter.setEncoding('utf8');
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      source.unpipe(meter);
      source.destroy();
      meter.destroy();
      outcome();
    };
    source.on('error', (err) => meter.destroy(err));
    source.pipe(meter);
    Papa.parse<string[]>(meter as unknown as NodeJS.ReadableStream, {
      delimiter: opts.delimiter,
      header: false,
      skipEmptyLines: false,
      step(results) {
        if (settled) return;
        record++;
        bytesAtLastRow = bytes;
        const cells = results.data;
        const blank = cells.every((c) => c.trim() === '');
        if (!header) {
          if (!blank) header = true;
          return;
        }
        if (blank) return;
        rows++;
        if (results.errors.length > 0 || !row(cells)) skipped++;
      },
      complete() {
        finish(() =>
          resolve(
            saas
              ? saasFigures(saasBuilder.finish(), rows, skipped)
              : marketplaceFigures(marketBuilder.finish(), rows, skipped),
          ),
        );
      },
      error(err: Error) {
        finish(() => reject(err));
      },
    });
  });
}
