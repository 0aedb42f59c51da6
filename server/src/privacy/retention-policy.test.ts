import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_RETENTION_POLICY_FILE } from '../runtime-files';
import {
  keptRecords,
  loadRetentionPolicy,
  retentionPolicyFileFrom,
  yearsAfter,
  type AcceptedOfferFacts,
  type RetentionPolicy,
} from './retention-policy';

const offer = (over: Partial<AcceptedOfferFacts> = {}): AcceptedOfferFacts => ({
  applicationId: 12,
  version: 2,
  currency: 'USD',
  costMinor: 10_000_000,
  profitMinor: 1_200_000,
  salePriceMinor: 11_200_000,
  tenureMonths: 12,
  validUntil: '2026-12-31',
  clausesVersion: 'c1',
  terms: { asset: 'Servers' },
  sentAt: '2026-11-01T10:00:00.000Z',
  letter: { key: 'offers/12/v2-x.pdf', sha256: 'ab', size: 1234 },
  acceptance: { at: '2026-11-03T09:30:00.000Z', signature: 'Amina Noor', ip: '203.0.113.9' },
  businessName: 'Noor Cloud',
  ...over,
});

const policy = (keep: RetentionPolicy['rules'][number]['keep'], years = 7): RetentionPolicy => ({
  version: 't1',
  rules: [{ id: 'accepted-offer', applies: 'accepted_offer', keep, years, reason: 'The contract.' }],
});

const NOW = new Date('2026-11-25T12:00:00Z');

describe('the retention policy file', () => {
  it('ships a valid default, and RETENTION_POLICY_FILE replaces it', async () => {
    const loaded = await loadRetentionPolicy(retentionPolicyFileFrom({}));
    expect(loaded.file).toBe(DEFAULT_RETENTION_POLICY_FILE);
    expect(loaded.digest).toMatch(/^[0-9a-f]{64}$/);
    expect(loaded.policy.rules.map((r) => r.applies)).toEqual(['accepted_offer']);
    expect(retentionPolicyFileFrom({ RETENTION_POLICY_FILE: ' /etc/x.json ' })).toBe('/etc/x.json');
  });

  it('names every problem of a bad file, and the file', async () => {
    const bad = {
      version: '',
      rules: [
        { id: 'A B', applies: 'everything', keep: ['email'], years: 0, reason: '' },
        { id: 'x', applies: 'accepted_offer', keep: ['signature', 'signature'], years: 1, reason: 'r' },
      ],
      extra: true,
    };
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'retention-'));
    const file = path.join(dir, 'p.json');
    fs.writeFileSync(file, JSON.stringify(bad));
    const message = await loadRetentionPolicy(file).then(
      () => '',
      (err: Error) => err.message,
    );
    fs.rmSync(dir, { recursive: true, force: true });
    expect(message).toContain(file);
    for (const part of [
      'version',
      'rules.0.id',
      'rules.0.applies',
      'rules.0.keep.0',
      'rules.0.years',
      'rules.0.reason',
      'rules.1.keep',
      'extra',
    ])
      expect(message).toContain(part);
  });

  it('refuses an unreadable file or bad JSON with the variable to fix', async () => {
    await expect(loadRetentionPolicy('/nonexistent/retention.json')).rejects.toThrow(/RETENTION_POLICY_FILE/);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'retention-'));
    const file = path.join(dir, 'p.json');
    fs.writeFileSync(file, '{ not json');
    await expect(loadRetentionPolicy(file)).rejects.toThrow(/not valid JSON/);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('what a policy keeps', () => {
  it('keeps an accepted offer’s named parts only, with its reason and date', () => {
    const [kept] = keptRecords(
      policy(['offer_terms', 'offer_letter', 'signature', 'business_name']),
      { acceptedOffers: [offer()] },
      NOW,
    );
    expect(kept).toMatchObject({
      rule: 'accepted-offer',
      applicationId: 12,
      why: 'The contract.',
      until: '2033-11-03',
      storageKeys: ['offers/12/v2-x.pdf'],
    });
    expect(kept.what).toBe(
      'The signed offer of application 12 (version 2): its terms, letter, signature and business name',
    );
    expect(kept.data).toMatchObject({
      offerVersion: 2,
      businessName: 'Noor Cloud',
      signature: { name: 'Amina Noor', at: '2026-11-03T09:30:00.000Z', version: 2 },
      letter: { key: 'offers/12/v2-x.pdf', sha256: 'ab', size: 1234 },
      terms: { salePriceMinor: 11_200_000, terms: { asset: 'Servers' } },
    });
    // The signing address is a part of its own: not named, not kept.
    expect(JSON.stringify(kept)).not.toContain('203.0.113.9');
  });

  it('names what it keeps and why in Arabic too, with the English reason where the policy has no Arabic', () => {
    const keep: RetentionPolicy['rules'][number]['keep'] = ['offer_terms', 'offer_letter', 'signature'];
    const [plain] = keptRecords(policy(keep), { acceptedOffers: [offer()] }, NOW);
    expect(plain.translations.ar).toEqual({
      what: 'العرض الموقَّع للطلب رقم 12 (الإصدار 2): شروطه، خطاب العرض والتوقيع',
      why: 'The contract.',
    });
    const translated = policy(keep);
    translated.rules[0]!.reasonTranslations = { ar: 'العقد.' };
    const [kept] = keptRecords(translated, { acceptedOffers: [offer()] }, NOW);
    expect(kept.translations.ar.why).toBe('العقد.');
    expect(kept.why).toBe('The contract.');
  });

  it('keeps nothing the rule does not name (no letter: no object kept either)', () => {
    const [kept] = keptRecords(policy(['signature']), { acceptedOffers: [offer()] }, NOW);
    expect(Object.keys(kept.data).sort()).toEqual(['offerVersion', 'signature']);
    expect(kept.storageKeys).toEqual([]);
    expect(JSON.stringify(kept.data)).not.toContain('Noor Cloud');
    const [withIp] = keptRecords(policy(['signature_ip']), { acceptedOffers: [offer()] }, NOW);
    expect(withIp.data.signatureIp).toBe('203.0.113.9');
  });

  it('counts from the deletion when the signature’s date is unknown', () => {
    const [kept] = keptRecords(
      policy(['offer_terms'], 5),
      { acceptedOffers: [offer({ acceptance: null })] },
      NOW,
    );
    expect(kept.until).toBe('2031-11-25');
  });

  it('keeps nothing without a rule for the record', () => {
    expect(keptRecords({ version: 'none', rules: [] }, { acceptedOffers: [offer()] }, NOW)).toEqual([]);
  });

  it('adds years to a date, 29 February included', () => {
    expect(yearsAfter(new Date('2028-02-29T10:00:00Z'), 1)).toBe('2029-02-28');
    expect(yearsAfter(new Date('2026-01-31T00:00:00Z'), 7)).toBe('2033-01-31');
  });
});
