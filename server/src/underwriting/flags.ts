import type { Flag, Underwriting, UnderwritingSection } from '@onboarding/shared/backoffice';
import type { FlagRule, FlagRules } from './flag-rules';

/*
 * The case's flags: each rule of the rule file against the underwriting figures the server computed. Pure: the same
 * figures and rules give the same flags. A figure that could not be computed raises nothing (the figures card says
 * why); a section without data has no age.
 */

export interface FlagInputs {
  sections: Underwriting['sections'];
  /** When the application was submitted (ISO 8601), null when it was not. */
  submittedAt: string | null;
}

/** Whole months from `from` (YYYY-MM) to the month of `to`. */
export function monthsBetween(from: string, to: Date): number {
  const [year, month] = from.split('-').map(Number);
  return (to.getUTCFullYear() - year) * 12 + (to.getUTCMonth() + 1 - month);
}

/** The last month a section's figures cover: the newest point of its series, or of its metrics' months. */
export function lastMonth(section: UnderwritingSection): string | null {
  const months = [
    ...section.series.flatMap((s) => s.points.map((p) => p.month)),
    ...section.metrics.flatMap((m) => m.months),
  ];
  return months.length ? months.reduce((a, b) => (b > a ? b : a)) : null;
}

const crosses = (value: number, rule: { above?: number; below?: number }) =>
  rule.above !== undefined ? value > rule.above : rule.below !== undefined && value < rule.below;

function evaluate(rule: FlagRule, inputs: FlagInputs): Flag[] {
  const { code, severity } = rule;
  if ('metric' in rule) {
    const comparison = rule.above !== undefined ? 'above' : 'below';
    const threshold = (rule.above ?? rule.below)!;
    return inputs.sections
      .filter((s) => s.kind === rule.metric.kind)
      .flatMap((s) => s.metrics.filter((m) => m.key === rule.metric.key))
      .filter((m) => m.value !== null && crosses(m.value, rule))
      .map((m) => ({
        code,
        severity,
        label: m.label,
        value: m.value!,
        threshold,
        unit: m.unit,
        comparison,
        kind: rule.metric.kind,
      }));
  }
  if (!inputs.submittedAt) return [];
  const submitted = new Date(inputs.submittedAt);
  const flags: Flag[] = [];
  for (const section of inputs.sections) {
    const last = lastMonth(section);
    if (!last) continue;
    const age = monthsBetween(last, submitted);
    if (age > rule.dataAgeMonths.above)
      flags.push({
        code,
        severity,
        label: section.label,
        value: age,
        threshold: rule.dataAgeMonths.above,
        unit: 'months',
        comparison: 'above',
        kind: section.kind,
      });
  }
  return flags;
}

const RANK = { critical: 0, warning: 1, info: 2 } as const;

/** Every flag the rules raise on the figures, the most severe first (then in the rule file's order). */
export function flagsOf(rules: FlagRules, inputs: FlagInputs): Flag[] {
  return rules.rules
    .flatMap((rule) => evaluate(rule, inputs))
    .map((flag, i) => ({ flag, i }))
    .sort((a, b) => RANK[a.flag.severity] - RANK[b.flag.severity] || a.i - b.i)
    .map(({ flag }) => flag);
}
