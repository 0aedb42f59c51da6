import { otherSystemAtom, store as pageStore, userStatusAtom, type UserStatus } from '@onboarding/shared';
import { fakeApi, type FakeApi } from '@onboarding/shared/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import '../../i18n';
import SystemChoiceScreen from './SystemChoiceScreen';

let fake: FakeApi;

const status = (transaction: boolean): UserStatus => ({
  onboarding_id: 7,
  name: 'Amina',
  email: 'amina@example.com',
  stage: transaction ? 'ACCOUNTING' : 'TRANSACTION',
  stages_lists: [{ CHECK_ELIGIBILITY: true, ELIGIBLE: true, FINANCIALS: true, TRANSACTION: transaction }],
  eligibility_step: null,
  transactions_step: transaction ? { systemType: 'STRIPE' } : null,
  accounting_step: [],
});

beforeEach(() => {
  fake = fakeApi();
  pageStore.set(otherSystemAtom, '');
  pageStore.set(userStatusAtom, status(false));
});

function Where() {
  return <span data-testid="location">{useLocation().pathname}</span>;
}

function show() {
  render(
    <Provider store={pageStore}>
      <MemoryRouter initialEntries={['/subscriptions']}>
        <Where />
        <Routes>
          <Route path="/subscriptions" element={<SystemChoiceScreen />} />
          <Route path="*" element={null} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('/subscriptions', () => {
  it('shows step 1 of 2, the providers as tiles, and Other as a tile with its hint', async () => {
    const user = userEvent.setup();
    show();
    const progress = screen.getByRole('list', { name: 'Connect your systems: progress' });
    expect(within(progress).getByText('Step 1 of 2').closest('li')).toHaveAttribute('aria-current', 'step');
    const stripe = screen.getByRole('link', { name: 'Stripe' });
    expect(stripe).toHaveAttribute('href', '/subscriptions/stripe');
    expect(stripe).toHaveAccessibleDescription('Card payments');
    const other = screen.getByRole('checkbox', { name: 'Other' });
    expect(other).toHaveAccessibleDescription(
      'My payment system is not listed: I will upload my transactions as a CSV file.',
    );
    // Space on a tile goes on, as on the accounting tiles.
    stripe.focus();
    await user.keyboard(' ');
    expect(screen.getByTestId('location')).toHaveTextContent('/subscriptions/stripe');
  });

  it('once the transaction step is done, shows it done with Continue instead of the choice', async () => {
    const user = userEvent.setup();
    pageStore.set(userStatusAtom, status(true));
    fake.reply = () => ({ status: 200, data: status(true) });
    show();
    expect(
      screen.getByText('Your transaction data has been received. This step is complete.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Stripe' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'NEXT' })).not.toBeInTheDocument();
    expect(screen.getByText('Step 2 of 2').closest('li')).toHaveAttribute('aria-current', 'step');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/accounting'));
  });
});
