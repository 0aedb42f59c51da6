import type {
  MetricUnit,
  UnderwritingMetric,
  UnderwritingSeries,
  UnderwritingText,
  UnderwritingTextKey,
} from '@onboarding/shared/backoffice';

// How a metric is reported: its value, how it is computed (a short formula), the months it used, and when it cannot
// be computed, why (never a NaN or an Infinity). Every text is a key of the back office's catalogue with the values
// it names (`text`), so the reviewer reads it in the page's language.

export type Metric = UnderwritingMetric;
export type Series = UnderwritingSeries;
export type Text = UnderwritingText;

/** A text of the figures: its key, and the values its placeholders name (none when it names none). */
export function text(key: UnderwritingTextKey, params?: Record<string, number | string>): Text {
  return params ? { key, params } : { key };
}

export interface MetricSpec {
  key: string;
  label: Text;
  unit: MetricUnit;
  formula: Text;
}

export function computed(
  spec: MetricSpec,
  value: number | null,
  months: readonly string[],
  whyNot?: Text,
): Metric {
  if (value === null || !Number.isFinite(value)) {
    return {
      ...spec,
      value: null,
      months: [...months],
      unavailable: whyNot ?? text('reason.not_computable'),
    };
  }
  return { ...spec, value: value + 0, months: [...months], unavailable: null };
}

export function missing(spec: MetricSpec, reason: Text, months: readonly string[] = []): Metric {
  return { ...spec, value: null, months: [...months], unavailable: reason };
}

/** "Needs 13 months of revenue; the data has 8." */
export const needsMonths = (needed: number, what: 'revenue' | 'accounts', have: number) =>
  text(what === 'revenue' ? 'reason.needs_months_revenue' : 'reason.needs_months_accounts', { needed, have });

export function series(
  key: string,
  label: Text,
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

/** The keys of one kind's series, as the catalogue names their labels (`series.<kind>.<key>`). */
export type SeriesKey<Kind extends string> = UnderwritingTextKey extends infer T
  ? T extends `series.${Kind}.${infer Key}`
    ? Key
    : never
  : never;

/** One kind's series over `months`, each labelled by its catalogue text. */
export const seriesLine =
  <Kind extends 'saas' | 'marketplace' | 'accounts'>(kind: Kind, months: readonly string[]) =>
  (key: SeriesKey<Kind>, unit: MetricUnit, values: readonly (number | null)[]): Series =>
    // SeriesKey admits only the keys whose label the catalogue has.
    series(key, text(`series.${kind}.${key}` as UnderwritingTextKey), unit, months, values);

/** The last `n` entries (all of them when fewer). */
export const lastN = <T>(items: readonly T[], n: number): T[] => items.slice(Math.max(0, items.length - n));
