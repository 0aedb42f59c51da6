import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { offerTermsSchema } from '@onboarding/shared/backoffice';
import { ENGLISH, formatAmount } from '../mail/format';
import { loadOfferClauses, offerClausesFileFrom } from './clauses';
import { offerLetter, type LetterInput, type LetterVersion } from './letter';
import { pdfText } from './pdf-text';

// The offer letter: the terms, the schedule, the versions, the clauses in both languages, the case and the
// version; in the applicant's language, Arabic laid out right to left with Western digits.

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

/** Version 3, after one returned and one superseded (with one of its two approvals). */
const versions: LetterVersion[] = [
  {
    version: 1,
    status: 'superseded',
    salePriceMinor: 110_000_00,
    currency: 'USD',
    proposedOn: '2027-01-02',
    approvals: 0,
    requiredApprovals: 2,
    approvedOn: null,
    returnedOn: '2027-01-03',
  },
  {
    version: 2,
    status: 'superseded',
    salePriceMinor: 109_000_00,
    currency: 'USD',
    proposedOn: '2027-01-03',
    approvals: 1,
    requiredApprovals: 2,
    approvedOn: null,
    returnedOn: null,
  },
  {
    version: 3,
    status: 'proposed',
    salePriceMinor: 108_000_01,
    currency: 'USD',
    proposedOn: '2027-01-04',
    approvals: 2,
    requiredApprovals: 2,
    approvedOn: '2027-01-05',
    returnedOn: null,
  },
];

async function letter(language: LetterInput['language'], digits?: LetterInput['digits']) {
  const clauses = await loadOfferClauses(offerClausesFileFrom({}));
  const made = await offerLetter({
    caseId: 42,
    version: 3,
    language,
    digits,
    applicant: { name: 'Layla Haddad', businessName: 'نور السحابية' },
    terms,
    clauses,
    versions,
    issuedOn: '2027-01-05',
  });
  const out = process.env.LETTER_OUT ?? os.tmpdir();
  fs.writeFileSync(
    path.join(out, `offer-letter-test-${language}${digits ? `-${digits}` : ''}.pdf`),
    made.pdf,
  );
  return { ...made, clauses, text: pdfText(made.pdf), raw: made.pdf.toString('latin1') };
}

const expectAll = (text: string, expected: string[]) => {
  for (const line of expected) expect([line, text.includes(line)]).toEqual([line, true]);
};

describe('the offer letter', () => {
  it('formats money from integers, the code first in English', () => {
    expect(formatAmount(108_000_01, 'USD', ENGLISH)).toBe('USD 108,000.01');
    expect(formatAmount(5, 'AED', ENGLISH)).toBe('AED 0.05');
    expect(formatAmount(10_000_000_000_000, 'USD', ENGLISH)).toBe('USD 100,000,000,000.00');
  });

  it('states the terms, the schedule, the versions, the clauses, the case and the version', async () => {
    const { pdf, sha256, clauses, text, raw } = await letter('en');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(sha256).toMatch(/^[0-9a-f]{64}$/);
    expectAll(text, [
      'Murabaha financing offer',
      'Case 42 - offer version 3',
      `Clauses version ${clauses.version}`,
      'USD 108,000.01',
      '8.00% a year, flat (profit / cost price',
      'USD 9,000.01',
      '2027-02-28',
      '2027-12-31',
      'USD 50.00 per late instalment',
      'Rebate on early settlement',
      'No increase for late payment',
    ]);
    // The versions: this letter replaces the earlier ones, which are listed by number, date, approvals and price.
    expectAll(text, [
      'The versions of this offer',
      'This letter states version 3 of the offer. It replaces the earlier versions listed here: only version 3 can',
      'USD 110,000.00',
      'Returned for review 2027-01-03',
      '1 of 2',
      'Superseded',
      'Approved 2027-01-05: this letter',
    ]);
    // The Arabic clauses (and the business name), in the embedded Naskh font, read back as text.
    expect(raw).toMatch(/NotoNaskhArabic/);
    expectAll(text, ['البنود', 'نور السحابية', 'بمبلغ 50.00 USD عن كل قسط متأخر']);
    expect(raw).toContain('/Lang (en)');
  });

  it('is written in Arabic for an Arabic applicant: right to left, Western digits, the clauses in English too', async () => {
    const { text, raw, clauses } = await letter('ar');
    expect(raw).toContain('/Lang (ar)');
    expectAll(text, [
      'عرض تمويل بالمرابحة',
      'الطلب رقم 42 - إصدار العرض 3 - تاريخ الإصدار 5 يناير 2027',
      `إصدار البنود ${clauses.version}`,
      // The headings.
      'شروط العرض',
      'جدول الأقساط',
      'إصدارات هذا العرض',
      'البنود',
      'القبول',
      // The terms table.
      'سعر البيع (سعر التكلفة + الربح)',
      '108,000.01 USD',
      '8.00% سنويًا، ثابت (الربح',
      '12 شهرًا',
      '12 قسطًا شهريًا متساويًا',
      '20 يناير 2027',
      '50.00 USD عن كل قسط متأخر',
      // The schedule table: each instalment's date and amount.
      'تاريخ الاستحقاق',
      '28 فبراير 2027',
      '9,000.01 USD',
      // The versions.
      'يتضمن هذا الخطاب الإصدار 3 من العرض، ويحلّ محلّ الإصدارات السابقة',
      'أُعيد إلى المراجعة في 3 يناير 2027',
      '1 من 2',
      'اعتُمد في 5 يناير 2027: هذا الخطاب',
      // The clauses, in Arabic with the donation as Arabic writes it, then in English.
      'بمبلغ 50.00 USD عن كل قسط متأخر',
      'The clauses',
      'Rebate on early settlement',
      // The acceptance.
      'حتى نهاية يوم 20 يناير 2027',
      'بسعر البيع البالغ 108,000.01 USD',
    ]);
    // Western digits throughout, and none of the English letter's words or ISO dates outside the English clauses.
    expect(text).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
    expect(text).not.toMatch(/The terms|The schedule|Acceptance|2027-01-20|2027-02-28/);
  });

  it('writes the Arabic letter’s numbers in Arabic-Indic digits for an applicant who chose them', async () => {
    const { text, clauses } = await letter('ar', 'arab');
    expectAll(text, [
      'الطلب رقم ٤٢ - إصدار العرض ٣ - تاريخ الإصدار ٥ يناير ٢٠٢٧',
      // The clauses' version is a reference, kept as it is written.
      `إصدار البنود ${clauses.version}`,
      '١٠٨٬٠٠٠٫٠١ USD',
      '١٢ شهرًا',
      '١٢ قسطًا شهريًا متساويًا',
      '٢٠ يناير ٢٠٢٧',
      '٩٬٠٠٠٫٠١ USD',
      'يتضمن هذا الخطاب الإصدار ٣ من العرض',
      '١ من ٢',
      'بمبلغ ٥٠٫٠٠ USD عن كل قسط متأخر',
      'حتى نهاية يوم ٢٠ يناير ٢٠٢٧',
    ]);
    // The English clauses keep Western digits; the Arabic text has none left.
    expect(text).toContain('The clauses');
    const arabicLines = text
      .split('\n')
      .filter((l) => /[\u0600-\u06FF]/.test(l) && !l.includes(clauses.version));
    for (const line of arabicLines) expect([line, /[0-9]/.test(line)]).toEqual([line, false]);
  });
});
