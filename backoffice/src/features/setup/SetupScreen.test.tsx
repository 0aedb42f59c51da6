import { bodyOf, type FakeApi, fakeStaffApi } from '@onboarding/shared/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import '../../i18n';
import { loadInstead } from './navigation';
import { SetupScreen } from './SetupScreen';
import { forgetSetupToken, takeSetupToken } from './setup-token';

jest.mock('./navigation', () => ({ loadInstead: jest.fn() }));

const TOKEN = 'a-setup-token-of-forty-three-characters-xyz';
let api: FakeApi;

beforeEach(() => {
  (loadInstead as jest.Mock).mockClear();
  api = fakeStaffApi();
  takeSetupToken({
    location: { hash: `#setup=${TOKEN}`, pathname: '/setup', search: '' } as Location,
    history: { state: null, replaceState: () => undefined } as unknown as History,
  });
});
afterEach(() => forgetSetupToken());

function renderSetup() {
  const router = createMemoryRouter(
    [
      { path: '/setup', element: <SetupScreen /> },
      { path: '/sign-in', element: <p>Sign-in page</p> },
    ],
    { initialEntries: ['/setup'] },
  );
  return render(<RouterProvider router={router} />);
}

it('asks for the administrator’s email, sends it with the link’s token, and goes on to their enrolment', async () => {
  api.reply = () => ({ status: 200, data: { enrolmentPath: '/enrol#token=next', mailSent: true } });
  renderSetup();
  const email = screen.getByLabelText('Administrator’s email');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
  expect(email).toHaveFocus();
  expect(api.requests).toHaveLength(0);

  await userEvent.type(email, ' founder@provider.example ');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(loadInstead).toHaveBeenCalledWith('/enrol#token=next'));
  expect(api.requests.map((r) => [r.method, r.url])).toEqual([['post', '/setup']]);
  expect(bodyOf(api.requests[0])).toEqual({
    token: TOKEN,
    email: 'founder@provider.example',
    language: 'en',
  });
});

it('shows the server’s reason for a refusal, and says so when an administrator exists already', async () => {
  api.reply = () => ({ status: 400, data: { details: { error: 'This setup link is not valid any more.' } } });
  renderSetup();
  await userEvent.type(screen.getByLabelText('Administrator’s email'), 'founder@provider.example');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This setup link is not valid any more.');

  api.reply = () => ({
    status: 409,
    data: { details: { error: 'An administrator already has an account.' } },
  });
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByText(/An administrator already has an account\. Sign in/)).toHaveAttribute(
    'role',
    'alert',
  );
  expect(screen.queryByLabelText('Administrator’s email')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Go to sign in' }));
  expect(screen.getByText('Sign-in page')).toBeInTheDocument();
  expect(loadInstead).not.toHaveBeenCalled();
});

it('says the link is incomplete when the address has no token', () => {
  forgetSetupToken();
  renderSetup();
  expect(screen.getByRole('alert')).toHaveTextContent(/This setup link is incomplete/);
  expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
});
