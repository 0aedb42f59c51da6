import type { UnderwritingMetric, UnderwritingSeries, MetricUnit } from '@onboarding/shared/backoffice';

// How a metric is reported: its value, how it is computed (a short formula text), the months it used, and when it
// cannot be computed, why (never a NaN or an Infinity).

export type Metric = UnderwritingMetric;
export type Series = UnderwritingSeries;

export interface MetricSpec {
  key: string;
  label: string;
  unit: MetricUnit;
  formula: string;
}

export function computed(
  spec: MetricSpec,
  value: number | null,
  months: readonly string[],
  whyNot?: string,
): Metric {
  if (value === null || !Number.isFinite(value)) {
    return {
      ...spec,
      value: null,
      months: [...months],
      unavailable: whyNot ?? 'It cannot be computed from this data.',
    };
  }
  return { ...spec, value: value + 0, months: [...months], unavailable: null };
}

export function missing(spec: MetricSpec, reason: string, months: readonly string[] = []): Metric {
  return { ...spec, value: null, months: [...months], unavailable: reason };
}

/** "Needs 13 months of revenue; the data has 8." */
export const needsMonths = (needed: number, what: string, have: number) =>
  `Needs ${needed} months of ${what}; the data has ${have}.`;

export function series(
  key: string,
  label: string,
  unit: MetricUnit,
  months: readonly string[],
  values: readonly (number | null)[],
): Series {
  return {
    key,
    label,
    unit,
    points: months.map((month, i) => ({ month, value: values[i] ?? null })),
  };
}

/** The last `n` entries (all of them when fewer). */
export const lastN = <T>(items: readonly T[], n: number): T[] => items.slice(Math.max(0, items.length - n));
