import { store } from '@onboarding/shared';
import { fakeStaffApi, renderWithQuery as render } from '@onboarding/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import '../../i18n';
import { staffAtom } from '../session';
import { Layout } from './Layout';

function renderAt(url: string, phone: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: phone,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  store.set(staffAtom, { id: 'root', email: 'root@provider.example', role: 'admin' });
  fakeStaffApi();
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/team', element: <h1 tabIndex={-1}>Team</h1> },
          { path: '/audit', element: <h1 tabIndex={-1}>Audit</h1> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('the staff pages’ header', () => {
  it('shows everything on a wide screen, with no menu button', () => {
    renderAt('/team', false);
    expect(screen.queryByRole('button', { name: 'Account' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });

  it('on a phone keeps the pages and who is signed in, and folds the rest behind a button that Escape closes', async () => {
    const user = userEvent.setup();
    renderAt('/team', true);
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(nav).toBeVisible();
    const menu = screen.getByRole('button', { name: 'Account' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    // Who is signed in stays in sight; the language and the sign-out wait behind the button.
    expect(screen.getByText(/Signed in as root@provider\.example/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Language' })).toBeNull();

    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Language' })).toBeVisible();

    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();

    // Another page closes it.
    await user.click(menu);
    await user.click(screen.getByRole('link', { name: 'Audit log' }));
    expect(await screen.findByRole('heading', { name: 'Audit' })).toBeInTheDocument();
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});
