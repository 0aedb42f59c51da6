import {
  eligibleCompletedAtom,
  onboardingIdAtom,
  setLanguage,
  stepOneAtom,
  userNameAtom,
} from '@onboarding/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import {
  bodyOf,
  fakeApi,
  never,
  renderScreen,
  STEP_ONE_ANSWERS,
  type FakeApi,
} from '../../testing/test-support';
import StepOneScreen from './StepOneScreen';

const notifyError = jest.fn();
jest.mock('@onboarding/shared/ui', () => ({
  ...jest.requireActual('@onboarding/shared/ui'),
  notifyError: (text: string) => notifyError(text),
}));

const SAVED = STEP_ONE_ANSWERS;

let api: FakeApi;

beforeEach(() => {
  notifyError.mockReset();
  api = fakeApi();
});

function show({ decided = false, saved = true } = {}) {
  const store = createStore();
  store.set(userNameAtom, 'amina');
  if (saved) store.set(stepOneAtom, SAVED);
  store.set(eligibleCompletedAtom, decided);
  return renderScreen('/eligible-check', <StepOneScreen />, ['/eligible-check-part-two', '/eligible'], store);
}

const drafts = () =>
  api.requests.filter((r) => r.method === 'patch' && r.url === '/onboarding/onboarding-update');

const chosen = (name: string) =>
  Array.from(document.querySelectorAll<HTMLInputElement>(`input[type="hidden"][name="${name}"]`)).map(
    (input) => input.value,
  );

describe('/eligible-check pickers', () => {
  it('are named by their labels and described by their hints', () => {
    show();
    expect(screen.getByRole('combobox', { name: 'Place of operation' })).toHaveAccessibleDescription(
      'Choose countries or type a place and press Enter',
    );
    expect(screen.getByRole('combobox', { name: 'Business type' })).toBeInTheDocument();
    expect(
      screen.getByRole('combobox', { name: 'Country of incorporation (headquarters)' }),
    ).toBeInTheDocument();
  });

  it('Tab leaves a picker with its menu open and never chooses the highlighted option', async () => {
    show();
    const place = screen.getByRole('combobox', { name: 'Place of operation' });
    // The menu opens with its first option highlighted: react-select's default would choose it on Tab.
    await userEvent.click(place);
    expect(place).toHaveAttribute('aria-expanded', 'true');
    // A scrolling menu would otherwise be a Tab stop of its own in Chrome, that closes as the focus enters it.
    expect(screen.getByRole('listbox')).toHaveAttribute('tabindex', '-1');
    await userEvent.tab();
    const businessType = screen.getByRole('combobox', { name: 'Business type' });
    expect(businessType).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.tab();
    expect(screen.getByRole('combobox', { name: 'Country of incorporation (headquarters)' })).toHaveFocus();
    expect(chosen('placeOfOperation')).toEqual(['AE']);
    expect(chosen('businessType')).toEqual(['SAAS']);
  });

  it('offers a place that is not in the list as Add "…", and keeps only the place', async () => {
    const { store } = show();
    const place = screen.getByRole('combobox', { name: 'Place of operation' });
    await userEvent.type(place, 'Uni');
    await userEvent.click(screen.getByRole('option', { name: 'Add "Uni"' }));
    expect(chosen('placeOfOperation')).toEqual(['AE', 'Uni']);
    expect(screen.getByText('Uni', { exact: true })).toBeInTheDocument();
    api.reply = never;
    await userEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(store.get(stepOneAtom)?.placeOfOperation).toEqual([
      { name: 'United Arab Emirates', code: 'AE' },
      { name: 'Uni', code: 'Uni' },
    ]);
  });
});

describe('/eligible-check in Arabic', () => {
  afterEach(() => setLanguage('en'));

  it('names the countries, business types and stages in Arabic, and keeps the answers the server reads', async () => {
    await setLanguage('ar');
    api.reply = never;
    const { store } = show();
    // The saved answers as the lists show them: AE twice (place of operation, country of incorporation).
    expect(await screen.findAllByText('الإمارات العربية المتحدة')).toHaveLength(2);
    expect(screen.getByText('البرمجيات')).toBeVisible();
    expect(screen.getByText('جولة السلسلة أ')).toBeVisible();
    // The country list is searched by its Arabic names.
    const place = screen.getByRole('combobox', { name: 'مكان مزاولة النشاط' });
    await userEvent.type(place, 'السعو');
    await userEvent.click(screen.getByRole('option', { name: 'المملكة العربية السعودية' }));
    await userEvent.click(screen.getByRole('button', { name: 'التالي' }));
    expect(store.get(stepOneAtom)).toMatchObject({
      placeOfOperation: [
        { name: 'United Arab Emirates', code: 'AE' },
        { name: 'Saudi Arabia', code: 'SA' },
      ],
      businessType: [{ name: 'Software', code: 'SAAS' }],
      companyStage: 'Series A',
    });
  });
});

describe('/eligible-check controls', () => {
  // Only the date is fixed (28 November 2026), so the latest month offered is the same whatever day the test runs.
  beforeEach(() => {
    jest.useFakeTimers({
      now: new Date('2026-11-28T12:00:00Z'),
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
  });
  afterEach(() => jest.useRealTimers());

  async function choose(label: string, option: string) {
    await userEvent.click(screen.getByRole('combobox', { name: label }));
    await userEvent.click(screen.getByRole('option', { name: option }));
  }

  it('asks the date of incorporation as a month and a year from lists, and keeps its "yyyy-MM" value', async () => {
    api.reply = never;
    const { store } = show();
    const date = screen.getByRole('group', { name: 'Date of incorporation' });
    expect(date).toHaveAccessibleDescription('Month and year, no later than November 2026');
    expect(screen.getByText('March')).toBeVisible();
    expect(screen.getByText('2020')).toBeVisible();
    await choose('Month', 'June');
    await choose('Year', '2024');
    await userEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(store.get(stepOneAtom)?.dateOfIncorporation).toBe('2024-06-01T00:00:00.000Z');
    expect(bodyOf(drafts()[0]).eligibility_step).toMatchObject({
      dateOfIncorporation: '2024-06-01T00:00:00.000Z',
    });
  });

  it('offers no month after the current one (November 2026 on the fixed clock)', async () => {
    show();
    await choose('Year', '2026');
    await userEvent.click(screen.getByRole('combobox', { name: 'Month' }));
    expect(screen.getByRole('option', { name: 'December' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('option', { name: 'November' })).toHaveAttribute('aria-disabled', 'false');
  });

  it('picks the company stage from the product list', async () => {
    api.reply = never;
    const { store } = show();
    await choose('Company stage', 'Seed');
    await userEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(store.get(stepOneAtom)?.companyStage).toBe('Seed');
  });

  it('marks the fields in error as invalid, the date once the focus leaves both of its lists', async () => {
    show({ saved: false });
    const month = screen.getByRole('combobox', { name: 'Month' });
    const year = screen.getByRole('combobox', { name: 'Year' });
    await userEvent.click(month);
    await userEvent.tab();
    expect(year).toHaveFocus();
    expect(month).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    for (const list of [month, year]) {
      expect(list).toHaveAttribute('aria-invalid', 'true');
      expect(list).toHaveAccessibleDescription(expect.stringContaining('Value is required'));
    }
    const stage = screen.getByRole('combobox', { name: 'Company stage' });
    await userEvent.click(stage);
    await userEvent.tab();
    expect(stage).toHaveAttribute('aria-invalid', 'true');
    expect(stage).toHaveAccessibleDescription(expect.stringContaining('Value is required'));
  });
});

describe('/eligible-check NEXT', () => {
  it('stores step one and goes to step two at once, while the draft is still on its way', async () => {
    api.reply = never;
    const { router, store } = show();
    expect(screen.getByRole('heading', { name: 'Hi Amina!' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(await screen.findByRole('heading', { name: 'at /eligible-check-part-two' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/eligible-check-part-two');
    expect(store.get(stepOneAtom)).toMatchObject({ businessName: 'Noor Labs', companyStage: 'Series A' });
    // The draft went out in the background (save and resume).
    expect(drafts()).toHaveLength(1);
    expect(bodyOf(drafts()[0]).eligibility_step).toMatchObject({
      businessName: 'Noor Labs',
      businessWebsite: 'https://noorlabs.io',
      draft: true,
    });
  });

  it('goes on even when the draft fails, and says nothing about it', async () => {
    api.reply = () => ({ status: 500, data: { details: { error: 'Database unavailable' } } });
    show();
    await userEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(await screen.findByRole('heading', { name: 'at /eligible-check-part-two' })).toBeInTheDocument();
    await waitFor(() => expect(drafts()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('shows a decided check read-only, with CONTINUE to where the applicant is now', async () => {
    show({ decided: true });
    expect(screen.getByLabelText('Business name')).toBeDisabled();
    expect(screen.getByLabelText('Business name')).toHaveValue('Noor Labs');
    // react-select hides its disabled input; the chosen places stay on the screen.
    expect(screen.getByLabelText('Place of operation')).toBeDisabled();
    // Place of operation and country of incorporation.
    expect(screen.getAllByText('United Arab Emirates')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Remove United Arab Emirates' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Company stage')).toBeDisabled();
    expect(screen.getByText('Series A')).toBeVisible();
    expect(
      screen.getByText(
        'Your eligibility check has been submitted, so these answers can no longer be changed.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'CONTINUE' }));
    expect(await screen.findByRole('heading', { name: 'at /eligible' })).toBeInTheDocument();
    expect(drafts()).toHaveLength(0);
  });

  it('does not save a decided check again', async () => {
    show({ decided: true });
    await userEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(await screen.findByRole('heading', { name: 'at /eligible-check-part-two' })).toBeInTheDocument();
    expect(drafts()).toHaveLength(0);
  });
});

describe('/eligible-check answers typed before a reload', () => {
  beforeEach(() => sessionStorage.clear());

  it('come back in the same tab for the same application', async () => {
    const first = show({ saved: false });
    first.store.set(onboardingIdAtom, 41);
    await userEvent.type(screen.getByLabelText('Business name'), 'Half typed');
    first.unmount();
    const reloaded = createStore();
    reloaded.set(onboardingIdAtom, 41);
    reloaded.set(userNameAtom, 'amina');
    renderScreen('/eligible-check', <StepOneScreen />, ['/eligible-check-part-two'], reloaded);
    expect(screen.getByLabelText('Business name')).toHaveValue('Half typed');
  });

  it('never open in another application', async () => {
    const first = show({ saved: false });
    first.store.set(onboardingIdAtom, 41);
    await userEvent.type(screen.getByLabelText('Business name'), 'Other business');
    first.unmount();
    const other = createStore();
    other.set(onboardingIdAtom, 42);
    renderScreen('/eligible-check', <StepOneScreen />, ['/eligible-check-part-two'], other);
    expect(screen.getByLabelText('Business name')).toHaveValue('');
  });
});
