import { ExcelPool } from './pool';
import { dataUrl, largeWorkbook } from './test-support';
(async () => {
  let t = Date.now();
  const { bytes, ledgerCells } = largeWorkbook(20 * 1024 * 1024);
  console.log('generated', bytes.length, 'bytes', ledgerCells, 'cells', Date.now() - t, 'ms');
  const pool = new ExcelPool({ size: 1, maxOldGenerationSizeMb: Number(process.env.HEAP ?? 768) });
  const body = (extra: object) => Buffer.from(JSON.stringify({ file: { name: 'big.xlsx', content: dataUrl(bytes) }, ...extra }));
  for (const [task, extra] of [['sheets', {}], ['rows', { sheetName: 'Ledger' }], ['rows', { sheetName: 'P&L' }], ['sheets', {}]] as const) {
    t = Date.now();
    try {
      const { result, stats } = await pool.run(task, body(extra));
      console.log(task, Date.now() - t, 'ms', JSON.stringify(stats), JSON.stringify(result).length);
    } catch (e) { console.log(task, 'failed', Date.now() - t, (e as Error).message); }
  }
  await pool.close();
})();
