import { store } from '@onboarding/shared';
import type { StaffAccount } from '@onboarding/shared/backoffice';
import {
  type FakeApi,
  fakeStaffApi,
  renderWithQuery as render,
  type Reply,
} from '@onboarding/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { staffAtom } from '../../app/session';
import '../../i18n';
import { TeamScreen } from './TeamScreen';

const account = (over: Partial<StaffAccount> = {}) => {
  const { id = 's1', email = 'x@provider.example', role = 'reviewer', status = 'active', ...rest } = over;
  return {
    id,
    email,
    role,
    status,
    account: {
      signIn: 'password' as const,
      lastSignInAt: '2030-01-01T09:00:00.000Z',
      liveSessions: 2,
      invitationExpiresAt: null,
      ...rest,
    },
  };
};

const ADMIN = account({ id: 'me', email: 'root@provider.example', role: 'admin', liveSessions: 1 });

let api: FakeApi;
let team: ReturnType<typeof account>[];
let move: (() => Reply) | null;

beforeEach(() => {
  store.set(staffAtom, { id: 'me', email: 'root@provider.example', role: 'admin' });
  team = [ADMIN, account()];
  move = null;
  api = fakeStaffApi();
  api.reply = (config) => {
    if (config.url === '/staff' && config.method === 'get') return { status: 200, data: { staff: team } };
    if (config.url?.startsWith('/staff/') && move) return move();
    return { status: 404, data: {} };
  };
});

const lists = () => api.requests.filter((r) => r.url === '/staff' && r.method === 'get');
const moves = () => api.requests.filter((r) => r.url?.startsWith('/staff/'));

function renderTeam() {
  render(
    <Provider store={store}>
      <TeamScreen />
    </Provider>,
  );
}

describe('the team page', () => {
  it('shows each account and offers nothing on the admin’s own row', async () => {
    renderTeam();
    const own = (await screen.findByRole('cell', { name: 'root@provider.example' })).closest('tr')!;
    expect(own).toHaveTextContent('You. To end your own sessions, use “Sign out everywhere”.');
    expect(within(own).queryByRole('button')).toBeNull();
    const row = screen.getByRole('cell', { name: 'x@provider.example' }).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'x@provider.example',
      'Reviewer',
      'Active',
      'Password and authenticator',
      expect.stringMatching(/2030/),
      '2',
      'Manage',
    ]);
  });

  it('asks before disabling: Escape sends nothing; confirmed, it says what happened and reads the list again', async () => {
    const user = userEvent.setup();
    renderTeam();
    await user.click(await screen.findByRole('button', { name: 'Manage x@provider.example' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage x@provider.example' });
    await user.click(within(dialog).getByRole('button', { name: 'Disable x@provider.example' }));
    expect(within(dialog).getByText('Disable x@provider.example?')).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(moves()).toHaveLength(0);

    move = () => ({
      status: 200,
      data: { member: { ...account({ status: 'disabled', liveSessions: 0 }) }, endedSessions: 2 },
    });
    await user.click(screen.getByRole('button', { name: 'Manage x@provider.example' }));
    const again = await screen.findByRole('dialog');
    await user.click(within(again).getByRole('button', { name: 'Disable x@provider.example' }));
    await user.click(within(again).getByRole('button', { name: 'Disable x@provider.example' }));
    expect(
      await screen.findByText('x@provider.example is disabled. 2 sessions ended.', {
        selector: '[role="status"]',
      }),
    ).toBeInTheDocument();
    expect(moves().map((r) => [r.method, r.url])).toEqual([['post', '/staff/s1/disable']]);
    await waitFor(() => expect(lists()).toHaveLength(2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the server’s refusal in the dialog, which stays open', async () => {
    const user = userEvent.setup();
    move = () => ({ status: 409, data: { details: { error: 'x@provider.example is already a approver.' } } });
    renderTeam();
    await user.click(await screen.findByRole('button', { name: 'Manage x@provider.example' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('New role'), 'approver');
    await user.click(within(dialog).getByRole('button', { name: 'Change the role of x@provider.example' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'x@provider.example is already a approver.',
    );
    expect(moves()[0].data).toBe(JSON.stringify({ role: 'approver' }));
  });

  it('shows an invitation’s end, and offers a new link, a role, revoking and disabling', async () => {
    const user = userEvent.setup();
    team = [
      ADMIN,
      account({
        status: 'invited',
        liveSessions: 0,
        lastSignInAt: null,
        invitationExpiresAt: '2999-01-01T00:00:00.000Z',
      }),
    ];
    renderTeam();
    const row = (await screen.findByRole('cell', { name: 'x@provider.example' })).closest('tr')!;
    expect(row).toHaveTextContent(/Invited — link valid until .*2999/);
    expect(row).toHaveTextContent('Never');
    expect(screen.getByText('1 invitation is pending.')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Manage x@provider.example' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label') ?? b.textContent),
    ).toEqual([
      'Change the role of x@provider.example',
      'Resend the invitation to x@provider.example',
      'Revoke the invitation of x@provider.example',
      'Disable x@provider.example',
      'Close',
    ]);
  });
});
