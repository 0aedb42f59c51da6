import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { offerTermsSchema } from '@onboarding/shared/backoffice';
import { loadOfferClauses, offerClausesFileFrom } from './clauses';
import { formatMoney, offerLetter } from './letter';
import { pdfText } from './pdf-text';

// The offer letter (#17): the terms, the schedule, the clauses in both languages, the case and the version.

jest.setTimeout(60_000);

const terms = offerTermsSchema.parse({
  asset: { description: 'Cloud servers bought from the vendor' },
  costMinor: 100_000_00,
  profitMinor: 8_000_01,
  tenureMonths: 12,
  schedule: { type: 'equal' },
  firstDueDate: '2027-01-31',
  validUntil: '2027-01-20',
  charity: { donationPerLateInstalmentMinor: 50_00 },
});

describe('the offer letter', () => {
  it('formats money from integers', () => {
    expect(formatMoney(108_000_01, 'USD')).toBe('USD 108,000.01');
    expect(formatMoney(5, 'AED')).toBe('AED 0.05');
    expect(formatMoney(10_000_000_000_000, 'USD')).toBe('USD 100,000,000,000.00');
  });

  it('states the terms, the schedule, the clauses, the case and the version', async () => {
    const clauses = await loadOfferClauses(offerClausesFileFrom({}));
    const { pdf, sha256 } = await offerLetter({
      caseId: 42,
      version: 3,
      applicant: { name: 'Layla Haddad', businessName: 'نور السحابية' },
      terms,
      clauses,
      issuedOn: '2027-01-05',
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(sha256).toMatch(/^[0-9a-f]{64}$/);
    const text = pdfText(pdf);
    for (const expected of [
      'Murabaha financing offer',
      'Case 42 - offer version 3',
      `Clauses version ${clauses.version}`,
      'USD 108,000.01',
      '8.00% (profit / cost price',
      'USD 9,000.01',
      '2027-02-28',
      '2027-12-31',
      'USD 50.00 per late instalment',
      'Rebate on early settlement',
      'No increase for late payment',
    ])
      expect([expected, text.includes(expected)]).toEqual([expected, true]);
    // The Arabic clauses and the business name: the embedded Naskh font.
    expect(pdf.toString('latin1')).toMatch(/NotoNaskhArabic/);
    if (process.env.LETTER_OUT) fs.writeFileSync(path.join(process.env.LETTER_OUT), pdf);
    else fs.writeFileSync(path.join(os.tmpdir(), 'offer-letter-test.pdf'), pdf);
  });
});
