import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clausesFor, loadOfferClauses, offerClausesFileFrom, OfferClausesError } from './clauses';

// The letter's clauses: the shipped file, and a replacement refused at start when it lacks what every letter
// must state.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'offer-clauses-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const shipped = JSON.parse(fs.readFileSync(offerClausesFileFrom({}), 'utf8'));
const write = (name: string, content: unknown) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
};

describe('the offer clauses', () => {
  it('ships every required clause in English and Arabic, the donation written in when there is one', async () => {
    const clauses = await loadOfferClauses(offerClausesFileFrom({}));
    expect(clauses.version).toBe(shipped.version);
    const withCharity = clausesFor(clauses, { en: 'USD 50.00', ar: '50.00 USD' });
    expect(withCharity.map((c) => c.key)).toEqual([
      'murabaha_sale',
      'no_compounding',
      'charity_undertaking',
      'collection_costs',
      'early_settlement_rebate',
    ]);
    const charity = withCharity.find((c) => c.key === 'charity_undertaking')!;
    expect(charity.text.en).toContain('donate USD 50.00 for each late instalment');
    expect(charity.text.ar).toContain('بمبلغ 50.00 USD عن كل قسط متأخر');
    expect(clausesFor(clauses, null).map((c) => c.key)).not.toContain('charity_undertaking');
    for (const c of withCharity) expect(c.text.ar).toMatch(/[\u0600-\u06FF]/);
  });

  it('uses OFFER_CLAUSES_FILE and refuses a file that lacks a clause, a language or the donation', async () => {
    const file = write('ok.json', { ...shipped, version: 'custom-1' });
    expect(offerClausesFileFrom({ OFFER_CLAUSES_FILE: file })).toBe(file);
    expect((await loadOfferClauses(file)).version).toBe('custom-1');
    const without = (key: string) => shipped.clauses.filter((c: { key: string }) => c.key !== key);
    const cases: Array<[unknown, RegExp]> = [
      ['{', /is not valid JSON/],
      [{ ...shipped, clauses: without('no_compounding') }, /lacks the clause\(s\).*no_compounding/],
      [
        {
          ...shipped,
          clauses: shipped.clauses.map((c: { key: string }) =>
            c.key === 'collection_costs' ? { ...c, ar: undefined } : c,
          ),
        },
        /clauses\.3\.ar/,
      ],
      [
        {
          ...shipped,
          clauses: shipped.clauses.map((c: { key: string; ar: string }) =>
            c.key === 'charity_undertaking' ? { ...c, ar: c.ar.replace('{donation}', '') } : c,
          ),
        },
        /must name the donation/,
      ],
      [{ ...shipped, clauses: [...shipped.clauses, shipped.clauses[0]] }, /lists murabaha_sale twice/],
    ];
    for (const [content, message] of cases) {
      const bad = write('bad.json', content);
      await expect(loadOfferClauses(bad)).rejects.toThrow(OfferClausesError);
      await expect(loadOfferClauses(bad)).rejects.toThrow(message);
    }
    await expect(loadOfferClauses(path.join(dir, 'missing.json'))).rejects.toThrow(
      /cannot be read \(ENOENT\)/,
    );
  });
});
