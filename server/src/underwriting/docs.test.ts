import fs from 'node:fs';
import path from 'node:path';
import { accountsMetrics } from './accounts';
import type { Metric } from './metric';
import { decimalToMinor } from './money';
import { FIXTURES, accountsOfFixture, figuresOfCsv, fixture } from './test-support';

// docs/underwriting.md states worked examples: its fixtures must be the files the code reads, and every figure it
// states must be what the code computes, to the cent.

const DOC = fs.readFileSync(path.join(__dirname, '../../../docs/underwriting.md'), 'utf8');

/** The rows `| \`key\` | value | … |` of the table after `<!-- example: name -->`. */
function stated(name: string): [string, string][] {
  const start = DOC.indexOf(`<!-- example: ${name} -->`);
  expect(start).toBeGreaterThanOrEqual(0);
  const rows: [string, string][] = [];
  // The marker, a blank line (prettier's), the header and the separator, then the rows until the table ends.
  const lines = DOC.slice(start).split('\n').slice(1);
  const first = lines.findIndex((l) => l.startsWith('|')) + 2;
  for (const line of lines.slice(first)) {
    const m = /^\| `([a-z0-9_]+)` +\| ([^|]+) \|/.exec(line);
    if (!m) break;
    rows.push([m[1], m[2].trim()]);
  }
  return rows;
}

/** "$5,100.00" / "-$27.25" → cents; "0.7025" → 0.7025; "4" → 4. */
function parse(text: string): number {
  const money = /^(-?)\$([\d,]+\.\d\d)$/.exec(text);
  if (money) return (money[1] ? -1 : 1) * decimalToMinor(money[2].replace(/,/g, ''))!;
  return Number(text);
}

function check(metrics: Metric[], rows: [string, string][]) {
  expect(rows.length).toBeGreaterThan(0);
  for (const [key, text] of rows) {
    const metric = metrics.find((m) => m.key === key);
    expect([key, metric ? 'found' : 'missing']).toEqual([key, 'found']);
    if (text === 'unavailable') {
      expect([key, metric!.value]).toEqual([key, null]);
      const reason = DOC.split('\n').find((l) =>
        new RegExp(`^\\| \`${key}\` +\\| unavailable +\\|`).test(l),
      )!;
      // The reason is stated as the answer names it: its text's key and values, then its English.
      const { key: textKey, params = {} } = metric!.unavailable!;
      const values = Object.entries(params).map(([name, v]) => `${name} ${v}`);
      expect(reason).toContain(`\`${textKey}\`${values.length ? ` (${values.join(', ')})` : ''}:`);
    } else {
      expect([key, metric!.value]).toEqual([key, parse(text)]);
    }
  }
}

describe('docs/underwriting.md', () => {
  it('shows the fixtures exactly', () => {
    for (const name of ['saas-example.csv', 'marketplace-example.csv', 'accounts-example.csv']) {
      const marker = DOC.indexOf(`<!-- fixture: ${name} -->`);
      expect([name, marker >= 0]).toEqual([name, true]);
      const block = /```csv\n([\s\S]*?)```/.exec(DOC.slice(marker))![1];
      expect(block).toBe(fs.readFileSync(path.join(FIXTURES, name), 'utf8'));
    }
  });

  it('states the SaaS example’s figures as the code computes them', async () => {
    const { metrics } = await figuresOfCsv(fixture('saas-example.csv'), 'SAAS');
    check(metrics, stated('saas'));
    expect(stated('saas').map(([k]) => k)).toEqual(metrics.map((m) => m.key));
  });

  it('states the marketplace example’s figures as the code computes them', async () => {
    const { metrics } = await figuresOfCsv(fixture('marketplace-example.csv'), 'MARKETPLACE');
    check(metrics, stated('marketplace'));
  });

  it('states the accounts example’s figures as the code computes them', async () => {
    const saas = await figuresOfCsv(fixture('saas-example.csv'), 'SAAS');
    const { metrics } = accountsMetrics(accountsOfFixture(), saas.revenue);
    check(metrics, stated('accounts'));
    expect(stated('accounts').map(([k]) => k)).toEqual(metrics.map((m) => m.key));
  });
});
