import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError } from '../config';
import { PolicyError } from '../eligibility/policy';
import { DEFAULT_PRICING_POLICY_FILE } from '../runtime-files';
import { checkSettings } from '../startup';
import { monthIndex } from '../transactions/csv-values';
import { marketplaceFigures } from './figures';
import { MarketplaceBuilder } from './marketplace';
import { pricingGuide } from './pricing';
import { loadPricingPolicy, pricingPolicyFileFrom } from './pricing-policy';
import { figuresOfCsv, fixture } from './test-support';

// The pricing guide under each basis the policy offers: a multiple of MRR or a share of ARR (SaaS), a share
// of the last 12 months' net revenue (marketplace); and a policy file that cannot be used stops the start, saying
// which file and why.

const write = (content: unknown) => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pricing-')), 'pricing-policy.json');
  fs.writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
};

const POLICY = {
  version: 'test-pricing-1',
  saas: { basis: 'mrr_multiple', factor: 6 },
  marketplace: { basis: 'annual_net_revenue_share', factor: 0.5 },
  roundDownToMinor: 100_000,
};

const policy = (changes: Partial<typeof POLICY> = {}) => loadPricingPolicy(write({ ...POLICY, ...changes }));

/** A marketplace's orders: `months` months from Jan 2024, the first one's take 5 000.00, then 12 345.67 each. */
function marketplace(months: number) {
  const b = new MarketplaceBuilder();
  for (let i = 0; i < months; i++)
    b.addOrder('buyer', monthIndex(2024, 1) + i, 10_000_000, i === 0 ? 500_000 : 1_234_567);
  return marketplaceFigures(b.finish(), months, 0);
}

const decided = (amountMinor: number) => ({ amountMinor, eligible: true });

describe('the shipped pricing policy', () => {
  it('is the documented one: 6 × MRR, half of the annual net revenue, whole thousands of dollars', async () => {
    expect(pricingPolicyFileFrom({})).toBe(DEFAULT_PRICING_POLICY_FILE);
    const loaded = await loadPricingPolicy(pricingPolicyFileFrom({ PRICING_POLICY_FILE: '  ' }));
    expect(loaded.policy).toMatchObject({
      version: '2026-11-pricing-1',
      saas: { basis: 'mrr_multiple', factor: 6 },
      marketplace: { basis: 'annual_net_revenue_share', factor: 0.5 },
      roundDownToMinor: 100_000,
    });
    const bytes = fs.readFileSync(DEFAULT_PRICING_POLICY_FILE);
    expect(loaded.digest).toBe(crypto.createHash('sha256').update(bytes).digest('hex'));
  });
});

describe('SaaS: a share of ARR', () => {
  it('prices from ARR × the factor, rounded down to the cent, then to the policy’s step', async () => {
    // The SaaS example: MRR 425.00, ARR 5 100.00; a third of ARR (0.33333) = 1 699.983 → 1 699.98.
    const saas = await figuresOfCsv(fixture('saas-example.csv'), 'SAAS');
    const loaded = await policy({ saas: { basis: 'arr_share', factor: 0.33333 } });
    const guide = pricingGuide(
      { requestedMinor: 25_000_000, eligibility: decided(1_000_000), transactions: saas },
      loaded,
    );
    expect(guide.candidates.map((c) => [c.key, c.amountMinor])).toEqual([
      ['requested', 25_000_000],
      ['eligibility', 1_000_000],
      ['revenue', 169_998],
    ]);
    expect(guide.candidates[2].formula).toEqual({
      key: 'pricing.formula.arr_share_result',
      params: { factor: 0.33333, version: 'test-pricing-1', amountMinor: 169_998 },
    });
    // $1,699.98 rounded down to whole thousands of dollars.
    expect(guide).toMatchObject({ suggestedMinor: 100_000, boundBy: 'revenue', unavailable: null });
    expect(guide.policyVersion).toBe('test-pricing-1');
    expect(guide.policyDigest).toBe(loaded.digest);
  });

  it('against a multiple of MRR on the same figures: 6 × 425.00', async () => {
    const saas = await figuresOfCsv(fixture('saas-example.csv'), 'SAAS');
    const guide = pricingGuide(
      { requestedMinor: 25_000_000, eligibility: decided(1_000_000), transactions: saas },
      await policy(),
    );
    expect(guide.candidates[2]).toMatchObject({
      amountMinor: 255_000,
      formula: { key: 'pricing.formula.mrr_multiple_result' },
    });
    expect(guide.suggestedMinor).toBe(200_000);
  });
});

describe('marketplace: a share of the annual net revenue', () => {
  it('prices from the last 12 months’ take × the factor (the 13th month back left out)', async () => {
    // 12 × 12 345.67 = 148 148.04; half = 74 074.02 → 74 000.00.
    const guide = pricingGuide(
      { requestedMinor: 50_000_000, eligibility: decided(10_000_000), transactions: marketplace(13) },
      await policy(),
    );
    expect(guide.candidates.map((c) => [c.key, c.amountMinor])).toEqual([
      ['requested', 50_000_000],
      ['eligibility', 10_000_000],
      ['revenue', 7_407_402],
    ]);
    expect(guide.candidates[2].formula).toEqual({
      key: 'pricing.formula.annual_net_revenue_share_result',
      params: { factor: 0.5, version: 'test-pricing-1', amountMinor: 7_407_402 },
    });
    expect(guide).toMatchObject({ suggestedMinor: 7_400_000, boundBy: 'revenue' });
  });

  it('takes the policy’s factor and step: 0.3 of 148 148.04 = 44 444.412 → 44 444.41 → 44 444.00', async () => {
    const guide = pricingGuide(
      { requestedMinor: 50_000_000, eligibility: decided(10_000_000), transactions: marketplace(13) },
      await policy({
        marketplace: { basis: 'annual_net_revenue_share', factor: 0.3 },
        roundDownToMinor: 100,
      }),
    );
    expect(guide.candidates[2].amountMinor).toBe(4_444_441);
    expect(guide.suggestedMinor).toBe(4_444_400);
  });

  it('has no suggestion with fewer than 12 months, and says why', async () => {
    const guide = pricingGuide(
      { requestedMinor: 50_000_000, eligibility: decided(10_000_000), transactions: marketplace(3) },
      await policy(),
    );
    const needs = { key: 'reason.needs_months_revenue', params: { needed: 12, have: 3 } };
    expect(guide.candidates[2]).toEqual({
      key: 'revenue',
      label: { key: 'pricing.label.revenue' },
      amountMinor: null,
      formula: {
        key: 'pricing.formula.annual_net_revenue_share',
        params: { factor: 0.5, version: 'test-pricing-1' },
      },
      unavailable: needs,
    });
    expect(guide).toMatchObject({ suggestedMinor: null, boundBy: null, unavailable: needs });
  });
});

describe('a pricing policy file that cannot be used', () => {
  it('is refused with the file and the problem named', async () => {
    await expect(loadPricingPolicy('/nonexistent/pricing.json')).rejects.toThrow(
      'Cannot read the pricing policy file /nonexistent/pricing.json (ENOENT). Set PRICING_POLICY_FILE to a readable JSON policy file, or unset it to use the default.',
    );
    const notJson = write('{ "version": ');
    await expect(loadPricingPolicy(notJson)).rejects.toThrow(
      new RegExp(`^The pricing policy file ${notJson} is not valid JSON: `),
    );
    const invalid = write({
      ...POLICY,
      saas: { basis: 'mrr_multiple', factor: 0 },
      marketplace: { basis: 'gmv_share', factor: 0.5 },
      roundDownToMinor: 0.5,
      extra: true,
    });
    const err = await loadPricingPolicy(invalid).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PolicyError);
    expect((err as PolicyError).message).toMatch(
      new RegExp(`^The pricing policy file ${invalid} is not valid:\n`),
    );
    expect((err as PolicyError).problems).toEqual([
      'saas.factor must be more than 0',
      'marketplace.basis Invalid input: expected "annual_net_revenue_share"',
      'roundDownToMinor must be a whole number of minor units',
      '(file) Unrecognized key: "extra"',
    ]);
  });

  it('stops the API’s start, listed with the other problems', async () => {
    const err = await checkSettings({
      NODE_ENV: 'test',
      PRICING_POLICY_FILE: write({ ...POLICY, saas: { basis: 'arr_multiple', factor: 6 } }),
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as ConfigError).problems).toEqual([
      expect.stringMatching(/^The pricing policy file .* is not valid:\n {2}- saas\.basis /),
    ]);
  });
});
