import {
  accessDeniedAccountingAtom,
  onboardingIdAtom,
  setToken,
  store as pageStore,
  successModalFlagAtom,
  transactionSystemTypeAtom,
  userStatusAtom,
  type UserStatus,
} from '@onboarding/shared';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodyOf, fakeApi, renderScreen, type FakeApi } from '../../testing/test-support';
import AccountingScreen from './AccountingScreen';
import { leavePageFor } from './leave-page';

jest.mock('./leave-page', () => ({ leavePageFor: jest.fn() }));
const leave = leavePageFor as jest.MockedFunction<typeof leavePageFor>;

let api: FakeApi;

beforeEach(() => {
  api = fakeApi();
  leave.mockReset();
  window.sessionStorage.clear();
  setToken('session-token');
  pageStore.set(onboardingIdAtom, 77);
  pageStore.set(successModalFlagAtom, false);
  pageStore.set(transactionSystemTypeAtom, null);
  pageStore.set(accessDeniedAccountingAtom, false);
  pageStore.set(userStatusAtom, atAccounting());
});

/** check-user at the accounting step, with the accounting step as the server reports it. */
const atAccounting = (accounting_step: UserStatus['accounting_step'] = [], done = false): UserStatus => ({
  onboarding_id: 77,
  name: 'Amina',
  email: 'amina@example.com',
  stage: done ? 'PENDING' : 'ACCOUNTING',
  stages_lists: [
    { CHECK_ELIGIBILITY: true, ELIGIBLE: true, FINANCIALS: true, TRANSACTION: true, ACCOUNTING: done },
  ],
  eligibility_step: null,
  transactions_step: { systemType: 'STRIPE' },
  accounting_step,
});

const show = () => renderScreen('/accounting', <AccountingScreen />, ['/monthly-mapping']);

describe('/accounting', () => {
  it('offers the four systems and Other; NEXT waits for Other and goes to /monthly-mapping', async () => {
    const user = userEvent.setup();
    const router = show();
    for (const name of ['Xero', 'QuickBooks', 'Zoho Books', 'Sage']) {
      expect(screen.getByRole('button', { name })).toBeEnabled();
    }
    // The shared list's names, as the journey panel says them.
    expect(screen.queryByText(/QuickBooks Online/)).not.toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'NEXT' });
    expect(next).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Other' }));
    expect(next).toBeEnabled();
    await user.click(next);
    expect(await screen.findByRole('heading', { name: 'at /monthly-mapping' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/monthly-mapping');
    expect(api.requests).toHaveLength(0);
  });

  it('connects a system: posts the secret to /oauth/code on the integration service, then leaves for the URL', async () => {
    const user = userEvent.setup();
    api.reply = (config) =>
      config.url === '/onboarding/utils/config'
        ? { status: 200, data: { captcha: { provider: 'altcha' }, dashboardUrl: '', integrationUrl: '' } }
        : { status: 200, data: { data: 'https://sandbox.example/consent?request=r1' } };
    show();
    await user.click(screen.getByRole('button', { name: 'QuickBooks' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://sandbox.example/consent?request=r1'));
    const call = api.requests.find((r) => r.url === '/oauth/code')!;
    expect(call.method).toBe('post');
    // Same origin: the shell proxies /oauth to the integration service, outside the API's /api base.
    expect(call.baseURL).toBe('');
    expect(call.timeout).toBe(60_000);
    expect(call.headers.Authorization).toBe('Bearer session-token');
    const { secret } = bodyOf(call) as { secret: Record<string, unknown> };
    expect(secret).toMatchObject({ service_name: 'quickbooks', application_id: 77, token: 'session-token' });
    expect(String(secret.state)).toMatch(/^\d{6}$/);
    // Busy while the page is left: no second connection can start.
    expect(screen.getByRole('button', { name: 'Xero' })).toBeDisabled();
  });

  it('says Something Went Wrong! when the service fails, and lets the applicant try again', async () => {
    const user = userEvent.setup();
    api.reply = (config) =>
      config.url === '/onboarding/utils/config'
        ? { status: 200, data: { integrationUrl: '' } }
        : { status: 502, data: { details: { error: 'upstream' } } };
    show();
    await user.click(screen.getByRole('button', { name: 'Sage' }));
    expect(await screen.findByText('Something Went Wrong!')).toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sage' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Xero' })).toBeEnabled();
  });

  it('refuses a consent address that is not http(s)', async () => {
    const user = userEvent.setup();
    api.reply = (config) =>
      config.url === '/onboarding/utils/config'
        ? { status: 200, data: { integrationUrl: '' } }
        : { status: 200, data: { data: 'javascript:alert(1)' } };
    show();
    await user.click(screen.getByRole('button', { name: 'Xero' }));
    expect(await screen.findByText('Something Went Wrong!')).toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();
  });

  it.each([
    ['csv', 'Your CSV file has been uploaded'],
    ['system', "You've successfully connected your subscription system"],
  ] as const)('shows the success modal once for %s; CONTINUE clears the flag', async (type, title) => {
    const user = userEvent.setup();
    pageStore.set(transactionSystemTypeAtom, type);
    pageStore.set(successModalFlagAtom, true);
    show();
    const dialog = await screen.findByRole('dialog', { name: title });
    await user.click(within(dialog).getByRole('button', { name: 'CONTINUE' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(pageStore.get(successModalFlagAtom)).toBe(false);
  });

  it('clears the success flag when the modal is closed with Escape', async () => {
    const user = userEvent.setup();
    pageStore.set(transactionSystemTypeAtom, 'csv');
    pageStore.set(successModalFlagAtom, true);
    show();
    await screen.findByRole('dialog', { name: 'Your CSV file has been uploaded' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(pageStore.get(successModalFlagAtom)).toBe(false);
  });

  it('shows no modal without a reason to', () => {
    show();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the Access Denied modal when check-user reported access_denied', async () => {
    const user = userEvent.setup();
    show();
    act(() => pageStore.set(accessDeniedAccountingAtom, true));
    const dialog = await screen.findByRole('dialog', { name: 'Accounting System Access Denied' });
    expect(dialog).toHaveTextContent('was not granted');
    expect(dialog).toHaveTextContent('upload your monthly management accounts manually');
    expect(dialog).toHaveTextContent('contact our support team');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(pageStore.get(accessDeniedAccountingAtom)).toBe(false);
  });

  it('shows step 2 of 2 of Connect your systems, as the subscription screens show step 1', async () => {
    show();
    const progress = await screen.findByRole('list', { name: 'Connect your systems: progress' });
    expect(within(progress).getByText('Step 2 of 2').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(within(progress).getByText('Step 1 of 2')).toBeInTheDocument();
  });

  it('offers the systems as tiles that Space activates, and Other as a tile with its hint', async () => {
    const user = userEvent.setup();
    api.reply = () => ({ status: 200, data: { data: 'https://sandbox.example/consent' } });
    show();
    expect(screen.getByRole('checkbox', { name: 'Other' })).toHaveAccessibleDescription(
      'My accounting system is not listed: I will upload my monthly management accounts as an Excel file.',
    );
    screen.getByRole('button', { name: 'Xero' }).focus();
    await user.keyboard(' ');
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://sandbox.example/consent'));
  });

  it('shows an Access Denied once: OK, then a reload, shows nothing; a new attempt that is denied shows again', async () => {
    const user = userEvent.setup();
    const denied = atAccounting([{ status: 'access_denied', service: 'xero' }]);
    // What check-user gives on every load after the denial.
    const load = () => {
      pageStore.set(userStatusAtom, denied);
      pageStore.set(accessDeniedAccountingAtom, true);
      return show();
    };
    load();
    const dialog = await screen.findByRole('dialog', { name: 'Accounting System Access Denied' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    cleanup();

    load();
    expect(await screen.findByRole('button', { name: 'Xero' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // The applicant tries again and is denied again: that denial is shown.
    api.reply = () => ({ status: 200, data: { data: 'https://sandbox.example/consent' } });
    await user.click(screen.getByRole('button', { name: 'Xero' }));
    await waitFor(() => expect(leave).toHaveBeenCalled());
    cleanup();
    load();
    expect(
      await screen.findByRole('dialog', { name: 'Accounting System Access Denied' }),
    ).toBeInTheDocument();
  });

  it('once the accounting step is done, shows it done with Continue instead of the systems', async () => {
    const user = userEvent.setup();
    pageStore.set(userStatusAtom, atAccounting([], true));
    api.reply = () => ({ status: 200, data: atAccounting([], true) });
    const router = renderScreen('/accounting', <AccountingScreen />, ['/funded']);
    expect(
      screen.getByText('Your accounting data has been received. This step is complete.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Xero' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'NEXT' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/funded'));
  });
});
