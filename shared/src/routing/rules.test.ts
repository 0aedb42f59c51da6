import {
  flagsForStage,
  flagsFromStages,
  mergeStagesLists,
  resolveUserStatus,
  routeForStage,
  routeFromStages,
  transactionSystemType,
} from './rules';

describe('stage → route (no stages_lists)', () => {
  it.each([
    ['VERIFIED', '/eligible-check'],
    ['ELIGIBLE', '/eligible'],
    ['TRANSACTION', '/subscriptions'],
    ['ACCOUNTING', '/accounting'],
    ['PENDING', '/funded'],
  ])('%s goes to %s', (stage, route) => {
    expect(routeForStage(stage)).toBe(route);
  });

  it('has no route for a missing or unknown stage', () => {
    expect(routeForStage(null)).toBeNull();
    expect(routeForStage('SOMETHING')).toBeNull();
    expect(routeForStage('toString')).toBeNull();
  });
});

describe('stage → completed flags', () => {
  it('VERIFIED completes nothing', () => {
    expect(flagsForStage('VERIFIED')).toEqual({
      eligibleCompleted: false,
      connectSystemCompleted: false,
      uploadDocumentsCompleted: false,
    });
  });
  it.each(['ELIGIBLE', 'TRANSACTION', 'ACCOUNTING', 'PENDING'])('%s sets eligibleCompleted', (stage) => {
    expect(flagsForStage(stage).eligibleCompleted).toBe(true);
  });
  it('ACCOUNTING and PENDING also set connectSystemCompleted', () => {
    expect(flagsForStage('ELIGIBLE').connectSystemCompleted).toBe(false);
    expect(flagsForStage('TRANSACTION').connectSystemCompleted).toBe(false);
    expect(flagsForStage('ACCOUNTING').connectSystemCompleted).toBe(true);
    expect(flagsForStage('PENDING').connectSystemCompleted).toBe(true);
  });
  it('only PENDING sets uploadDocumentsCompleted', () => {
    expect(flagsForStage('ACCOUNTING').uploadDocumentsCompleted).toBe(false);
    expect(flagsForStage('PENDING').uploadDocumentsCompleted).toBe(true);
  });
});

describe('stages_lists → completed flags', () => {
  it('merges the list into one object, later entries winning', () => {
    expect(
      mergeStagesLists([{ CHECK_ELIGIBILITY: false }, { CHECK_ELIGIBILITY: true, ELIGIBLE: true }]),
    ).toEqual({
      CHECK_ELIGIBILITY: true,
      ELIGIBLE: true,
    });
    expect(mergeStagesLists(null)).toEqual({});
  });
  it('TRANSACTION and ACCOUNTING both true set connectSystemCompleted', () => {
    expect(flagsFromStages({ TRANSACTION: true }).connectSystemCompleted).toBe(false);
    expect(flagsFromStages({ TRANSACTION: true, ACCOUNTING: true }).connectSystemCompleted).toBe(true);
  });
  it('FINANCIALS true sets uploadDocumentsCompleted', () => {
    expect(flagsFromStages({ FINANCIALS: false }).uploadDocumentsCompleted).toBe(false);
    expect(flagsFromStages({ FINANCIALS: true }).uploadDocumentsCompleted).toBe(true);
  });
  it('CHECK_ELIGIBILITY true sets eligibleCompleted', () => {
    expect(flagsFromStages({ CHECK_ELIGIBILITY: false }).eligibleCompleted).toBe(false);
    expect(flagsFromStages({ CHECK_ELIGIBILITY: true }).eligibleCompleted).toBe(true);
  });
});

describe('stages_lists → route, the eight rules in order', () => {
  it('rule 1: CHECK_ELIGIBILITY present and false goes to /eligible-check', () => {
    expect(routeFromStages({ CHECK_ELIGIBILITY: false })).toBe('/eligible-check');
    // before rule 5: even with every other flag true
    expect(
      routeFromStages({
        CHECK_ELIGIBILITY: false,
        ELIGIBLE: true,
        TRANSACTION: true,
        ACCOUNTING: true,
        FINANCIALS: true,
      }),
    ).toBe('/eligible-check');
  });

  it('rule 2: CHECK_ELIGIBILITY true and FINANCIALS false goes to /eligible', () => {
    expect(routeFromStages({ CHECK_ELIGIBILITY: true, ELIGIBLE: true, FINANCIALS: false })).toBe('/eligible');
    // the result screen then sends a rejected applicant on to /ineligible
    expect(routeFromStages({ CHECK_ELIGIBILITY: true, ELIGIBLE: false, FINANCIALS: false })).toBe(
      '/eligible',
    );
  });

  it('rule 3: CHECK_ELIGIBILITY true otherwise means ELIGIBLE is treated as true', () => {
    // ELIGIBLE false would go to /eligible-check by rule 4; rule 3 overrides it.
    expect(routeFromStages({ CHECK_ELIGIBILITY: true, ELIGIBLE: false, FINANCIALS: true })).toBe(
      '/subscriptions',
    );
    expect(
      routeFromStages({ CHECK_ELIGIBILITY: true, TRANSACTION: true, ACCOUNTING: true, FINANCIALS: true }),
    ).toBe('/funded');
  });

  it('rule 4: ELIGIBLE false, or none of the four flags true, goes to /eligible-check', () => {
    expect(routeFromStages({ ELIGIBLE: false, TRANSACTION: true, ACCOUNTING: true, FINANCIALS: true })).toBe(
      '/eligible-check',
    );
    expect(routeFromStages({})).toBe('/eligible-check');
    expect(routeFromStages({ ELIGIBLE: undefined, TRANSACTION: false, FINANCIALS: false })).toBe(
      '/eligible-check',
    );
  });

  it('rule 5: all four true goes to /funded', () => {
    expect(routeFromStages({ ELIGIBLE: true, TRANSACTION: true, ACCOUNTING: true, FINANCIALS: true })).toBe(
      '/funded',
    );
  });

  it('rule 6: TRANSACTION true but ELIGIBLE not true goes to /eligible-check', () => {
    expect(routeFromStages({ TRANSACTION: true })).toBe('/eligible-check');
    expect(routeFromStages({ TRANSACTION: true, ACCOUNTING: true, FINANCIALS: true })).toBe(
      '/eligible-check',
    );
  });

  it('rule 7: ELIGIBLE and TRANSACTION true but ACCOUNTING not true goes to /accounting', () => {
    expect(routeFromStages({ ELIGIBLE: true, TRANSACTION: true })).toBe('/accounting');
    expect(
      routeFromStages({
        CHECK_ELIGIBILITY: true,
        ELIGIBLE: true,
        FINANCIALS: true,
        TRANSACTION: true,
        ACCOUNTING: false,
      }),
    ).toBe('/accounting');
  });

  describe('rule 8: otherwise the route of the first flag not true, in the order CHECK_ELIGIBILITY, TRANSACTION, ACCOUNTING, FINANCIALS', () => {
    it('CHECK_ELIGIBILITY not true → /eligible-check', () => {
      expect(routeFromStages({ ELIGIBLE: true, FINANCIALS: true })).toBe('/eligible-check');
    });
    it('TRANSACTION not true → /subscriptions', () => {
      expect(
        routeFromStages({ CHECK_ELIGIBILITY: true, ELIGIBLE: true, FINANCIALS: true, TRANSACTION: false }),
      ).toBe('/subscriptions');
    });
    it('ACCOUNTING not true → /accounting', () => {
      // Rule 7 already answers every state that reaches this branch of rule 8, with the same route.
      expect(routeFromStages({ CHECK_ELIGIBILITY: true, TRANSACTION: true, FINANCIALS: true })).toBe(
        '/accounting',
      );
    });
    it('FINANCIALS not true → /financials', () => {
      expect(
        routeFromStages({ CHECK_ELIGIBILITY: true, ELIGIBLE: true, TRANSACTION: true, ACCOUNTING: true }),
      ).toBe('/financials');
    });
  });
});

describe('transactionSystemType', () => {
  it('PAYPAL or STRIPE gives system', () => {
    expect(transactionSystemType('PAYPAL')).toBe('system');
    expect(transactionSystemType('STRIPE')).toBe('system');
  });
  it('OTHER gives csv', () => {
    expect(transactionSystemType('OTHER')).toBe('csv');
  });
  it('anything else gives null', () => {
    expect(transactionSystemType('TAP')).toBeNull();
    expect(transactionSystemType(undefined)).toBeNull();
    expect(transactionSystemType(null)).toBeNull();
    expect(transactionSystemType('')).toBeNull();
  });
});

describe('resolveUserStatus', () => {
  it('uses the stage when stages_lists is empty', () => {
    const r = resolveUserStatus({
      stage: 'ACCOUNTING',
      stages_lists: [],
      transactions_step: { systemType: 'STRIPE' },
    });
    expect(r.route).toBe('/accounting');
    expect(r.flags).toEqual({
      eligibleCompleted: true,
      connectSystemCompleted: true,
      uploadDocumentsCompleted: false,
    });
    expect(r.eligibleCompleted).toBe(true);
    expect(r.transactionSystemType).toBe('system');
  });

  it('routes from stages_lists when present and combines both sources of flags', () => {
    const r = resolveUserStatus({
      stage: 'TRANSACTION',
      stages_lists: [{ CHECK_ELIGIBILITY: true, ELIGIBLE: true, FINANCIALS: true, TRANSACTION: false }],
      transactions_step: null,
    });
    expect(r.route).toBe('/subscriptions');
    expect(r.flags).toEqual({
      eligibleCompleted: true,
      connectSystemCompleted: false,
      uploadDocumentsCompleted: true,
    });
    expect(r.transactionSystemType).toBeNull();
  });

  it('follows the documented server flow from verification to pending', () => {
    const at = (stage: 'VERIFIED' | 'ELIGIBLE' | 'TRANSACTION' | 'ACCOUNTING' | 'PENDING', flags: object) =>
      resolveUserStatus({ stage, stages_lists: [flags], transactions_step: null }).route;
    expect(at('VERIFIED', { CHECK_ELIGIBILITY: false })).toBe('/eligible-check');
    expect(at('ELIGIBLE', { CHECK_ELIGIBILITY: true, ELIGIBLE: true, FINANCIALS: false })).toBe('/eligible');
    expect(at('TRANSACTION', { CHECK_ELIGIBILITY: true, ELIGIBLE: true, FINANCIALS: true })).toBe(
      '/subscriptions',
    );
    expect(
      at('ACCOUNTING', { CHECK_ELIGIBILITY: true, ELIGIBLE: true, FINANCIALS: true, TRANSACTION: true }),
    ).toBe('/accounting');
    expect(
      at('PENDING', {
        CHECK_ELIGIBILITY: true,
        ELIGIBLE: true,
        FINANCIALS: true,
        TRANSACTION: true,
        ACCOUNTING: true,
      }),
    ).toBe('/funded');
  });

  it('gives no route without a stage or stages_lists', () => {
    expect(resolveUserStatus({ stage: null, stages_lists: [], transactions_step: null }).route).toBeNull();
    expect(resolveUserStatus(null).route).toBeNull();
  });
});
