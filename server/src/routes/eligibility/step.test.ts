import { applyDraft, parseDraft, parseFinalStep, sameJson } from './step';

describe('parseDraft', () => {
  it('validates only the fields sent, normalising them as the final schema does', () => {
    const result = parseDraft({
      businessWebsite: 'https://noor.io',
      ARRYearlyRevenue: '1,250,000',
      isSharia: true,
      dateOfIncorporation: '2022-05',
      optionsAll: ['whatever'],
      draft: true,
    });
    expect(result).toEqual({
      ok: true,
      value: {
        set: {
          businessWebsite: 'https://noor.io',
          ARRYearlyRevenue: 1_250_000,
          isSharia: 'Yes',
          dateOfIncorporation: '2022-05-01T00:00:00.000Z',
        },
        clear: [],
      },
    });
  });

  it('treats null, blank text and empty lists as "clear this field"', () => {
    const result = parseDraft({ runway: '', businessType: [], debtAmount: null, businessName: '   ' });
    expect(result).toEqual({
      ok: true,
      value: { set: {}, clear: ['businessName', 'businessType', 'runway', 'debtAmount'] },
    });
  });

  it.each([
    [{ businessWebsite: 'noor.io' }, 'Wrong business Website url'],
    [{ requestedAmount: 100_000_001 }, 'The maximum amount allowed is 100,000,000'],
    [{ companyStage: 'Series Z' }, 'Value is not one of the allowed options'],
    [{ runway: 'soon' }, 'Value must be a number'],
    [{ businessName: 'x'.repeat(51) }, 'The maximum length allowed is 50'],
  ])('refuses %j with the form message', (raw, message) => {
    expect(parseDraft(raw)).toEqual({ ok: false, message });
  });
});

describe('applyDraft', () => {
  it('overwrites sent fields, keeps the rest and removes cleared ones', () => {
    expect(
      applyDraft(
        { businessName: 'A', runway: 12, companyStage: 'Seed' },
        { set: { businessName: 'B' }, clear: ['runway'] },
      ),
    ).toEqual({ businessName: 'B', companyStage: 'Seed' });
  });

  it('drops the debt amount once debt is No, and keeps it while debt is Yes or unanswered', () => {
    expect(applyDraft({ debt: 'Yes', debtAmount: 5 }, { set: { debt: 'No' }, clear: [] })).toEqual({
      debt: 'No',
    });
    expect(applyDraft({ debt: 'Yes' }, { set: { debtAmount: 5 }, clear: [] })).toEqual({
      debt: 'Yes',
      debtAmount: 5,
    });
    expect(applyDraft(null, { set: { debtAmount: 5 }, clear: [] })).toEqual({ debtAmount: 5 });
  });
});

describe('parseFinalStep', () => {
  it('drops a debt amount sent with a No', () => {
    const parsed = parseFinalStep({
      businessName: 'Noor',
      businessWebsite: 'https://noor.io',
      businessType: [{ name: 'Software', code: 'SAAS' }],
      placeOfOperation: [{ name: 'Oman', code: 'OM' }],
      countryOfIncorporation: 'OM',
      companyStage: 'Seed',
      dateOfIncorporation: '2022-05-01',
      isSoftware: 'Yes',
      ARRYearlyRevenue: 1,
      activeContracts: 1,
      investmentRounds: 1,
      runway: 1,
      requestedAmount: 1,
      isSharia: 'No',
      debt: 'No',
      debtAmount: 7,
      institutionalInvestors: 0,
      raisedAmount: 0,
    });
    expect(parsed.ok && parsed.value).not.toHaveProperty('debtAmount');
    expect(parsed.ok && parsed.value.debt).toBe('No');
  });
});

describe('sameJson', () => {
  it('ignores key order and undefined keys, nothing else', () => {
    expect(sameJson({ a: 1, b: [{ x: 1, y: 2 }] }, { b: [{ y: 2, x: 1 }], a: 1, c: undefined })).toBe(true);
    expect(sameJson({ a: 1 }, { a: '1' })).toBe(false);
    expect(sameJson({ b: [1, 2] }, { b: [2, 1] })).toBe(false);
  });
});
