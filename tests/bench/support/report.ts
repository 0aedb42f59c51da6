// How a benchmark reports a figure: one `@bench {...}` line per figure, in the contract scripts/bench.mjs reads
// (scripts/lib/bench-report.mjs says what each field means). A benchmark exits 0 when it ran, whatever it measured:
// whether a goal is met is scripts/bench.mjs's to say.

export interface Baseline {
  label: string;
  value: number;
  /** Defaults to the figure's unit. */
  unit?: string;
  /** Only for a baseline not measured in this run: where it comes from (e.g. "issue #20, before"). */
  source?: string;
}

export interface Goal {
  op: '<' | '<=' | '>' | '>=';
  /** In the figure's unit, or a multiple of the baseline with `of: 'baseline'`. */
  value: number;
  of?: 'baseline';
}

export interface Figure {
  /** Stable across runs: the README's row and the kept results are keyed by it. */
  id: string;
  figure: string;
  value: number;
  unit: string;
  baseline?: Baseline;
  goal?: Goal;
  detail?: string;
}

export function report(figure: Figure): void {
  if (figure.goal?.of === 'baseline' && (!figure.baseline || figure.baseline.source))
    throw new Error(`${figure.id}: a goal relative to the baseline needs a baseline measured in this run`);
  if (!Number.isFinite(figure.value))
    throw new Error(`${figure.id}: the value is not a number (${figure.value})`);
  console.log(`@bench ${JSON.stringify(figure)}`);
}

export const MB = 1024 * 1024;
export const KiB = 1024;

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export const median = (values: number[]) => percentile(values, 50);
