import { userStatus, type UserStatusRows } from './user-status';

const rows = (application: Partial<UserStatusRows['application']> = {}): UserStatusRows => ({
  applicant: { name: 'Amina Noor', email: 'amina@example.com', phoneNumber: '+971501234567' },
  application: {
    id: 1042,
    stage: null,
    stages: {},
    eligibilityStep: null,
    transactionsStep: null,
    accountingStep: [],
    ...application,
  },
});

describe('userStatus', () => {
  it('answers the contract fields, stages as a one-item stages_lists', () => {
    expect(userStatus(rows({ stage: 'VERIFIED', stages: { CHECK_ELIGIBILITY: false } }))).toEqual({
      onboarding_id: 1042,
      name: 'Amina Noor',
      email: 'amina@example.com',
      phone_number: '+971501234567',
      stage: 'VERIFIED',
      stages_lists: [{ CHECK_ELIGIBILITY: false }],
      eligibility_step: null,
      transactions_step: null,
      accounting_step: [],
    });
  });

  it('passes the eligibility step through', () => {
    const step = {
      businessName: 'Acme',
      businessType: [{ name: 'Gaming', code: 'GAMING' }],
      ARRYearlyRevenue: 900000,
    };
    expect(userStatus(rows({ eligibilityStep: step })).eligibility_step).toEqual(step);
  });

  it('keeps only systemType and systemName of the transactions step', () => {
    const status = userStatus(
      rows({
        transactionsStep: { systemType: 'PAYPAL', systemName: 'PayPal', secretKey: 's', clientId: 'c' },
      }),
    );
    expect(status.transactions_step).toEqual({ systemType: 'PAYPAL', systemName: 'PayPal' });
  });

  it('keeps only status and service of each accounting item', () => {
    const status = userStatus(
      rows({
        accountingStep: [
          { status: 'access_denied', service: 'xero', access_token: 't' },
          { service: 'sage' },
        ],
      }),
    );
    expect(status.accounting_step).toEqual([
      { status: 'access_denied', service: 'xero' },
      { service: 'sage' },
    ]);
  });
});
