import { draftHoldsAll, forgetUnsavedStepTwo, keepUnsavedStepTwo, unsavedStepTwo } from './unsaved-answers';

const typed = { isSoftware: 'Yes' as const, ARRYearlyRevenue: '600,000', runway: '18' };

beforeEach(() => sessionStorage.clear());

describe('unsaved step two answers', () => {
  it('come back for the same application only', () => {
    keepUnsavedStepTwo(7, typed);
    expect(unsavedStepTwo(7)).toMatchObject(typed);
    expect(unsavedStepTwo(8)).toBeNull();
    expect(unsavedStepTwo(null)).toBeNull();
  });

  it('are not kept without a known application', () => {
    keepUnsavedStepTwo(null, typed);
    expect(sessionStorage.length).toBe(0);
  });

  it('read as the form holds answers, and nothing from garbage', () => {
    sessionStorage.setItem(
      'eligibility.stepTwo.unsaved',
      JSON.stringify({ application: 7, values: { runway: 18, isSharia: true, secret: 'x' } }),
    );
    const values = unsavedStepTwo(7)!;
    expect(values).toMatchObject({ runway: '18', isSharia: 'Yes' });
    expect(values).not.toHaveProperty('secret');
    sessionStorage.setItem('eligibility.stepTwo.unsaved', '{not json');
    expect(unsavedStepTwo(7)).toBeNull();
    sessionStorage.setItem('eligibility.stepTwo.unsaved', JSON.stringify({ application: '7', values: {} }));
    expect(unsavedStepTwo(7)).toBeNull();
  });

  it('are forgotten once a draft of exactly them, all of them, is saved', () => {
    keepUnsavedStepTwo(7, typed);
    forgetUnsavedStepTwo({ ...typed, runway: '1' });
    expect(unsavedStepTwo(7)).not.toBeNull();
    forgetUnsavedStepTwo(typed);
    expect(unsavedStepTwo(7)).toBeNull();
  });

  it('stay while an answer breaks its rule, since the draft leaves it out', () => {
    const tooMuch = { ...typed, requestedAmount: '100,000,001' };
    expect(draftHoldsAll(tooMuch)).toBe(false);
    expect(draftHoldsAll(typed)).toBe(true);
    keepUnsavedStepTwo(7, tooMuch);
    forgetUnsavedStepTwo(tooMuch);
    expect(unsavedStepTwo(7)).toMatchObject({ requestedAmount: '100,000,001' });
    forgetUnsavedStepTwo();
    expect(unsavedStepTwo(7)).toBeNull();
  });

  it('do no harm when the storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(() => keepUnsavedStepTwo(7, typed, refusing)).not.toThrow();
    expect(unsavedStepTwo(7, refusing)).toBeNull();
    expect(() => forgetUnsavedStepTwo(typed, refusing)).not.toThrow();
  });
});
