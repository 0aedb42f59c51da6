import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { UnderwritingSection } from '@onboarding/shared/backoffice';
import { PolicyError } from '../eligibility/policy';
import { DEFAULT_FLAG_RULES_FILE, loadFlagRules, type FlagRules } from './flag-rules';
import { flagsOf, monthsBetween } from './flags';

// The shipped rule file's flags, each just past its threshold (raised) and at it (not raised).

let rules: FlagRules;
beforeAll(async () => {
  rules = (await loadFlagRules(DEFAULT_FLAG_RULES_FILE)).policy;
});

const section = (
  kind: UnderwritingSection['kind'],
  metrics: Record<string, number | null>,
  lastMonth = '2026-10',
): UnderwritingSection => ({
  source: kind === 'accounts' ? 'accounts' : 'transactions_csv',
  kind,
  label: { key: `section.${kind}` },
  notes: [],
  unavailable: null,
  metrics: Object.entries(metrics).map(([key, value]) => ({
    key,
    label: { key: `metric.${kind}.${key}` } as UnderwritingSection['label'],
    value,
    unit: 'ratio',
    formula: { key: `formula.${kind}.${key}` } as UnderwritingSection['label'],
    months: [lastMonth],
    unavailable: value === null ? { key: 'reason.not_computable' } : null,
  })),
  series: [
    {
      key: 'mrr',
      label: { key: 'series.saas.mrr' },
      unit: 'minor',
      points: [{ month: lastMonth, value: 1 }],
    },
  ],
});

const SUBMITTED = '2026-11-20T10:00:00.000Z';
const codes = (sections: UnderwritingSection[], submittedAt: string | null = SUBMITTED) =>
  flagsOf(rules, { sections, submittedAt }).map((f) => `${f.code}:${f.kind}`);

describe.each([
  ['logo_churn_high', 'saas', 'logo_churn', 0.2, 0.2001],
  ['customer_concentration', 'saas', 'largest_customer_share', 0.25, 0.2501],
  ['customer_concentration', 'marketplace', 'largest_customer_share', 0.25, 0.26],
  ['revenue_falling', 'saas', 'mrr_growth_yoy', 0, -0.0001],
  ['revenue_falling', 'marketplace', 'net_revenue_growth_yoy', 0, -0.05],
  ['revenue_falling', 'accounts', 'revenue_growth_yoy', 0, -0.01],
  ['accounts_disagree', 'accounts', 'revenue_difference', 0.1, 0.1001],
  ['negative_margin', 'accounts', 'gross_margin', 0, -0.0001],
] as const)('%s (%s %s)', (code, kind, key, atThreshold, past) => {
  it('is not raised at its threshold', () => {
    expect(codes([section(kind, { [key]: atThreshold })])).toEqual([]);
  });

  it('is raised past it, with the figure, the threshold and the metric’s name', () => {
    const flags = flagsOf(rules, { sections: [section(kind, { [key]: past })], submittedAt: SUBMITTED });
    expect(flags).toEqual([
      expect.objectContaining({
        code,
        kind,
        value: past,
        threshold: atThreshold,
        unit: 'ratio',
        label: { key: `metric.${kind}.${key}` },
      }),
    ]);
  });

  it('is not raised when the figure could not be computed', () => {
    expect(codes([section(kind, { [key]: null })])).toEqual([]);
  });
});

describe('stale_data', () => {
  it('counts whole months from the data’s last month to the submission', () => {
    expect(monthsBetween('2026-08', new Date(SUBMITTED))).toBe(3);
    expect(monthsBetween('2025-12', new Date('2026-01-01T00:00:00Z'))).toBe(1);
  });

  it('is not raised for data ending three months before submission, raised for four', () => {
    expect(codes([section('saas', {}, '2026-08')])).toEqual([]);
    const flags = flagsOf(rules, { sections: [section('saas', {}, '2026-07')], submittedAt: SUBMITTED });
    expect(flags).toEqual([
      expect.objectContaining({ code: 'stale_data', value: 4, threshold: 3, unit: 'months', kind: 'saas' }),
    ]);
  });

  it('is judged per section, and not at all before submission', () => {
    expect(codes([section('saas', {}, '2026-10'), section('accounts', {}, '2026-06')])).toEqual([
      'stale_data:accounts',
    ]);
    expect(codes([section('saas', {}, '2020-01')], null)).toEqual([]);
  });
});

it('lists the critical flags first', () => {
  const flags = codes([section('saas', { logo_churn: 0.5, mrr_growth_yoy: -0.2 })]);
  expect(flags).toEqual(['revenue_falling:saas', 'logo_churn_high:saas']);
});

describe('the rule file', () => {
  const write = async (json: unknown) => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'flags-'));
    const file = path.join(dir, 'rules.json');
    await fs.writeFile(file, JSON.stringify(json));
    return file;
  };

  it('is loaded with its version and sha256', async () => {
    const loaded = await loadFlagRules(DEFAULT_FLAG_RULES_FILE);
    expect(loaded.policy.version).toMatch(/^2026-11-flags-/);
    expect(loaded.digest).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a rule with both or neither threshold, or a misspelt key, naming each problem', async () => {
    const file = await write({
      version: 'x',
      rules: [
        { code: 'a', severity: 'warning', metric: { kind: 'saas', key: 'nrr' } },
        { code: 'b', severity: 'warning', metric: { kind: 'saas', key: 'nrr' }, above: 1, below: 0 },
        { code: 'c', severity: 'bad', dataAgeMonths: { above: 3 } },
      ],
    });
    await expect(loadFlagRules(file)).rejects.toThrow(PolicyError);
  });
});
