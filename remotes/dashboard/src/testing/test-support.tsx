import type { Dashboard, DashboardApplication, DashboardOffer } from '@onboarding/shared/dashboard';
import { renderWithQuery } from '@onboarding/shared/testing';
import { createStore, Provider } from 'jotai';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import '../i18n';

// Helpers for the dashboard's tests: the shared API client answered here instead of by a server, a screen rendered
// in a memory router with a query client of its own, and the contract's bodies as a server would send them.

export { bodyOf, fakeApi, never, type FakeApi, type Reply } from '@onboarding/shared/testing';

export function renderAt(url: string, element: ReactElement) {
  const router = createMemoryRouter([{ path: '/dashboard', element }], { initialEntries: [url] });
  const result = renderWithQuery(
    <Provider store={createStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { router, ...result };
}

const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** A session JWT as the server signs it (unsigned here: the browser never verifies it). */
export function sessionToken(purpose = 'session', exp = Math.floor(Date.now() / 1000) + 3600): string {
  return `${base64Url({ alg: 'HS256' })}.${base64Url({ sub: 'applicant-1', purpose, exp })}.signature`;
}

export const OFFER: DashboardOffer = {
  version: 2,
  status: 'sent',
  currency: 'USD',
  asset: 'Laptops for the sales team',
  costMinor: 10_000_000,
  profitMinor: 800_000,
  salePriceMinor: 10_800_000,
  rate: { basisPoints: 800, display: '8.00%' },
  tenureMonths: 3,
  scheduleType: 'equal',
  revenueShareBps: null,
  schedule: [
    { number: 1, dueDate: '2099-01-31', amountMinor: 3_600_000 },
    { number: 2, dueDate: '2099-02-28', amountMinor: 3_600_000 },
    { number: 3, dueDate: '2099-03-31', amountMinor: 3_600_000 },
  ],
  charityDonationPerLateInstalmentMinor: 5_000,
  validUntil: '2099-01-15',
  sentAt: '2026-11-20T10:00:00.000Z',
  withdrawnAt: null,
  letterUrl: '/api/dashboard/applications/12/offer/letter',
  answer: null,
};

export function application(overrides: Partial<DashboardApplication> = {}): DashboardApplication {
  return {
    id: 12,
    businessName: 'Noor Labs',
    requested: { amountMinor: 25_000_000, currency: 'USD' },
    createdAt: '2026-11-01T09:00:00.000Z',
    submittedAt: '2026-11-02T09:00:00.000Z',
    status: 'SUBMITTED',
    stage: 'PENDING',
    current: true,
    timeline: [{ event: 'submitted', at: '2026-11-02T09:00:00.000Z' }],
    informationRequests: [],
    offer: null,
    declined: null,
    ...overrides,
  };
}

export function dashboard(applications: DashboardApplication[] = [application()]): Dashboard {
  return { applicant: { name: 'Amina Yusuf', email: 'amina@example.com' }, applications };
}
