import { getToken, MESSAGES, setDigits, setLanguage, setToken } from '@onboarding/shared';
import { DASHBOARD_MESSAGES } from '@onboarding/shared/dashboard';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useImperativeHandle, type Ref } from 'react';
import {
  application,
  bodyOf,
  dashboard,
  fakeApi,
  OFFER,
  renderAt,
  sessionToken,
  type FakeApi,
  type Reply,
} from '../testing/test-support';
import DashboardScreen from './DashboardScreen';

// The captcha widget cannot run in jsdom: a button stands in for solving it. Toasts are recorded.
const notifyError = jest.fn();
const notifySuccess = jest.fn();
jest.mock('@onboarding/shared/ui', () => ({
  ...jest.requireActual('@onboarding/shared/ui'),
  notifyError: (text: string) => notifyError(text),
  notifySuccess: (text: string) => notifySuccess(text),
  Captcha: function FakeCaptcha(props: { onVerify(t: string): void; ref?: Ref<{ reset(): void }> }) {
    useImperativeHandle(props.ref, () => ({ reset: () => undefined }), []);
    return (
      <button type="button" onClick={() => props.onVerify('captcha-answer')}>
        Solve captcha
      </button>
    );
  },
}));

// userEvent types key by key, and jsdom on a busy machine is slow.
jest.setTimeout(30_000);

let api: FakeApi;
/** Answers by method and path; anything else is a 404. */
let routes: Record<string, (body: Record<string, unknown>) => Reply>;

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  notifyError.mockReset();
  notifySuccess.mockReset();
  api = fakeApi();
  routes = { 'GET /dashboard/devices': () => ({ status: 200, data: { devices: [] } }) };
  api.reply = (config) => {
    const route = routes[`${config.method?.toUpperCase()} ${config.url}`];
    return route ? route(config.data ? bodyOf(config) : {}) : { status: 404, data: {} };
  };
});

const calls = (method: string, url: string) =>
  api.requests.filter((r) => r.method?.toUpperCase() === method && r.url === url);

describe('signing in', () => {
  it('without a session, asks for the email and the human check, then shows the server’s answer', async () => {
    const user = userEvent.setup();
    routes['POST /dashboard/sign-in-link'] = () => ({
      status: 202,
      data: { message: DASHBOARD_MESSAGES.linkSent },
    });
    renderAt('/dashboard', <DashboardScreen />);

    expect(screen.getByRole('heading', { name: 'Sign in to your dashboard' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email address'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send me a sign-in link' }));
    expect(await screen.findByText(DASHBOARD_MESSAGES.email)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Email address'));
    await user.type(screen.getByLabelText('Email address'), 'amina@example.com');
    await user.click(screen.getByRole('button', { name: 'Send me a sign-in link' }));
    expect(await screen.findByText('Please complete the human check.')).toBeInTheDocument();
    expect(calls('POST', '/dashboard/sign-in-link')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await user.click(screen.getByRole('button', { name: 'Send me a sign-in link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(DASHBOARD_MESSAGES.linkSent);
    expect(bodyOf(calls('POST', '/dashboard/sign-in-link')[0])).toEqual({
      email: 'amina@example.com',
      captcha: 'captcha-answer',
    });
  });

  it('exchanges ?link= once, keeps the session token, takes the link out of the address and shows the dashboard', async () => {
    const token = sessionToken();
    routes['POST /dashboard/session'] = () => ({ status: 200, data: { token } });
    routes['GET /dashboard/applications'] = () => ({ status: 200, data: dashboard() });
    const { router } = renderAt('/dashboard?link=0123456789abcdef0123', <DashboardScreen />);

    expect(await screen.findByText('In review')).toBeInTheDocument();
    expect(getToken()).toBe(token);
    expect(router.state.location.search).toBe('');
    expect(calls('POST', '/dashboard/session')).toHaveLength(1);
    expect(bodyOf(calls('POST', '/dashboard/session')[0])).toEqual({ link: '0123456789abcdef0123' });
  });

  it('says an invalid link has expired or been used, and offers the email form', async () => {
    routes['POST /dashboard/session'] = () => ({
      status: 400,
      data: { details: { error: DASHBOARD_MESSAGES.linkInvalid } },
    });
    renderAt('/dashboard?link=0123456789abcdef-used', <DashboardScreen />);

    expect(await screen.findByRole('alert')).toHaveTextContent(DASHBOARD_MESSAGES.linkInvalid);
    expect(screen.getByLabelText('Email address')).toBeInTheDocument();
    expect(getToken()).toBeNull();
  });

  it('with the session of the journey ("Go to Dashboard"), shows the dashboard straight away', async () => {
    setToken(sessionToken());
    routes['GET /dashboard/applications'] = () => ({ status: 200, data: dashboard() });
    renderAt('/dashboard', <DashboardScreen />);

    expect(await screen.findByText('In review')).toBeInTheDocument();
    expect(screen.getByText('Our team answers within two business days.')).toBeInTheDocument();
    expect(calls('POST', '/dashboard/session')).toHaveLength(0);
  });

  it('takes the dashboard token a link gives an applicant with only earlier applications', async () => {
    setToken(sessionToken('dashboard'));
    routes['GET /dashboard/applications'] = () => ({
      status: 200,
      data: dashboard([application({ current: false, status: 'DECLINED' })]),
    });
    renderAt('/dashboard', <DashboardScreen />);

    const card = await screen.findByRole('article', { name: 'Noor Labs' });
    expect(within(card).getByText('Earlier application')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeInTheDocument();
  });

  it('does not take an email-action token for a session', () => {
    setToken(sessionToken('email-action'));
    renderAt('/dashboard', <DashboardScreen />);
    expect(screen.getByRole('heading', { name: 'Sign in to your dashboard' })).toBeInTheDocument();
  });

  it('goes back to the sign-in form when the server ends the session', async () => {
    setToken(sessionToken());
    routes['GET /dashboard/applications'] = () => ({ status: 401, data: {} });
    renderAt('/dashboard', <DashboardScreen />);

    expect(await screen.findByText('Your session has ended. Sign in again to continue.')).toBeInTheDocument();
    expect(getToken()).toBeNull();
  });
});

describe('keeping the device signed in', () => {
  const DEVICES = [
    {
      id: 4,
      device: 'Firefox · Windows',
      createdAt: '2026-11-20T10:00:00.000Z',
      lastUsedAt: '2026-11-21T10:00:00.000Z',
      expiresAt: '2026-12-20T10:00:00.000Z',
      current: true,
    },
    {
      id: 9,
      device: 'Safari · iOS',
      createdAt: '2026-11-22T10:00:00.000Z',
      lastUsedAt: '2026-11-22T10:00:00.000Z',
      expiresAt: '2026-12-22T10:00:00.000Z',
      current: false,
    },
  ];

  it('asks with the box ticked for the link to keep this device signed in', async () => {
    const user = userEvent.setup();
    const form = renderAt('/dashboard', <DashboardScreen />);
    const box = screen.getByRole('checkbox', { name: 'Keep me signed in on this device' });
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(box).toBeChecked();
    form.unmount();

    // The mailed link opens in another tab of the same browser: the choice goes with its exchange.
    sessionStorage.clear();
    routes['POST /dashboard/session'] = () => ({ status: 200, data: { token: sessionToken() } });
    routes['GET /dashboard/applications'] = () => ({ status: 200, data: dashboard() });
    renderAt('/dashboard?link=0123456789abcdef-keep', <DashboardScreen />);
    expect(await screen.findByText('In review')).toBeInTheDocument();
    expect(bodyOf(calls('POST', '/dashboard/session')[0])).toEqual({
      link: '0123456789abcdef-keep',
      remember: true,
    });
    // No secret is kept in the browser's storage: the token is the session's, the device's is an HttpOnly cookie.
    expect(Object.values({ ...localStorage })).toEqual(['1']);
  });

  it('opens the dashboard of a returning device without a link', async () => {
    localStorage.setItem('dashboard.keepSignedIn', '1');
    const token = sessionToken();
    routes['POST /dashboard/device-session'] = () => ({ status: 200, data: { token } });
    routes['GET /dashboard/applications'] = () => ({ status: 200, data: dashboard() });
    renderAt('/dashboard', <DashboardScreen />);

    expect(await screen.findByText('In review')).toBeInTheDocument();
    expect(getToken()).toBe(token);
    expect(calls('POST', '/dashboard/device-session')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Sign in to your dashboard' })).not.toBeInTheDocument();
  });

  it('shows the sign-in form when the device is no longer kept signed in, and forgets the choice', async () => {
    localStorage.setItem('dashboard.keepSignedIn', '1');
    routes['POST /dashboard/device-session'] = () => ({ status: 401, data: { details: { error: 'gone' } } });
    renderAt('/dashboard', <DashboardScreen />);

    expect(await screen.findByRole('heading', { name: 'Sign in to your dashboard' })).toBeInTheDocument();
    expect(localStorage.getItem('dashboard.keepSignedIn')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Keep me signed in on this device' })).not.toBeChecked();
  });

  it('never tries a device the applicant did not keep signed in', () => {
    renderAt('/dashboard', <DashboardScreen />);
    expect(screen.getByRole('heading', { name: 'Sign in to your dashboard' })).toBeInTheDocument();
    expect(calls('POST', '/dashboard/device-session')).toHaveLength(0);
  });

  it('lists the devices, signs one out, and signs out everywhere', async () => {
    const user = userEvent.setup();
    setToken(sessionToken());
    let devices = DEVICES;
    routes['GET /dashboard/applications'] = () => ({ status: 200, data: dashboard() });
    routes['GET /dashboard/devices'] = () => ({ status: 200, data: { devices } });
    routes['DELETE /dashboard/devices/9'] = () => {
      devices = DEVICES.slice(0, 1);
      return { status: 200, data: { revoked: 1 } };
    };
    routes['POST /dashboard/devices/revoke-all'] = () => ({ status: 200, data: { revoked: 1 } });
    routes['POST /dashboard/sign-out'] = () => ({ status: 204, data: '' });
    renderAt('/dashboard', <DashboardScreen />);

    const section = await screen.findByRole('region', { name: 'Devices kept signed in' });
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Firefox · Windows');
    expect(items[0]).toHaveTextContent('This device');
    expect(items[1]).not.toHaveTextContent('This device');

    await user.click(within(section).getByRole('button', { name: 'Sign out Safari · iOS' }));
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(1));
    expect(calls('DELETE', '/dashboard/devices/9')).toHaveLength(1);

    await user.click(within(section).getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to your dashboard' })).toBeInTheDocument();
    expect(calls('POST', '/dashboard/devices/revoke-all')).toHaveLength(1);
    expect(getToken()).toBeNull();
  });

  it('signing out on this device stops keeping it signed in', async () => {
    const user = userEvent.setup();
    localStorage.setItem('dashboard.keepSignedIn', '1');
    setToken(sessionToken());
    routes['GET /dashboard/applications'] = () => ({ status: 200, data: dashboard() });
    routes['POST /dashboard/sign-out'] = () => ({ status: 204, data: '' });
    renderAt('/dashboard', <DashboardScreen />);

    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to your dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(calls('POST', '/dashboard/sign-out')).toHaveLength(1));
    expect(localStorage.getItem('dashboard.keepSignedIn')).toBeNull();
    expect(getToken()).toBeNull();
  });
});

describe('the applications', () => {
  beforeEach(() => setToken(sessionToken()));

  it('lists the current application first, each with its status in plain words and a dated timeline', async () => {
    routes['GET /dashboard/applications'] = () => ({
      status: 200,
      data: dashboard([
        application({ id: 3, businessName: 'Old Co', current: false, status: 'DECLINED' }),
        application({
          id: 12,
          timeline: [
            { event: 'submitted', at: '2026-11-02T09:00:00.000Z' },
            { event: 'in_review', at: '2026-11-03T09:00:00.000Z' },
          ],
          status: 'IN_REVIEW',
        }),
        application({ id: 20, businessName: 'New Co', current: false, status: null, submittedAt: null }),
      ]),
    });
    renderAt('/dashboard', <DashboardScreen />);

    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Noor Labs',
      'Old Co',
      'New Co',
    ]);
    expect(within(cards[0]).getByText('In review')).toBeInTheDocument();
    expect(within(cards[0]).getByText('USD 250,000.00', { exact: false })).toBeInTheDocument();
    const events = within(within(cards[0]).getByRole('list')).getAllByRole('listitem');
    expect(events.map((item) => item.querySelector('time')?.getAttribute('dateTime'))).toEqual([
      '2026-11-02T09:00:00.000Z',
      '2026-11-03T09:00:00.000Z',
    ]);
    expect(within(cards[1]).getByText('Declined')).toBeInTheDocument();
    expect(within(cards[2]).getByText('You have not finished this application yet.')).toBeInTheDocument();
    expect(within(cards[2]).getByRole('link', { name: 'Continue your application' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('says an application declined at eligibility is not eligible, why and when, never to continue it', async () => {
    routes['GET /dashboard/applications'] = () => ({
      status: 200,
      data: dashboard([
        application({
          status: null,
          submittedAt: null,
          stage: 'VERIFIED',
          timeline: [],
          declined: { reasons: ['revenue', 'runway'], decidableFrom: '2027-03-01' },
        }),
      ]),
    });
    renderAt('/dashboard', <DashboardScreen />);

    const [card] = await screen.findAllByRole('article');
    expect(within(card).getByText('Not eligible')).toBeInTheDocument();
    expect(within(card).queryByText('Not finished')).not.toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'Continue your application' })).not.toBeInTheDocument();
    const reasons = within(card).getByRole('list', { name: 'Why:' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Annual revenue below our minimum', 'Cash runway shorter than our minimum']);
    expect(
      within(card).getByText('A new application can be decided from March 1, 2027.'),
    ).toBeInTheDocument();
    expect(within(card).queryByTestId('application-reference')).not.toBeInTheDocument();
  });

  it('writes a submitted application’s reference as the confirmation email does', async () => {
    routes['GET /dashboard/applications'] = () => ({
      status: 200,
      data: dashboard([application({ id: 42 })]),
    });
    renderAt('/dashboard', <DashboardScreen />);
    const [card] = await screen.findAllByRole('article');
    expect(within(card).getByTestId('application-reference')).toHaveTextContent('Reference: ONB-000042');
  });

  it('tells the team’s decline of the application from the applicant’s decline of an offer', async () => {
    routes['GET /dashboard/applications'] = () => ({
      status: 200,
      data: dashboard([
        application({
          status: 'DECLINED',
          timeline: [
            { event: 'submitted', at: '2026-11-02T09:00:00.000Z' },
            { event: 'application_declined', at: '2026-11-04T09:00:00.000Z' },
          ],
        }),
        application({
          id: 3,
          businessName: 'Old Co',
          current: false,
          status: 'DECLINED',
          timeline: [
            { event: 'offer_sent', at: '2026-10-02T09:00:00.000Z' },
            { event: 'declined', at: '2026-10-04T09:00:00.000Z' },
          ],
        }),
      ]),
    });
    renderAt('/dashboard', <DashboardScreen />);

    const [declined, offerDeclined] = await screen.findAllByRole('article');
    const events = (card: HTMLElement) =>
      within(within(card).getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent);
    expect(events(declined)).toEqual(['Application submitted', 'Application declined']);
    expect(events(offerDeclined)).toEqual(['Offer sent', 'Offer declined']);
  });

  it('shows a load failure with Try again', async () => {
    const user = userEvent.setup();
    routes['GET /dashboard/applications'] = () => ({ status: 500, data: {} });
    renderAt('/dashboard', <DashboardScreen />);

    expect(await screen.findByText('Your applications could not be loaded.')).toBeInTheDocument();
    routes['GET /dashboard/applications'] = () => ({ status: 200, data: dashboard() });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('In review')).toBeInTheDocument();
  });
});

describe('a request for information', () => {
  beforeEach(() => setToken(sessionToken()));

  const requested = application({
    status: 'INFO_REQUESTED',
    informationRequests: [
      {
        id: 4,
        requestedAt: '2026-11-05T09:00:00.000Z',
        documents: ['CapTable'],
        message: 'Please send the cap table after the last round.',
        answeredAt: null,
      },
    ],
  });

  it('uploads the requested document with the reply, then shows the case in review again', async () => {
    const user = userEvent.setup();
    let answered = false;
    routes['GET /dashboard/applications'] = () => ({
      status: 200,
      data: dashboard([answered ? application({ status: 'IN_REVIEW' }) : requested]),
    });
    routes['POST /dashboard/applications/12/information'] = () => {
      answered = true;
      return { status: 200, data: {} };
    };
    renderAt('/dashboard', <DashboardScreen />);

    expect(await screen.findByText('Information requested')).toBeInTheDocument();
    expect(screen.getByText('Please send the cap table after the last round.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send to the reviewer' }));
    expect(await screen.findByText(MESSAGES.required)).toBeInTheDocument();
    expect(calls('POST', '/dashboard/applications/12/information')).toHaveLength(0);

    const file = new File(['name,shares\nAmina,100\n'], 'cap-table.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText(/Cap Table/), file);
    await user.type(screen.getByLabelText('Your reply (optional)'), 'Updated after the seed round.');
    await user.click(screen.getByRole('button', { name: 'Send to the reviewer' }));

    expect(await screen.findByText('In review')).toBeInTheDocument();
    const body = bodyOf(calls('POST', '/dashboard/applications/12/information')[0]);
    expect(body.message).toBe('Updated after the seed round.');
    expect((body.files as Record<string, { name: string; content: string }>).CapTable).toEqual({
      name: 'cap-table.csv',
      content: expect.stringMatching(/^data:text\/csv;base64,/),
    });
    expect(notifySuccess).toHaveBeenCalledWith('Thank you. Your documents have been sent to the reviewer.');
  });

  it('keeps the file after a failed upload and sends it again with Retry', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    routes['GET /dashboard/applications'] = () => ({ status: 200, data: dashboard([requested]) });
    routes['POST /dashboard/applications/12/information'] = () => {
      attempts++;
      return attempts === 1 ? { status: 503, data: {} } : { status: 200, data: {} };
    };
    renderAt('/dashboard', <DashboardScreen />);

    await user.upload(
      await screen.findByLabelText(/Cap Table/),
      new File(['a,b\n'], 'cap-table.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Send to the reviewer' }));
    expect(await screen.findByText('Upload failed.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry the upload of Cap Table' }));
    await waitFor(() => expect(attempts).toBe(2));
    expect(await screen.findByText('Uploaded')).toBeInTheDocument();
  });

  it('refuses a file over the size limit with the /financials message', async () => {
    const user = userEvent.setup();
    routes['GET /dashboard/applications'] = () => ({ status: 200, data: dashboard([requested]) });
    renderAt('/dashboard', <DashboardScreen />);

    const big = new File(['x'], 'cap-table.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 21 * 1024 * 1024 });
    await user.upload(await screen.findByLabelText(/Cap Table/), big);
    expect(await screen.findByText(MESSAGES.documentTooLarge)).toBeInTheDocument();
    expect(calls('POST', '/dashboard/applications/12/information')).toHaveLength(0);
  });
});

describe('the offer', () => {
  beforeEach(() => setToken(sessionToken()));

  const withOffer = (offer = OFFER) => application({ status: 'OFFER_SENT', offer });

  it('shows the terms and the schedule, and accepts with the full name as signature', async () => {
    const user = userEvent.setup();
    routes['GET /dashboard/applications'] = () => ({ status: 200, data: dashboard([withOffer()]) });
    routes['POST /dashboard/applications/12/offer/accept'] = () => ({
      status: 200,
      data: {
        application: application({
          status: 'ACCEPTED',
          offer: {
            ...OFFER,
            status: 'accepted',
            answer: { kind: 'accepted', at: '2026-11-21T10:00:00.000Z', reason: null },
          },
        }),
      },
    });
    renderAt('/dashboard', <DashboardScreen />);

    expect(await screen.findByText('Offer ready')).toBeInTheDocument();
    expect(screen.getByText('Laptops for the sales team')).toBeInTheDocument();
    expect(screen.getByText('USD 108,000.00')).toBeInTheDocument();
    expect(screen.getByText('8.00% a year, flat')).toBeInTheDocument();
    expect(screen.getByText('3 months')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(screen.getByText(/you undertake to give USD 50\.00 to charity/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept the offer' });
    await user.type(within(dialog).getByLabelText('Your full name'), 'Someone Else');
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(within(dialog).getByText(DASHBOARD_MESSAGES.signature)).toBeInTheDocument();
    expect(calls('POST', '/dashboard/applications/12/offer/accept')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Your full name'));
    await user.type(within(dialog).getByLabelText('Your full name'), ' amina yusuf ');
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));

    expect(await screen.findByText('Accepted')).toBeInTheDocument();
    expect(bodyOf(calls('POST', '/dashboard/applications/12/offer/accept')[0])).toEqual({
      version: 2,
      signature: 'amina yusuf',
    });
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('declines with an optional reason', async () => {
    const user = userEvent.setup();
    routes['GET /dashboard/applications'] = () => ({ status: 200, data: dashboard([withOffer()]) });
    routes['POST /dashboard/applications/12/offer/decline'] = () => ({
      status: 200,
      data: { application: application({ status: 'DECLINED', offer: { ...OFFER, status: 'declined' } }) },
    });
    renderAt('/dashboard', <DashboardScreen />);

    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the offer' });
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'The tenure is too short.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline the offer' }));

    expect(await screen.findByText('Declined')).toBeInTheDocument();
    expect(bodyOf(calls('POST', '/dashboard/applications/12/offer/decline')[0])).toEqual({
      version: 2,
      reason: 'The tenure is too short.',
    });
  });

  it('says an offer past its validity date has expired, and offers no buttons', async () => {
    routes['GET /dashboard/applications'] = () => ({
      status: 200,
      data: dashboard([withOffer({ ...OFFER, validUntil: '2020-01-01' })]),
    });
    renderAt('/dashboard', <DashboardScreen />);

    expect(await screen.findByText(DASHBOARD_MESSAGES.offerExpired)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
  });

  it('says the provider withdrew the offer, keeps its letter, and offers no buttons', async () => {
    routes['GET /dashboard/applications'] = () => ({
      status: 200,
      data: dashboard([
        application({
          status: 'IN_REVIEW',
          offer: { ...OFFER, status: 'withdrawn', withdrawnAt: '2026-11-22T10:00:00.000Z' },
        }),
      ]),
    });
    renderAt('/dashboard', <DashboardScreen />);

    expect(
      await screen.findByText(/This offer was withdrawn on Nov 22, 2026: it can no longer be accepted\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download the offer letter (PDF)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
  });

  it('downloads the letter with the session, as a file', async () => {
    const user = userEvent.setup();
    const createObjectURL = jest.fn(() => 'blob:letter');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    routes['GET /dashboard/applications'] = () => ({ status: 200, data: dashboard([withOffer()]) });
    routes['GET /dashboard/applications/12/offer/letter'] = () => ({
      status: 200,
      data: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
    });
    renderAt('/dashboard', <DashboardScreen />);

    await user.click(await screen.findByRole('button', { name: 'Download the offer letter (PDF)' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const request = calls('GET', '/dashboard/applications/12/offer/letter')[0];
    expect(request.responseType).toBe('blob');
    expect(String(request.headers.Authorization)).toMatch(/^Bearer /);
    click.mockRestore();
  });
});

describe('my data', () => {
  beforeEach(() => setToken(sessionToken()));

  it('deletes after DELETE is typed, shows what was kept and why, and ends the session', async () => {
    const user = userEvent.setup();
    routes['GET /dashboard/applications'] = () => ({ status: 200, data: dashboard() });
    routes['POST /dashboard/deletion'] = () => ({
      status: 200,
      data: {
        erased: { applications: 2, files: 5 },
        kept: [
          {
            what: 'The signed offer of application 12 (version 2) and its letter',
            why: 'Contracts are kept for the legal retention period.',
            until: '2033-11-21',
          },
        ],
      },
    });
    renderAt('/dashboard', <DashboardScreen />);

    await user.click(await screen.findByRole('button', { name: 'Delete my data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete my data' });
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'delete');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my data' }));
    expect(within(dialog).getByText(DASHBOARD_MESSAGES.deletionConfirm)).toBeInTheDocument();
    expect(calls('POST', '/dashboard/deletion')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Type DELETE to confirm'));
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my data' }));

    expect(await screen.findByRole('heading', { name: 'Your data has been deleted' })).toBeInTheDocument();
    expect(screen.getByText('We erased 2 applications and 5 files.')).toBeInTheDocument();
    expect(screen.getByText('Contracts are kept for the legal retention period.')).toBeInTheDocument();
    expect(bodyOf(calls('POST', '/dashboard/deletion')[0])).toEqual({ confirm: 'DELETE' });
    expect(getToken()).toBeNull();
  });

  it('downloads the export as a ZIP', async () => {
    const user = userEvent.setup();
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:zip'), revokeObjectURL: jest.fn() });
    const downloads: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    routes['GET /dashboard/applications'] = () => ({ status: 200, data: dashboard() });
    routes['GET /dashboard/export'] = () => ({
      status: 200,
      data: new Blob(['PK'], { type: 'application/zip' }),
    });
    renderAt('/dashboard', <DashboardScreen />);

    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(downloads).toEqual(['my-data.zip']));
    click.mockRestore();
  });
});

describe('in Arabic', () => {
  afterEach(async () => {
    cleanup();
    setDigits('latn');
    await setLanguage('en');
  });

  it('keeps the email and the amount left to right inside the Arabic sentences, in Western digits unless chosen', async () => {
    await setLanguage('ar');
    setToken(sessionToken());
    routes['GET /dashboard/applications'] = () => ({ status: 200, data: dashboard() });
    renderAt('/dashboard', <DashboardScreen />);

    // The isolate (LRI … PDI) is <bdi dir="ltr"> in plain text: the run inside reads left to right, whole.
    const greeting = await screen.findByText(/^تم تسجيل الدخول باسم/);
    expect(greeting.textContent).toBe('تم تسجيل الدخول باسم \u2066amina@example.com\u2069');
    const requested = screen.getByText(/مبلغ التمويل المطلوب/);
    expect(requested.textContent).toMatch(/مبلغ التمويل المطلوب: \u2066250,000\.00 USD\u2069/);

    act(() => setDigits('arab'));
    expect(requested.textContent).toContain('٢٥٠٬٠٠٠٫٠٠');
  });
});
