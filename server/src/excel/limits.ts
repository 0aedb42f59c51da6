import os from 'node:os';
import { MAX_EXCEL_BYTES } from '@onboarding/shared/schemas';
import type { PoolLimits } from '../workers/pool';

/**
 * Limits for reading an applicant's workbook. A genuine monthly-accounts file is far below every one of them; they
 * exist so that a hostile file (zip bomb, millions of cells, a parser-hanging record) costs a bounded amount of
 * memory and time in a worker thread and is refused with a 4xx, while the API's event loop keeps serving others.
 */
export const EXCEL_LIMITS = {
  /** The file itself (spec: monthly accounts at most 20 MB). */
  maxFileBytes: MAX_EXCEL_BYTES,
  /** Sum of the real (not the declared) inflated sizes of all zip entries of an .xlsx. */
  maxDecompressedBytes: 200 * 1024 * 1024,
  /** Entries in the .xlsx zip; a real workbook has a few dozen. */
  maxZipEntries: 2_000,
  /** Cells in the workbook's worksheets (.xlsx: all of them, counted before parsing; .xls: the sheet read). */
  maxCells: 500_000,
  /** Rows and columns returned by excel-sheet-rows and used for the mapping. */
  previewRows: 200,
  previewColumns: 200,
} as const;

export function defaultPoolLimits(): PoolLimits {
  const cpus = typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
  return {
    // One core stays with the event loop.
    size: Math.max(1, Math.min(4, cpus - 1)),
    // A 20 MB workbook of ~480,000 cells (tests/bench/excel.bench.ts) parses in 1-3 s on an idle 2-core machine
    // and needs a 64 MB heap; the limits leave room for a loaded machine, inside the browser's 60 s timeout.
    timeLimitMs: 20_000,
    maxOldGenerationSizeMb: 256,
    maxYoungGenerationSizeMb: 48,
    maxQueue: 8,
    // One workbook of an application being read, a second one waiting its turn: applicants sending files at once
    // take one place each in the bounded queue, so others still get in.
    perOwner: 2,
  };
}
