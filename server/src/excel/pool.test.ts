import { ExcelError } from './errors';
import { ExcelPool } from './pool';
import {
  dataUrl,
  manyCellsWorkbook,
  monthlyPnlRows,
  sheetXml,
  workbookFromRows,
  xlsxParts,
  zip,
  zipBombWorkbook,
} from './test-support';

// Worker threads start and parse real files here; a busy machine needs the room.
jest.setTimeout(120_000);

const body = (bytes: Buffer, extra: object = {}, name = 'accounts.xlsx') =>
  Buffer.from(JSON.stringify({ file: { name, content: dataUrl(bytes) }, ...extra }));

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (err) => (err instanceof ExcelError ? `${err.statusCode} ${err.code}` : `other: ${String(err)}`),
  );

const good = workbookFromRows({ 'P&L': monthlyPnlRows(12), Notes: [['hello']] });

describe('ExcelPool (real worker threads)', () => {
  const pool = new ExcelPool({ size: 1 });
  afterAll(() => pool.close());

  it('lists sheets and reads rows in a worker', async () => {
    const { result } = await pool.run('sheets', body(good));
    expect(result).toEqual({ sheets: ['P&L', 'Notes'] });
    const rows = await pool.run('rows', body(good, { sheetName: 'P&L' }));
    expect((rows.result as { rows: unknown[][] }).rows[2]).toEqual([
      'Revenue',
      ...Array.from({ length: 12 }, (_, i) => 1000 + i * 10),
    ]);
  });

  it('validates the request with the shared schema messages', async () => {
    await expect(pool.run('sheets', body(good, {}, 'accounts.csv'))).rejects.toThrow(
      'Invalid file type. Only files with the extensions xlsx, xls are allowed.',
    );
    await expect(pool.run('sheets', Buffer.from('{"file":'))).rejects.toThrow(
      'The request body is not valid JSON.',
    );
  });

  it('refuses hostile workbooks and keeps serving afterwards', async () => {
    const malformed = Buffer.concat([good.subarray(0, 4), Buffer.alloc(2048, 0x41)]);
    expect(await refusal(pool.run('sheets', body(malformed)))).toBe('400 unreadable');
    expect(await refusal(pool.run('sheets', body(await zipBombWorkbook(256 * 1024 * 1024))))).toBe(
      '413 too_large',
    );
    expect(await refusal(pool.run('rows', body(manyCellsWorkbook(1_000_000), { sheetName: 'Data' })))).toBe(
      '413 too_many_cells',
    );
    const { result } = await pool.run('sheets', body(good));
    expect(result).toEqual({ sheets: ['P&L', 'Notes'] });
  });

  it('answers "busy" instead of queueing without bound', async () => {
    const small = new ExcelPool({ size: 1, maxQueue: 1 });
    try {
      const first = small.run('sheets', body(good));
      const second = small.run('sheets', body(good));
      expect(await refusal(small.run('sheets', body(good)))).toBe('503 busy');
      await expect(first).resolves.toBeDefined();
      await expect(second).resolves.toBeDefined();
    } finally {
      await small.close();
    }
  });
});

describe('ExcelPool limits', () => {
  const big = manyCellsWorkbook(400_000);

  it('stops a task over the time limit by ending its worker, and replaces the worker', async () => {
    const pool = new ExcelPool({ size: 1 });
    try {
      expect(await refusal(pool.run('rows', body(big, { sheetName: 'Data' }), { timeLimitMs: 1 }))).toBe(
        '422 too_slow',
      );
      await expect(pool.run('sheets', body(good))).resolves.toBeDefined();
    } finally {
      await pool.close();
    }
  });

  it('refuses a workbook that needs more heap than the worker may use, without harming the process', async () => {
    const pool = new ExcelPool({ size: 1, maxOldGenerationSizeMb: 48, maxYoungGenerationSizeMb: 8 });
    try {
      await pool.run('sheets', body(good));
      // 480,000 cells in the first 200 rows: under the cell limit, but every one of them is a parsed cell object.
      const rows = Array.from({ length: 200 }, (_, r) =>
        Array.from({ length: 2_400 }, (_, c) => r * 10_000 + c),
      );
      const heavy = zip([
        ...xlsxParts(['Wide']),
        { name: 'xl/worksheets/sheet1.xml', data: Buffer.from(sheetXml(rows)) },
      ]);
      expect(await refusal(pool.run('rows', body(heavy, { sheetName: 'Wide' })))).toBe('413 too_large');
      await expect(pool.run('sheets', body(good))).resolves.toBeDefined();
    } finally {
      await pool.close();
    }
  });

  it('fails waiting tasks when closed', async () => {
    const pool = new ExcelPool({ size: 1 });
    const running = refusal(pool.run('sheets', body(good)));
    const waiting = refusal(pool.run('sheets', body(good)));
    await pool.close();
    expect(await running).toBe('503 busy');
    expect(await waiting).toBe('503 busy');
  });
});
