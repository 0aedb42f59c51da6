import fc from 'fast-check';
import {
  addMonths,
  daysBetween,
  equalInstalments,
  flatRateBasisPoints,
  formatRate,
  hasCents,
  offerFigures,
  offerSchedule,
  revenueLinkedInstalments,
  salePrice,
  scheduleProblem,
  termsProblem,
  validityPassed,
} from './offer-terms';
import { OFFER_MESSAGES, offerTermsSchema, type OfferTerms, type OfferTermsInput } from './offers';

// The offer's arithmetic and rules; the worked examples are docs/offers.md's.

const TODAY = '2027-01-10';
const terms = (over: Partial<OfferTermsInput> = {}): OfferTerms =>
  offerTermsSchema.parse({
    asset: { description: 'Cloud servers (3 × rack units), bought from the vendor' },
    costMinor: 100_000_00,
    profitMinor: 8_000_00,
    tenureMonths: 12,
    schedule: { type: 'equal' },
    firstDueDate: '2027-03-01',
    validUntil: '2027-02-09',
    ...over,
  });

describe('the price and the disclosed rate', () => {
  it('sells at cost + profit, and discloses profit ÷ cost ÷ (tenure ÷ 12) as a flat annual rate', () => {
    const t = terms();
    expect(salePrice(t)).toBe(108_000_00);
    expect(flatRateBasisPoints(t)).toBe(800);
    expect(formatRate(800)).toBe('8.00%');
    // docs/offers.md: 250 000.00 cost, 37 500.00 profit over 18 months → 15% ÷ 1.5 = 10.00%.
    expect(flatRateBasisPoints({ costMinor: 250_000_00, profitMinor: 37_500_00, tenureMonths: 18 })).toBe(
      1000,
    );
    // 1.00 profit on 3.00 over 7 months: 1/3 × 12/7 = 57.142857…% → 5714 basis points (half up).
    expect(flatRateBasisPoints({ costMinor: 300, profitMinor: 100, tenureMonths: 7 })).toBe(5714);
    // Half up: 1 cent on 8 000.00 over 12 months is 0.0125 bp… → 0; 1 cent on 2 cents over 120 months is 5000 bp.
    expect(flatRateBasisPoints({ costMinor: 800_000, profitMinor: 1, tenureMonths: 12 })).toBe(0);
    expect(flatRateBasisPoints({ costMinor: 2, profitMinor: 1, tenureMonths: 120 })).toBe(500);
    expect(formatRate(5)).toBe('0.05%');
    expect(formatRate(12345)).toBe('123.45%');
  });

  it('stays exact where a double would not (BigInt beyond 2^53)', () => {
    const big = { costMinor: 3, profitMinor: 10_000_000_000_000, tenureMonths: 1 };
    // 10^13 × 120 000 ÷ 3 = 4 × 10^17 exactly; a double product would already have rounded.
    expect(flatRateBasisPoints(big)).toBe(400_000_000_000_000_000);
  });
});

describe('dates', () => {
  it('falls due monthly on the first due date’s day, or the month’s last day when it is shorter', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2027-01-31', 2)).toBe('2027-03-31');
    expect(addMonths('2027-08-31', 1)).toBe('2027-09-30');
    expect(addMonths('2027-11-15', 3)).toBe('2028-02-15');
    expect(addMonths('2027-12-31', 12)).toBe('2028-12-31');
    expect(daysBetween('2027-02-28', '2027-03-01')).toBe(1);
    expect(validityPassed({ validUntil: '2027-01-10' }, '2027-01-10')).toBe(false);
    expect(validityPassed({ validUntil: '2027-01-10' }, '2027-01-11')).toBe(true);
  });

  it('lists the schedule from the first due date', () => {
    const s = offerSchedule(terms({ firstDueDate: '2027-03-31', tenureMonths: 4, validUntil: '2027-03-01' }));
    expect(s.map((i) => i.dueDate)).toEqual(['2027-03-31', '2027-04-30', '2027-05-31', '2027-06-30']);
    expect(s.map((i) => i.number)).toEqual([1, 2, 3, 4]);
  });
});

describe('instalments', () => {
  it('spreads the remainder one cent each over the first instalments', () => {
    expect(equalInstalments(1000, 3)).toEqual([334, 333, 333]);
    expect(equalInstalments(1001, 3)).toEqual([334, 334, 333]);
    expect(equalInstalments(108_000_00, 12)).toEqual(Array(12).fill(9_000_00));
    expect(equalInstalments(5, 7)).toEqual([1, 1, 1, 1, 1, 0, 0]);
  });

  it('pays a share of revenue, never past the total, the rest in the last month', () => {
    // 10% of 30 000.00 = 3 000.00 a month towards 10 000.00: 3 000, 3 000, 3 000, 1 000, and it ends there.
    expect(revenueLinkedInstalments(10_000_00, 6, 1000, 30_000_00)).toEqual([
      3_000_00, 3_000_00, 3_000_00, 1_000_00,
    ]);
    expect(revenueLinkedInstalments(10_000_00, 3, 1000, 30_000_00)).toEqual([3_000_00, 3_000_00, 4_000_00]);
  });

  it('adds up exactly to the sale price, whatever the offer (property)', () => {
    const offer = fc.record({
      costMinor: fc.integer({ min: 1, max: 10_000_000_000_000 }),
      profitMinor: fc.integer({ min: 0, max: 10_000_000_000_000 }),
      tenureMonths: fc.integer({ min: 1, max: 120 }),
      linked: fc.option(
        fc.record({
          revenueShareBps: fc.integer({ min: 1, max: 10_000 }),
          expectedMonthlyRevenueMinor: fc.integer({ min: 1, max: 10_000_000_000_000 }),
        }),
      ),
      first: fc.date({ min: new Date('2027-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }),
    });
    const base = terms();
    fc.assert(
      fc.property(offer, ({ costMinor, profitMinor, tenureMonths, linked, first }) => {
        const t = {
          ...base,
          costMinor,
          profitMinor,
          tenureMonths,
          firstDueDate: first.toISOString().slice(0, 10),
          schedule: linked ? { type: 'revenue_linked' as const, ...linked } : { type: 'equal' as const },
        };
        const s = offerSchedule(t);
        const total = s.reduce((sum, i) => sum + BigInt(i.amountMinor), 0n);
        expect(total).toBe(BigInt(costMinor) + BigInt(profitMinor));
        expect(s.every((i) => Number.isSafeInteger(i.amountMinor) && i.amountMinor >= 0)).toBe(true);
        expect(s.length).toBeLessThanOrEqual(tenureMonths);
        if (!linked) {
          expect(s).toHaveLength(tenureMonths);
          const amounts = s.map((i) => i.amountMinor);
          expect(Math.max(...amounts) - Math.min(...amounts)).toBeLessThanOrEqual(1);
          // Non-increasing: the extra cents come first.
          expect(amounts.every((a, i) => i === 0 || a <= amounts[i - 1])).toBe(true);
        }
        // Monthly: each due date is within 28-31 days of the one before, and in the next calendar month.
        for (let i = 1; i < s.length; i++) {
          const gap = daysBetween(s[i - 1].dueDate, s[i].dueDate);
          expect(gap).toBeGreaterThanOrEqual(28);
          expect(gap).toBeLessThanOrEqual(31);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe('the rules', () => {
  const problem = (over: Partial<OfferTermsInput>, today = TODAY) => termsProblem(terms(over), today);
  const raw = (over: Partial<OfferTerms>) => termsProblem({ ...terms(), ...over }, TODAY);

  it('accepts a sound offer', () => {
    expect(problem({})).toBeNull();
    expect(
      problem({
        schedule: { type: 'revenue_linked', revenueShareBps: 1500, expectedMonthlyRevenueMinor: 80_000_00 },
        charity: { donationPerLateInstalmentMinor: 50_00 },
      }),
    ).toBeNull();
  });

  it('refuses amounts, tenure, currency and description out of bounds, in the composer’s words', () => {
    expect(raw({ costMinor: 0 })).toBe(OFFER_MESSAGES.cost);
    expect(raw({ costMinor: 10.5 })).toBe(OFFER_MESSAGES.cost);
    expect(raw({ profitMinor: -1 })).toBe(OFFER_MESSAGES.profit);
    expect(raw({ costMinor: 10_000_000_000_001 })).toBe(OFFER_MESSAGES.tooLarge);
    expect(raw({ tenureMonths: 0 })).toBe(OFFER_MESSAGES.tenure);
    expect(raw({ tenureMonths: 121 })).toBe(OFFER_MESSAGES.tenure);
    expect(raw({ currency: 'KWD' })).toBe(OFFER_MESSAGES.currency);
    expect(raw({ currency: 'JPY' })).toBe(OFFER_MESSAGES.currency);
    expect(raw({ currency: 'XYZ' })).toBe(OFFER_MESSAGES.currency);
    expect(raw({ asset: { description: '  a ' } })).toBe(OFFER_MESSAGES.description);
    expect(raw({ charity: { donationPerLateInstalmentMinor: 0 } })).toBe(OFFER_MESSAGES.donation);
    expect(hasCents('USD') && hasCents('AED') && hasCents('SAR') && hasCents('EUR')).toBe(true);
  });

  it('refuses a revenue share that would leave a balloon at the end', () => {
    expect(
      problem({
        schedule: { type: 'revenue_linked', revenueShareBps: 100, expectedMonthlyRevenueMinor: 10_000_00 },
      }),
    ).toBe(OFFER_MESSAGES.revenueTooLow);
    // The same check alone, as the composer's preview asks it before it shows a schedule.
    const linked = (revenueShareBps: number, expectedMonthlyRevenueMinor: number) =>
      scheduleProblem({
        ...terms(),
        schedule: { type: 'revenue_linked', revenueShareBps, expectedMonthlyRevenueMinor },
      });
    expect(scheduleProblem(terms())).toBeNull();
    expect(linked(100, 10_000_00)).toBe(OFFER_MESSAGES.revenueTooLow);
    // 108 000.00 over 12 months needs 9 000.00 a month: 10% of 90 000.00 just pays it, 10% of 89 999.99 does not.
    expect(linked(1000, 90_000_00)).toBeNull();
    expect(linked(1000, 89_999_99)).toBe(OFFER_MESSAGES.revenueTooLow);
    expect(linked(0, 90_000_00)).toBe(OFFER_MESSAGES.share);
    expect(linked(1000, 0)).toBe(OFFER_MESSAGES.expectedRevenue);
  });

  it('checks the dates against today: valid after today (90 days at most), first due after the validity', () => {
    expect(problem({ validUntil: TODAY })).toBe(OFFER_MESSAGES.validUntil);
    expect(problem({ validUntil: '2027-01-09' })).toBe(OFFER_MESSAGES.validUntil);
    expect(problem({ validUntil: '2027-04-11', firstDueDate: '2027-05-01' })).toBe(OFFER_MESSAGES.validUntil);
    expect(problem({ validUntil: '2027-04-10', firstDueDate: '2027-05-01' })).toBeNull();
    expect(problem({ firstDueDate: '2027-02-09' })).toBe(OFFER_MESSAGES.firstDue);
    expect(problem({ firstDueDate: '2027-02-10' })).toBeNull();
    expect(problem({ firstDueDate: '2028-02-10' })).toBe(OFFER_MESSAGES.firstDue);
    expect(raw({ firstDueDate: '2027-02-30' })).toBe(OFFER_MESSAGES.date);
  });

  it('gives the computed side as the contract shows it', () => {
    const c = offerFigures(terms({ tenureMonths: 3, costMinor: 1000, profitMinor: 1 }));
    expect(c).toEqual({
      salePriceMinor: 1001,
      rate: { basisPoints: 40, display: '0.40%' },
      schedule: [
        { number: 1, dueDate: '2027-03-01', amountMinor: 334 },
        { number: 2, dueDate: '2027-04-01', amountMinor: 334 },
        { number: 3, dueDate: '2027-05-01', amountMinor: 333 },
      ],
    });
  });
});
