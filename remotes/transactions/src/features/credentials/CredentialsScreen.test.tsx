import {
  store as pageStore,
  successModalFlagAtom,
  transactionSystemTypeAtom,
  userStatusAtom,
  type UserStatus,
} from '@onboarding/shared';
import { fakeApi, type FakeApi } from '@onboarding/shared/testing';
import { ToastHost } from '@onboarding/shared/ui';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import '../../i18n';
import CredentialsScreen from './CredentialsScreen';

let fake: FakeApi;

beforeEach(() => {
  fake = fakeApi();
  fake.reply = () => ({
    status: 200,
    data: { transactions_step: { systemType: 'STRIPE', systemName: 'Stripe' } },
  });
  pageStore.set(successModalFlagAtom, false);
  pageStore.set(transactionSystemTypeAtom, null);
  pageStore.set(userStatusAtom, atTransactions);
});

/** check-user of an applicant whose documents are stored: the transaction step is open. */
const atTransactions: UserStatus = {
  onboarding_id: 7,
  name: 'Amina',
  email: 'amina@example.com',
  stage: 'TRANSACTION',
  stages_lists: [{ CHECK_ELIGIBILITY: true, ELIGIBLE: true, FINANCIALS: true }],
  eligibility_step: null,
  transactions_step: null,
  accounting_step: [],
};

function Where() {
  return <span data-testid="location">{useLocation().pathname}</span>;
}

function renderAt(path: string) {
  render(
    <Provider store={pageStore}>
      <MemoryRouter initialEntries={[path]}>
        <Where />
        <Routes>
          <Route path="/subscriptions/:id" element={<CredentialsScreen />} />
          <Route path="/subscriptions" element={<h1>choice</h1>} />
          <Route path="/accounting" element={<h1>accounting</h1>} />
        </Routes>
      </MemoryRouter>
      <ToastHost />
    </Provider>,
  );
}

const liveKey = `sk_live_${'k'.repeat(24)}`;

async function paste(field: HTMLElement, value: string) {
  await userEvent.click(field);
  await userEvent.paste(value);
}

describe('CredentialsScreen', () => {
  it('Stripe: Invalid Secret Key while the key breaks the rule; Save sends it and opens /accounting with the modal', async () => {
    renderAt('/subscriptions/stripe');
    const save = screen.getByRole('button', { name: 'Save' });
    const key = screen.getByLabelText('Secret Key');
    expect(save).toBeDisabled();
    await userEvent.type(key, 'sk_live_short');
    expect(screen.getByText('Invalid Secret Key')).toBeInTheDocument();
    expect(key).toHaveAttribute('aria-invalid', 'true');
    expect(save).toBeDisabled();
    await userEvent.clear(key);
    // Keys are pasted, not typed.
    await userEvent.click(key);
    await userEvent.paste(liveKey);
    expect(screen.queryByText('Invalid Secret Key')).not.toBeInTheDocument();
    await userEvent.click(save);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/accounting'));
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0].method).toBe('patch');
    expect(fake.requests[0].url).toBe('/onboarding/onboarding-update');
    expect(JSON.parse(fake.requests[0].data as string)).toEqual({
      transactions_step: { systemName: 'STRIPE', secretKey: liveKey },
    });
    expect(pageStore.get(successModalFlagAtom)).toBe(true);
    expect(pageStore.get(transactionSystemTypeAtom)).toBe('system');
  });

  it('PayPal asks for both fields and sends the client id', async () => {
    renderAt('/subscriptions/paypal');
    await paste(screen.getByLabelText('Client ID'), 'c'.repeat(21));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await paste(screen.getByLabelText('Secret Key'), 's'.repeat(21));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/accounting'));
    expect(JSON.parse(fake.requests[0].data as string).transactions_step).toEqual({
      systemName: 'PAYPAL',
      secretKey: 's'.repeat(21),
      clientId: 'c'.repeat(21),
    });
  });

  it('a refusal, with or without a server message, shows the generic text; the form stays', async () => {
    renderAt('/subscriptions/tap');
    await paste(screen.getByLabelText('Secret Key'), liveKey);
    fake.reply = () => ({
      status: 400,
      data: { details: { error: 'The provider rejected these credentials.' } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Oops! Something went wrong. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('The provider rejected these credentials.')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    fake.reply = () => ({ status: 500, data: {} });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.requests).toHaveLength(2));
    expect(
      await screen.findByText('Oops! Something went wrong. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/subscriptions/tap');
    expect(pageStore.get(successModalFlagAtom)).toBe(false);
  });

  it('links to the provider how-to in a new tab, and BACK to the choice', async () => {
    renderAt('/subscriptions/stripe');
    const help = screen.getByRole('link', { name: /How to find your Stripe API keys/ });
    expect(help).toHaveAttribute('href', 'https://docs.stripe.com/keys');
    expect(help).toHaveAttribute('target', '_blank');
    // BACK is a button, as on every screen.
    expect(screen.queryByRole('link', { name: 'BACK' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'BACK' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/subscriptions$/);
  });

  it('masks every secret key, with a Show/Hide toggle button; the PayPal client ID is plain text', async () => {
    for (const id of ['stripe', 'tap', 'paypal']) {
      const { unmount } = render(
        <Provider store={pageStore}>
          <MemoryRouter initialEntries={[`/subscriptions/${id}`]}>
            <Routes>
              <Route path="/subscriptions/:id" element={<CredentialsScreen />} />
            </Routes>
          </MemoryRouter>
        </Provider>,
      );
      const key = screen.getByLabelText('Secret Key');
      expect(key).toHaveAttribute('type', 'password');
      const toggle = screen.getByRole('button', { name: 'Show' });
      expect(toggle).toHaveAttribute('aria-pressed', 'false');
      expect(toggle).toHaveAttribute('aria-controls', key.id);
      await userEvent.click(toggle);
      expect(key).toHaveAttribute('type', 'text');
      expect(screen.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-pressed', 'true');
      await userEvent.click(screen.getByRole('button', { name: 'Hide' }));
      expect(key).toHaveAttribute('type', 'password');
      if (id === 'paypal') expect(screen.getByLabelText('Client ID')).not.toHaveAttribute('type', 'password');
      expect(screen.getAllByRole('button', { name: /^(Show|Hide)$/ })).toHaveLength(1);
      unmount();
    }
  });

  it("a 409 (the journey refuses the step) toasts the server's reason", async () => {
    renderAt('/subscriptions/stripe');
    await paste(screen.getByLabelText('Secret Key'), liveKey);
    fake.reply = () => ({
      status: 409,
      data: { details: { error: 'Your application is already under review.' } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your application is already under review.')).toBeInTheDocument();
    expect(screen.queryByText('Oops! Something went wrong. Please try again later.')).not.toBeInTheDocument();
  });

  it('once connected, Back to the form shows the step done instead of a live Save', async () => {
    renderAt('/subscriptions/stripe');
    await paste(screen.getByLabelText('Secret Key'), liveKey);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/accounting'));
    cleanup();
    renderAt('/subscriptions/stripe');
    expect(
      screen.getByText('Your transaction data has been received. This step is complete.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Secret Key')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });
});
