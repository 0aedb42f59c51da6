import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decide } from './decide';
import { DEFAULT_POLICY_FILE } from '../runtime-files';
import { loadPolicyFile, policyFileFrom } from './load-policy';
import { PolicyError } from './policy';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'policy-test-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const defaultJson = () => JSON.parse(fs.readFileSync(DEFAULT_POLICY_FILE, 'utf8'));

function write(name: string, content: unknown): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

async function problemOf(file: string): Promise<string> {
  const err = await loadPolicyFile(file).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PolicyError);
  return (err as PolicyError).message;
}

describe('the shipped default policy', () => {
  it('is valid and versioned', async () => {
    const { policy, digest, file } = await loadPolicyFile(DEFAULT_POLICY_FILE);
    expect(file).toBe(DEFAULT_POLICY_FILE);
    expect(policy.version).toMatch(/\S/);
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
  });

  it('matches the example in docs/eligibility-policy.md', async () => {
    // Series A SaaS, $600,000 revenue, $50,000 debt, asked for $250,000: 600,000 × 0.33 − 50,000 = 148,000.
    const { policy } = await loadPolicyFile(DEFAULT_POLICY_FILE);
    const d = decide(
      policy,
      {
        businessTypes: ['SAAS'],
        countryOfIncorporation: 'AE',
        companyStage: 'Series A',
        dateOfIncorporation: new Date('2022-03-01T00:00:00Z'),
        isTechnologyCompany: true,
        prefersShariaCompliant: true,
        annualRevenue: 600_000,
        runwayMonths: 12,
        requestedAmount: 250_000,
        hasOutstandingDebt: true,
        outstandingDebt: 50_000,
      },
      new Date('2026-11-15T00:00:00Z'),
    );
    expect(d).toMatchObject({ eligible: true, amount: 148_000 });
  });
});

describe('loadPolicyFile refuses a bad policy with a message naming the file and the field', () => {
  it('a misspelt key (which would otherwise switch a rule off silently)', async () => {
    const json = defaultJson();
    json.knockOuts.minRunwayMonth = json.knockOuts.minRunwayMonths;
    delete json.knockOuts.minRunwayMonths;
    const file = write('typo.json', json);
    const message = await problemOf(file);
    expect(message).toContain(`Invalid eligibility policy in ${file}`);
    expect(message).toContain('knockOuts.minRunwayMonths');
    expect(message).toMatch(/knockOuts: Unrecognized key.*minRunwayMonth/);
  });

  it('a company stage without a multiple', async () => {
    const json = defaultJson();
    delete json.amount.revenueMultipleByStage.Seed;
    expect(await problemOf(write('stage.json', json))).toContain(
      'amount.revenueMultipleByStage.Seed: a multiple for "Seed" is required',
    );
  });

  it('a wrong type, a negative amount, an unknown business type and country code', async () => {
    const json = defaultJson();
    json.knockOuts.minAnnualRevenue = '100000';
    json.amount.maximum = -1;
    json.knockOuts.excludedBusinessTypes = ['HEALTHTECH'];
    json.knockOuts.excludedCountriesOfIncorporation = ['North Korea'];
    const message = await problemOf(write('types.json', json));
    expect(message).toContain('knockOuts.minAnnualRevenue: must be a number of US dollars');
    expect(message).toContain('amount.maximum: must be 0 or more');
    expect(message).toContain('knockOuts.excludedBusinessTypes.0: must be one of SAAS');
    expect(message).toContain(
      'knockOuts.excludedCountriesOfIncorporation.0: must be an ISO 3166-1 alpha-2 code',
    );
  });

  it('a minimum above the maximum', async () => {
    const json = defaultJson();
    json.amount.minimum = json.amount.maximum + 1;
    expect(await problemOf(write('minmax.json', json))).toContain(
      'amount.minimum: minimum must not exceed maximum',
    );
  });

  it('a missing version', async () => {
    const json = defaultJson();
    delete json.version;
    expect(await problemOf(write('version.json', json))).toContain('version:');
  });

  it('a file that is not JSON', async () => {
    const file = write('broken.json', '{ "version": "x", ');
    expect(await problemOf(file)).toContain(`The eligibility policy file ${file} is not valid JSON`);
  });

  it('a file that does not exist', async () => {
    const file = path.join(dir, 'missing.json');
    expect(await problemOf(file)).toContain(`Cannot read the eligibility policy file ${file} (ENOENT)`);
  });
});

describe('policyFileFrom', () => {
  it('uses ELIGIBILITY_POLICY_FILE when set, resolved to an absolute path', () => {
    expect(policyFileFrom({ ELIGIBILITY_POLICY_FILE: 'custom/policy.json' })).toBe(
      path.resolve('custom/policy.json'),
    );
  });
  it('falls back to the shipped file', () => {
    expect(policyFileFrom({})).toBe(DEFAULT_POLICY_FILE);
    expect(policyFileFrom({ ELIGIBILITY_POLICY_FILE: '  ' })).toBe(DEFAULT_POLICY_FILE);
  });
});
