import fs from 'node:fs';
import path from 'node:path';
import { evaluateLabelledSet } from './evaluate';
import { buildLabelledSet, LABELLED_SET_FILE, type LabelledCase } from './labelled-set';
import { DEFAULT_THRESHOLD } from './score';

const stored: LabelledCase[] = JSON.parse(fs.readFileSync(path.join(__dirname, LABELLED_SET_FILE), 'utf8'));
const result = evaluateLabelledSet(stored);
const percent = (x: number) => `${(x * 100).toFixed(1)} %`;
const ARABIC = /[\u0600-\u06FF]/;

describe('the labelled set', () => {
  it('is the generator’s output (npx tsx server/src/screening/matching/write-labelled-set.ts)', () => {
    expect(stored).toEqual(buildLabelledSet());
  });

  it('holds at least 500 cases: true variants and near misses, Latin and Arabic script', () => {
    expect(stored.length).toBeGreaterThanOrEqual(500);
    expect(stored.filter((c) => c.match).length).toBeGreaterThanOrEqual(250);
    expect(stored.filter((c) => !c.match).length).toBeGreaterThanOrEqual(250);
    const arabic = stored.filter((c) => [c.query.name, ...c.entry.names].some((n) => ARABIC.test(n)));
    expect(arabic.filter((c) => c.match).length).toBeGreaterThanOrEqual(100);
    expect(arabic.filter((c) => !c.match).length).toBeGreaterThanOrEqual(50);
    expect(new Set(stored.map((c) => c.id)).size).toBe(stored.length);
  });

  it(`is matched with recall ${percent(result.recall)} (≥ 98 %) and precision ${percent(result.precision)} at ${DEFAULT_THRESHOLD}`, () => {
    expect(result.threshold).toBe(DEFAULT_THRESHOLD);
    expect(result.recall).toBeGreaterThanOrEqual(0.98);
    // Precision is reported; this floor only catches a change that makes the matcher raise far more than it did.
    expect(result.precision).toBeGreaterThanOrEqual(0.88);
  });

  it(`finds every true match by key lookup (key recall ${percent(result.keyRecall)})`, () => {
    expect(result.keyRecall).toBeGreaterThanOrEqual(0.99);
  });
});
