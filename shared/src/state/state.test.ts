import { createStore } from 'jotai';
import type { UserStatus } from '../api/types';
import { applyUserStatus } from './applyUserStatus';
import * as atoms from './atoms';
import { store } from './store';

const names = [
  'selectedIndustry',
  'selectedMethod',
  'uploadedFile',
  'dataKey',
  'groups',
  'userName',
  'userEmail',
  'stepOne',
  'stepTwo',
  'arrRevenue',
  'loginData',
  'otherSystem',
  'homeVisited',
  'loginEmailToken',
  'querying',
  'monthlyMapping',
  'financialData',
  'onboardingId',
  'systemTypes',
  'eligibleCompleted',
  'connectSystemCompleted',
  'uploadDocumentsCompleted',
  'foundedCompleted',
  'accessDeniedAccounting',
  'successModalFlag',
  'transactionSystemType',
  'userStatus',
  'loading',
];

it('has one atom per client-state item of spec section 3', () => {
  for (const name of names) expect(atoms).toHaveProperty(`${name}Atom`);
});

it('starts with nothing done', () => {
  expect(store.get(atoms.homeVisitedAtom)).toBe(false);
  expect(store.get(atoms.eligibleCompletedAtom)).toBe(false);
  expect(store.get(atoms.transactionSystemTypeAtom)).toBeNull();
});

it('applyUserStatus writes a check-user answer into the atoms and resolves the route', () => {
  const s = createStore();
  const status: UserStatus = {
    onboarding_id: 7,
    name: 'aisha',
    email: 'aisha@example.com',
    stage: 'ACCOUNTING',
    stages_lists: [
      { CHECK_ELIGIBILITY: true, ELIGIBLE: true, FINANCIALS: true, TRANSACTION: true, ACCOUNTING: false },
    ],
    eligibility_step: null,
    transactions_step: { systemType: 'OTHER', systemName: 'Chargebee' },
    accounting_step: [{ status: 'access_denied', service: 'xero' }],
  };
  const resolved = applyUserStatus(status, s);
  expect(resolved.route).toBe('/accounting');
  expect(s.get(atoms.userStatusAtom)).toBe(status);
  expect(s.get(atoms.userNameAtom)).toBe('aisha');
  expect(s.get(atoms.userEmailAtom)).toBe('aisha@example.com');
  expect(s.get(atoms.onboardingIdAtom)).toBe(7);
  expect(s.get(atoms.eligibleCompletedAtom)).toBe(true);
  expect(s.get(atoms.uploadDocumentsCompletedAtom)).toBe(true);
  expect(s.get(atoms.connectSystemCompletedAtom)).toBe(true); // from the stage
  expect(s.get(atoms.transactionSystemTypeAtom)).toBe('csv');
  expect(s.get(atoms.accessDeniedAccountingAtom)).toBe(true);
});
