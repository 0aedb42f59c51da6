import { stepOneAtom, userStatusAtom, type UserStatus } from '@onboarding/shared';
import { fakeApi, type FakeApi, type Reply } from '@onboarding/shared/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import '../../i18n';
import Screen, { RECORD_BEFORE_RELOAD_MS } from './DocumentsReceivedScreen';
import { reloadPage } from './reload';

jest.mock('./reload', () => ({ reloadPage: jest.fn() }));
const reload = reloadPage as jest.MockedFunction<typeof reloadPage>;

let fake: FakeApi;

const status = (codes: string[], id = 7): UserStatus => ({
  onboarding_id: id,
  name: 'Amina',
  email: 'a@example.com',
  stage: 'TRANSACTION',
  stages_lists: [{ CHECK_ELIGIBILITY: true, ELIGIBLE: true, FINANCIALS: true }],
  eligibility_step: {
    businessType: codes.map((code) => ({ name: code, code })),
  } as UserStatus['eligibility_step'],
  transactions_step: null,
  accounting_step: [],
});

function renderScreen(setup: (store: ReturnType<typeof createStore>) => void) {
  const store = createStore();
  setup(store);
  render(
    <StrictMode>
      <Provider store={store}>
        <MemoryRouter initialEntries={['/documents-email']}>
          <Routes>
            <Route path="/documents-email" element={<Screen />} />
            <Route path="/" element={<p>home</p>} />
          </Routes>
        </MemoryRouter>
      </Provider>
    </StrictMode>,
  );
  return store;
}

const calls = (url: string) => fake.requests.filter((r) => r.url === url);

beforeEach(() => {
  reload.mockClear();
  fake = fakeApi();
  fake.reply = () => ({ status: 200, data: { stage: 'ACCOUNTING' } });
});

describe('/documents-email', () => {
  it('lists the two steps ahead for a general business and records nothing', async () => {
    renderScreen((store) =>
      store.set(stepOneAtom, { businessType: [{ name: 'Software', code: 'SAAS' }] } as never),
    );
    expect(screen.getByRole('heading', { name: 'Documents Received!' })).toBeInTheDocument();
    const steps = screen.getAllByRole('listitem');
    expect(steps.map((li) => li.textContent)).toEqual([
      'Step 1 Connect subscription system',
      'Step 2 Connect accounting system',
    ]);
    expect(screen.queryByText(/reach out/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect your systems' })).toBeEnabled();
    expect(fake.requests).toHaveLength(0);
  });

  it('tells a gaming business the team will set up transaction access, and records that path once', async () => {
    renderScreen((store) => store.set(userStatusAtom, status(['GAMING'])));
    expect(
      screen.getByText('Our team will reach out to you to set up access to your transaction data.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Next, you will need to connect your accounting system.')).toBeInTheDocument();
    expect(screen.queryByText('Step 1')).not.toBeInTheDocument();
    await waitFor(() => expect(calls('/onboarding/entertainment_eligible')).toHaveLength(1));
  });

  it('asks check-user when the page does not know the business types', async () => {
    fake.reply = (config) =>
      config.url === '/onboarding/check-user'
        ? { status: 200, data: status(['B2C', 'CONTENT'], 8) }
        : { status: 200, data: {} };
    const store = renderScreen(() => undefined);
    expect(
      await screen.findByText('Next, you will need to connect your accounting system.'),
    ).toBeInTheDocument();
    expect(store.get(userStatusAtom)?.onboarding_id).toBe(8);
    expect(calls('/onboarding/check-user')).toHaveLength(1);
    await waitFor(() => expect(calls('/onboarding/entertainment_eligible')).toHaveLength(1));
  });

  it('shows the general steps when check-user does not know the business types', async () => {
    fake.reply = () => ({ status: 200, data: { ...status([]), eligibility_step: null } });
    renderScreen(() => undefined);
    expect(await screen.findByText('Connect subscription system')).toBeInTheDocument();
  });

  it('says a failed lookup in the error modal instead of guessing the steps ahead (#15.3)', async () => {
    fake.reply = () => ({ status: 500, data: {} });
    renderScreen(() => undefined);
    const dialog = await screen.findByRole('dialog', { name: 'Oops, Something Went Wrong!!' });
    expect(screen.queryByText('Connect subscription system')).not.toBeInTheDocument();
    fake.reply = () => ({ status: 200, data: status(['GAMING']) });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls('/onboarding/check-user')).toHaveLength(2);
    expect(document.querySelector('[data-path="entertainment"]')).not.toBeNull();
  });

  it('Cancel in the error modal goes home', async () => {
    fake.reply = () => ({ status: 500, data: {} });
    renderScreen(() => undefined);
    const dialog = await screen.findByRole('dialog', { name: 'Oops, Something Went Wrong!!' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('home')).toBeInTheDocument();
  });

  describe('Connect your systems', () => {
    afterEach(() => jest.useRealTimers());

    it('reloads the page at once on the general path', async () => {
      renderScreen((store) =>
        store.set(stepOneAtom, { businessType: [{ name: 'Software', code: 'SAAS' }] } as never),
      );
      await userEvent.click(screen.getByRole('button', { name: 'Connect your systems' }));
      await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
      expect(fake.requests).toHaveLength(0);
    });

    it('reloads once the gaming/content path is recorded', async () => {
      renderScreen((store) => store.set(userStatusAtom, status(['GAMING'], 21)));
      await waitFor(() => expect(calls('/onboarding/entertainment_eligible')).toHaveLength(1));
      await userEvent.click(screen.getByRole('button', { name: 'Connect your systems' }));
      await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    });

    it('reloads even when recording the path fails', async () => {
      fake.reply = () => ({ status: 500, data: { details: { error: 'Database unavailable' } } });
      renderScreen((store) => store.set(userStatusAtom, status(['CONTENT'], 22)));
      await waitFor(() => expect(calls('/onboarding/entertainment_eligible')).toHaveLength(1));
      await userEvent.click(screen.getByRole('button', { name: 'Connect your systems' }));
      await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
      // The button asked again (the failed first call was forgotten) before reloading.
      expect(calls('/onboarding/entertainment_eligible')).toHaveLength(2);
    });

    it('reloads after a short wait when recording the path hangs', async () => {
      jest.useFakeTimers();
      fake.reply = () => new Promise<Reply>(() => undefined);
      renderScreen((store) => store.set(userStatusAtom, status(['GAMING'], 23)));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(0);
      });
      act(() => screen.getByRole('button', { name: 'Connect your systems' }).click());
      await act(async () => {
        await jest.advanceTimersByTimeAsync(RECORD_BEFORE_RELOAD_MS - 1);
      });
      expect(reload).not.toHaveBeenCalled();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1);
      });
      expect(reload).toHaveBeenCalledTimes(1);
    });
  });
});
