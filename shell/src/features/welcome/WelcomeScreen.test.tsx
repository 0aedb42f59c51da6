import { homeVisitedAtom } from '@onboarding/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { setViewportWidth } from '../../test-utils';
import { WelcomeScreen } from './WelcomeScreen';

function renderWelcome() {
  const store = createStore();
  const router = createMemoryRouter(
    [
      { path: '/', element: <WelcomeScreen /> },
      { path: '/login', element: <h1>Login screen</h1> },
      { path: '/dashboard', element: <h1>Dashboard screen</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router };
}

describe('WelcomeScreen', () => {
  it('greets briefly at 576 px or less', () => {
    setViewportWidth(576);
    renderWelcome();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome!');
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent('🎉');
  });

  it('greets more fully, with a party emoji, on wider windows', () => {
    setViewportWidth(577);
    renderWelcome();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome to Onboarding! 🎉');
  });

  it('says funding is a few steps away and shows the logo', () => {
    setViewportWidth(1280);
    renderWelcome();
    expect(screen.getByText('Funding your growth is only a few steps away.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Onboarding' })).toBeInTheDocument();
  });

  it("marks home as visited and LET'S START goes to /login", async () => {
    setViewportWidth(1280);
    const { store, router } = renderWelcome();
    expect(store.get(homeVisitedAtom)).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: "LET'S START" }));
    expect(router.state.location.pathname).toBe('/login');
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
  });

  it('leads an applicant who has applied to the dashboard', async () => {
    setViewportWidth(1280);
    const { router } = renderWelcome();
    await userEvent.click(screen.getByRole('link', { name: 'Already applied? Sign in to your dashboard' }));
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
