import { store as pageStore, userStatusAtom } from '@onboarding/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { fakeApi } from '../testing';
import { FinishedStep } from './FinishedStep';

function Where() {
  return <span data-testid="location">{useLocation().pathname}</span>;
}

function show() {
  render(
    <Provider store={pageStore}>
      <MemoryRouter initialEntries={['/financials']}>
        <Where />
        <Routes>
          <Route
            path="/financials"
            element={
              <FinishedStep continueLabel="Continue" fallback="/subscriptions">
                Your documents have been received.
              </FinishedStep>
            }
          />
          <Route path="*" element={null} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('FinishedStep', () => {
  it('goes on to where check-user now places the applicant, and keeps that answer', async () => {
    const user = userEvent.setup();
    const fake = fakeApi();
    fake.reply = () => ({
      status: 200,
      data: {
        stage: 'ACCOUNTING',
        stages_lists: [{ CHECK_ELIGIBILITY: true, ELIGIBLE: true, FINANCIALS: true, TRANSACTION: true }],
      },
    });
    show();
    expect(screen.getByText('Your documents have been received.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/accounting'));
    expect(fake.requests[0].url).toBe('/onboarding/check-user');
    expect(pageStore.get(userStatusAtom)?.stage).toBe('ACCOUNTING');
  });

  it('goes to the fallback when check-user fails', async () => {
    const user = userEvent.setup();
    const fake = fakeApi();
    fake.reply = () => ({ status: 503, data: 'down' });
    show();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/subscriptions'));
  });
});
