import { OFFER_MESSAGES, offerFigures, offerTermsSchema } from '@onboarding/shared/backoffice';
import { EMPTY_OFFER_FORM, formToTerms, type OfferForm } from './composer-form';
import { offerPreview } from './composer-preview';
import { formatBasisPoints } from '@onboarding/shared/money';

const DUAL = 100_000_000;

const typed: OfferForm = {
  ...EMPTY_OFFER_FORM,
  description: 'Ten delivery vans',
  cost: '100,000',
  profit: '8,000.00',
  tenure: '12',
  validUntil: '2030-01-31',
  firstDueDate: '2030-03-01',
};

describe('the composer’s live preview', () => {
  it('shows the figures the server stores for the same terms', () => {
    for (const values of [
      typed,
      { ...typed, cost: '1,000,000.01', profit: '0.99', tenure: '7', firstDueDate: '2030-01-31' },
      { ...typed, scheduleType: 'revenue_linked' as const, share: '12.5', expectedRevenue: '90,000' },
    ]) {
      const preview = offerPreview(values, DUAL);
      const stored = offerFigures(offerTermsSchema.parse(formToTerms(values)));
      expect(preview.waiting).toBeNull();
      expect(preview.price?.salePriceMinor).toBe(stored.salePriceMinor);
      expect(preview.rateBasisPoints).toBe(stored.rate.basisPoints);
      expect(preview.schedule).toEqual(stored.schedule);
      // The rate reads as the version's display once proposed.
      expect(formatBasisPoints(preview.rateBasisPoints!, 'en-US')).toBe(stored.rate.display);
    }
  });

  it('says how many approvals the sale price needs', () => {
    expect(offerPreview(typed, DUAL).price?.requiredApprovals).toBe(1);
    expect(offerPreview({ ...typed, cost: '999,000', profit: '1,000' }, DUAL).price?.requiredApprovals).toBe(
      1,
    );
    expect(
      offerPreview({ ...typed, cost: '999,000', profit: '1,000.01' }, DUAL).price?.requiredApprovals,
    ).toBe(2);
  });

  it('shows no figure whose inputs the contract would refuse, and says what it waits for', () => {
    const none = offerPreview({ ...typed, cost: '12.345' }, DUAL);
    expect(none).toMatchObject({ price: null, rateBasisPoints: null, schedule: null, waiting: 'amounts' });
    expect(offerPreview({ ...typed, profit: '' }, DUAL).price).toBeNull();
    expect(offerPreview({ ...typed, cost: '0' }, DUAL).price).toBeNull();
    expect(offerPreview({ ...typed, cost: '100000000000.01' }, DUAL).price).toBeNull();

    const noTenure = offerPreview({ ...typed, tenure: '121' }, DUAL);
    expect(noTenure).toMatchObject({ rateBasisPoints: null, schedule: null, waiting: 'tenure' });
    expect(noTenure.price?.salePriceMinor).toBe(108_000_00);
    expect(offerPreview({ ...typed, tenure: '1.5' }, DUAL).waiting).toBe('tenure');

    const linked = { ...typed, scheduleType: 'revenue_linked' as const, share: '10', expectedRevenue: '' };
    expect(offerPreview(linked, DUAL)).toMatchObject({
      rateBasisPoints: 800,
      schedule: null,
      waiting: 'schedule',
    });
    expect(offerPreview({ ...linked, share: '0', expectedRevenue: '90,000' }, DUAL).waiting).toBe('schedule');

    expect(offerPreview({ ...typed, firstDueDate: '' }, DUAL)).toMatchObject({
      rateBasisPoints: 800,
      schedule: null,
      waiting: 'firstDue',
    });
    expect(offerPreview({ ...typed, firstDueDate: '2030-02-30' }, DUAL).schedule).toBeNull();
  });

  it('shows the server’s refusal instead of a revenue-linked schedule with a balloon at the end', () => {
    const linked = { ...typed, scheduleType: 'revenue_linked' as const, share: '10' };
    expect(offerPreview({ ...linked, expectedRevenue: '89,999.99' }, DUAL)).toMatchObject({
      schedule: null,
      waiting: null,
      problem: OFFER_MESSAGES.revenueTooLow,
    });
    const paid = offerPreview({ ...linked, expectedRevenue: '90,000' }, DUAL);
    expect(paid.problem).toBeNull();
    expect(paid.indicative).toBe(true);
    expect(paid.schedule).toHaveLength(12);
    // A better month pays it sooner: 30 000.00 a month pays 108 000.00 in four.
    expect(
      offerPreview({ ...linked, expectedRevenue: '300,000' }, DUAL).schedule?.map((i) => i.amountMinor),
    ).toEqual([30_000_00, 30_000_00, 30_000_00, 18_000_00]);
  });
});
