import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PolicyError } from '../../eligibility/policy';
import { rateRisk, type RiskInput, type RiskParty } from './risk-rating';
import {
  DEFAULT_RISK_RULES_FILE,
  loadRiskRules,
  riskRulesFileFrom,
  type LoadedRiskRules,
  type RiskRules,
} from './risk-rules';

let loaded: LoadedRiskRules;
beforeAll(async () => {
  loaded = await loadRiskRules(DEFAULT_RISK_RULES_FILE);
});

const owner = (over: Partial<RiskParty> = {}): RiskParty => ({
  partyId: 'o1',
  role: 'owner',
  name: 'Layla Haddad',
  nationality: 'AE',
  countryOfResidence: 'AE',
  ownershipPercent: 100,
  hasIdentityDocument: true,
  screening: 'clear',
  ...over,
});

const clean = (over: Partial<RiskInput> = {}): RiskInput => ({
  business: { country: 'AE', businessTypes: ['SAAS'], screening: 'clear' },
  parties: [owner()],
  ...over,
});

const codes = (input: RiskInput) => rateRisk(input, loaded).reasons.map((r) => `${r.level}:${r.code}`);

describe('risk rating', () => {
  it('is low with no factor, naming the rules version and digest', () => {
    expect(rateRisk(clean(), loaded)).toEqual({
      rating: 'low',
      reasons: [],
      rulesVersion: loaded.policy.version,
      rulesDigest: loaded.digest,
    });
    expect(loaded.digest).toMatch(/^[0-9a-f]{64}$/);
  });

  it('rates countries on the FATF lists: the business, a nationality, a residence', () => {
    expect(
      rateRisk(clean({ business: { country: 'KP', businessTypes: [], screening: 'clear' } }), loaded),
    ).toMatchObject({
      rating: 'high',
      reasons: [
        {
          code: 'country_listed',
          level: 'high',
          text: 'country of incorporation KP is on the FATF call for action list (2025-10-24)',
        },
      ],
    });
    const rating = rateRisk(
      clean({ parties: [owner({ nationality: 'ye', countryOfResidence: 'AE' })] }),
      loaded,
    );
    expect(rating.rating).toBe('medium');
    expect(rating.reasons).toEqual([
      {
        code: 'country_listed',
        level: 'medium',
        text: "Layla Haddad's nationality YE is on the FATF increased monitoring list (2025-10-24)",
        partyId: 'o1',
      },
    ]);
    expect(codes(clean({ parties: [owner({ countryOfResidence: 'IR' })] }))).toEqual(['high:country_listed']);
  });

  it('rates the business types the rules list', () => {
    expect(
      codes(clean({ business: { country: 'AE', businessTypes: ['FINTECH', 'SAAS'], screening: 'clear' } })),
    ).toEqual(['medium:business_type']);
  });

  it('rates each screening outcome; a party with none is unscreened', () => {
    const outcome = (screening: RiskParty['screening']) =>
      rateRisk(clean({ parties: [owner({ screening })] }), loaded);
    expect(outcome('clear').rating).toBe('low');
    expect(outcome(undefined).reasons).toEqual([
      {
        code: 'screening_unscreened',
        level: 'high',
        text: 'Layla Haddad: not screened against the sanctions and PEP lists',
        partyId: 'o1',
      },
    ]);
    expect(codes(clean({ parties: [owner({ screening: 'potential_match' })] }))).toEqual([
      'high:screening_potential_match',
    ]);
    expect(codes(clean({ parties: [owner({ screening: 'pep_confirmed' })] }))).toEqual([
      'high:screening_pep_confirmed',
    ]);
    expect(
      codes(clean({ business: { country: 'AE', businessTypes: [], screening: 'sanctions_match' } })),
    ).toEqual(['high:screening_sanctions_match']);
  });

  it('rates ownership that does not add up', () => {
    const shares = (...percents: number[]) =>
      percents.map((ownershipPercent, i) => owner({ partyId: `o${i}`, ownershipPercent }));
    expect(codes(clean({ parties: shares(60, 50) }))).toEqual(['high:ownership_over_100']);
    expect(rateRisk(clean({ parties: shares(60, 50) }), loaded).reasons[0].text).toBe(
      'declared shares add up to 110 %',
    );
    expect(codes(clean({ parties: shares(33.33, 33.33, 33.34) }))).toEqual([]);
    expect(codes(clean({ parties: shares(50, 40) }))).toEqual(['low:ownership_under_100']);
    expect(codes(clean({ parties: shares(50, 20) }))).toEqual(['medium:owner_possibly_undeclared']);
    expect(
      codes(clean({ parties: shares(50, 20), ownershipExplanation: 'listed: 30 % free float' })),
    ).toEqual([]);
  });

  it('rates missing identity documents of directors and beneficial owners only', () => {
    const parties = [
      owner({ partyId: 'big', ownershipPercent: 80, hasIdentityDocument: false }),
      owner({ partyId: 'small', ownershipPercent: 20, hasIdentityDocument: false }),
      owner({ partyId: 'dir', role: 'director', ownershipPercent: null, hasIdentityDocument: false }),
    ];
    const rating = rateRisk(clean({ parties }), loaded);
    expect(
      rating.reasons.filter((r) => r.code === 'identity_document_missing').map((r) => r.partyId),
    ).toEqual(['big', 'dir']);
  });

  it('makes several medium factors high, and lists the highest reasons first', () => {
    const rating = rateRisk(
      clean({
        business: { country: 'VN', businessTypes: ['GAMING'], screening: 'clear' },
        parties: [owner({ ownershipPercent: 70 })],
      }),
      loaded,
    );
    expect(rating.rating).toBe('high');
    expect(rating.reasons.map((r) => `${r.level}:${r.code}`)).toEqual([
      'high:several_medium_factors',
      'medium:country_listed',
      'medium:business_type',
      'medium:owner_possibly_undeclared',
    ]);
  });
});

describe('risk rules file', () => {
  const write = async (json: unknown) => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'risk-'));
    const file = path.join(dir, 'rules.json');
    await fs.writeFile(file, JSON.stringify(json));
    return file;
  };

  it('uses RISK_RULES_FILE when set', () => {
    expect(riskRulesFileFrom({ RISK_RULES_FILE: 'custom/risk.json' })).toBe(path.resolve('custom/risk.json'));
    expect(riskRulesFileFrom({})).toBe(DEFAULT_RISK_RULES_FILE);
  });

  it('ships a versioned file whose country lists say where they come from', () => {
    expect(loaded.policy.version).toMatch(/^2026-11-risk-/);
    expect(loaded.policy.countries.source).toMatch(/FATF/);
  });

  it('refuses bad countries, levels, and business types, naming each problem', async () => {
    const bad = structuredClone(loaded.policy) as RiskRules & Record<string, unknown>;
    bad.countries.lists[0].countries = ['KP', 'Iran'];
    (bad.screening as Record<string, string>).unscreened = 'severe';
    (bad.businessTypes as Record<string, string>).CASINO = 'high';
    const error = (await loadRiskRules(await write(bad)).catch((e: unknown) => e)) as PolicyError;
    expect(error).toBeInstanceOf(PolicyError);
    expect(error.problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^countries\.lists\.0\.countries\.1 must be an ISO 3166-1 alpha-2 code/),
        'screening.unscreened must be low, medium or high',
        expect.stringMatching(/^businessTypes\.CASINO must be one of SAAS, GAMING/),
      ]),
    );
  });

  it('refuses a country listed twice in one list', async () => {
    const bad = structuredClone(loaded.policy);
    bad.countries.lists[1].countries.push(bad.countries.lists[1].countries[0]);
    const error = (await loadRiskRules(await write(bad)).catch((e: unknown) => e)) as PolicyError;
    expect(error.problems).toEqual(['countries.lists.1.countries lists AO twice']);
  });
});
