import { journeyState, type JourneyPoint } from '../test/applicant';
import { advance, completed, JOURNEY_MESSAGES, refusal, verified, type JourneyStep } from './journey';

const STEPS: JourneyStep[] = ['eligibility', 'documents', 'transactions', 'accounting'];

describe('the journey', () => {
  it('takes an applicant from verified to submitted one step at a time, with the flags check-user gives', () => {
    let state = verified();
    expect(state).toEqual({ stage: 'VERIFIED', stages: { CHECK_ELIGIBILITY: false } });
    state = completed('eligibility', state, { eligible: true });
    expect(state).toEqual({
      stage: 'ELIGIBLE',
      stages: { CHECK_ELIGIBILITY: true, ELIGIBLE: true, FINANCIALS: false },
    });
    state = completed('documents', state);
    expect(state).toEqual({
      stage: 'TRANSACTION',
      stages: { CHECK_ELIGIBILITY: true, ELIGIBLE: true, FINANCIALS: true },
    });
    state = completed('transactions', state);
    expect(state.stage).toBe('ACCOUNTING');
    expect(state.stages.TRANSACTION).toBe(true);
    state = completed('accounting', state);
    expect(state).toEqual({
      stage: 'PENDING',
      stages: {
        CHECK_ELIGIBILITY: true,
        ELIGIBLE: true,
        FINANCIALS: true,
        TRANSACTION: true,
        ACCOUNTING: true,
      },
    });
  });

  it('keeps a declined applicant at VERIFIED with the decision in the flags', () => {
    expect(completed('eligibility', verified(), { eligible: false })).toEqual({
      stage: 'VERIFIED',
      stages: { CHECK_ELIGIBILITY: true, ELIGIBLE: false, FINANCIALS: false },
    });
  });

  // Which step each point of the journey allows: the rows are the points, the columns the steps.
  const allowed: Record<JourneyPoint, JourneyStep[]> = {
    verified: ['eligibility'],
    ineligible: ['eligibility'],
    eligible: ['eligibility', 'documents'],
    documents: ['eligibility', 'documents', 'transactions'],
    transactions: ['eligibility', 'documents', 'transactions', 'accounting'],
    submitted: [],
  };
  it.each(Object.entries(allowed) as [JourneyPoint, JourneyStep[]][])(
    'at %s, allows exactly %j',
    (point, steps) => {
      const state = journeyState(point);
      expect(STEPS.filter((step) => refusal(step, state) === null)).toEqual(steps);
    },
  );

  it('says why a step is refused, naming what comes first', () => {
    expect(refusal('documents', journeyState('verified'))).toBe(
      'Please complete the eligibility check before uploading your documents.',
    );
    expect(refusal('transactions', journeyState('ineligible'))).toBe(
      'Please complete the eligibility check before connecting your transaction system.',
    );
    expect(refusal('transactions', journeyState('eligible'))).toBe(JOURNEY_MESSAGES.documentsFirst);
    expect(refusal('accounting', journeyState('documents'))).toBe(JOURNEY_MESSAGES.transactionsFirst);
    expect(refusal('documents', journeyState('submitted'))).toBe(JOURNEY_MESSAGES.underReview);
    expect(refusal('eligibility', { stage: null, stages: {} })).toBe(JOURNEY_MESSAGES.notVerified);
  });

  it('never moves an application back when an earlier step is taken again', () => {
    expect(advance('ACCOUNTING', 'TRANSACTION')).toBe('ACCOUNTING');
    expect(advance('ELIGIBLE', 'TRANSACTION')).toBe('TRANSACTION');
    expect(advance(null, 'TRANSACTION')).toBe('TRANSACTION');
    expect(completed('documents', journeyState('transactions')).stage).toBe('ACCOUNTING');
  });
});
