import { createStore } from 'jotai';
import { stepOneAtom, stepTwoAtom, type UserStatus } from '@onboarding/shared';
import * as schemas from '@onboarding/shared/schemas';
import { eligibilityStepsFromStatus, fillEligibilitySteps } from './eligibility-steps';

const saved = {
  businessName: 'Acme',
  businessWebsite: 'https://acme.io',
  businessType: [{ name: 'SaaS', code: 'SAAS' }],
  placeOfOperation: [{ name: 'United Arab Emirates', code: 'AE' }],
  countryOfIncorporation: 'AE',
  companyStage: undefined as unknown,
  dateOfIncorporation: '2021-04-01T00:00:00.000Z',
  ARRYearlyRevenue: 1200000,
  runway: 18,
  debt: 'No',
};

describe('eligibilityStepsFromStatus', () => {
  it('gives nothing when check-user has no eligibility step', () => {
    expect(eligibilityStepsFromStatus({ eligibility_step: null }, schemas)).toEqual({
      stepOne: null,
      stepTwo: null,
    });
  });

  it('keeps the step-two answers that were saved', () => {
    const { stepTwo } = eligibilityStepsFromStatus(
      { eligibility_step: saved } as unknown as Pick<UserStatus, 'eligibility_step'>,
      schemas,
    );
    expect(stepTwo).toEqual({ ARRYearlyRevenue: 1200000, runway: 18, debt: 'No' });
  });

  it('keeps step one only when it is complete, with the website as typed after https://', () => {
    const incomplete = eligibilityStepsFromStatus(
      { eligibility_step: saved } as unknown as Pick<UserStatus, 'eligibility_step'>,
      schemas,
    );
    expect(incomplete.stepOne).toBeNull();
    const complete = eligibilityStepsFromStatus(
      {
        eligibility_step: { ...saved, companyStage: 'Seed' },
      } as unknown as Pick<UserStatus, 'eligibility_step'>,
      schemas,
    );
    expect(complete.stepOne).toMatchObject({
      businessName: 'Acme',
      businessWebsite: 'acme.io',
      companyStage: 'Seed',
    });
  });
});

describe('fillEligibilitySteps', () => {
  it('leaves the atoms alone when there is nothing to restore', async () => {
    const store = createStore();
    await fillEligibilitySteps({ eligibility_step: null }, store);
    expect(store.get(stepOneAtom)).toBeNull();
    expect(store.get(stepTwoAtom)).toBeNull();
  });

  it('restores step two', async () => {
    const store = createStore();
    await fillEligibilitySteps(
      { eligibility_step: saved } as unknown as Pick<UserStatus, 'eligibility_step'>,
      store,
    );
    expect(store.get(stepTwoAtom)).toMatchObject({ runway: 18 });
  });
});
