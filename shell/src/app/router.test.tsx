import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { setViewportWidth } from '../test-utils';
import { RemoteLoadError } from './federation/load-remote-routes';
import type { RemoteName } from './remote-paths';
import { patchRemoteRoutes, shellRoutes } from './router';

const REMOTE_ROUTES: Record<RemoteName, RouteObject[]> = {
  eligibility: [{ path: '/login', element: <h1>Registration screen</h1> }],
  documents: [
    { path: '/financials', element: <h1>Financials screen</h1> },
    { path: '/documents-email', element: <h1>Documents received screen</h1> },
  ],
  transactions: [{ path: '/subscriptions/:id', element: <h1>Credentials screen</h1> }],
  accounting: [],
  dashboard: [{ path: '/dashboard', element: <h1>Dashboard screen</h1> }],
};

function renderApp(path: string, loadRoutes: (name: RemoteName) => Promise<RouteObject[]>) {
  const router = createMemoryRouter(shellRoutes(), {
    initialEntries: [path],
    patchRoutesOnNavigation: patchRemoteRoutes(loadRoutes),
  });
  render(
    <Provider store={createStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

beforeEach(() => {
  setViewportWidth(1280);
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('shell routes', () => {
  it('shows the welcome screen at / and NOT FOUND for unknown paths', async () => {
    const load = jest.fn();
    const router = renderApp('/', load);
    expect(await screen.findByRole('button', { name: "LET'S START" })).toBeInTheDocument();
    await act(() => router.navigate('/no-such-page'));
    expect(await screen.findByRole('heading', { name: 'NOT FOUND' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads a remote only when one of its paths is visited, once, and shows its screen in the layout', async () => {
    const load = jest.fn(async (name: RemoteName) => REMOTE_ROUTES[name]);
    const router = renderApp('/', load);
    await screen.findByRole('button', { name: "LET'S START" });
    expect(load).not.toHaveBeenCalled();

    await act(() => router.navigate('/financials'));
    expect(await screen.findByRole('heading', { name: 'Financials screen' })).toBeInTheDocument();
    expect(screen.getByText('Follow these steps to secure your funding.')).toBeInTheDocument();
    await act(() => router.navigate('/documents-email'));
    expect(await screen.findByRole('heading', { name: 'Documents received screen' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('documents');

    await act(() => router.navigate('/subscriptions/stripe'));
    expect(await screen.findByRole('heading', { name: 'Credentials screen' })).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('transactions');
  });

  it('a path of a loaded remote that the remote does not define is NOT FOUND', async () => {
    const router = renderApp('/financials', async (name) => REMOTE_ROUTES[name]);
    await screen.findByRole('heading', { name: 'Financials screen' });
    await act(() => router.navigate('/financials/unknown'));
    expect(await screen.findByRole('heading', { name: 'NOT FOUND' })).toBeInTheDocument();
  });
});

describe('a remote that does not load', () => {
  it('shows the error modal on its routes only; Try Again loads it once it is back', async () => {
    let documentsUp = false;
    const load = jest.fn(async (name: RemoteName) => {
      if (name === 'documents' && !documentsUp) throw new RemoteLoadError('documents');
      return REMOTE_ROUTES[name];
    });
    const router = renderApp('/financials', load);

    const dialog = await screen.findByRole('dialog', { name: 'Oops, Something Went Wrong!!' });
    expect(dialog).toHaveTextContent(
      'We encountered an unexpected issue processing your request. Please try again.',
    );
    // The layout is still there around it.
    expect(screen.getByText('Follow these steps to secure your funding.')).toBeInTheDocument();

    // Still down: Try Again tries again and fails again.
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('dialog', { name: 'Oops, Something Went Wrong!!' })).toBeInTheDocument();
    expect(load.mock.calls.filter(([n]) => n === 'documents')).toHaveLength(2);

    // Another remote works meanwhile.
    await act(() => router.navigate('/login'));
    expect(await screen.findByRole('heading', { name: 'Registration screen' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await act(() => router.navigate('/financials'));
    await screen.findByRole('dialog', { name: 'Oops, Something Went Wrong!!' });
    documentsUp = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Financials screen' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/financials');
  });

  it('Cancel goes to the welcome screen', async () => {
    const router = renderApp('/financials', async () => {
      throw new RemoteLoadError('documents');
    });
    await screen.findByRole('dialog', { name: 'Oops, Something Went Wrong!!' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: "LET'S START" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('patchRemoteRoutes', () => {
  const args = (path: string, aborted = false) => ({
    path,
    patch: jest.fn(),
    signal: { aborted } as AbortSignal,
    matches: [],
    fetcherKey: undefined,
  });

  it("patches nothing for the shell's own paths", async () => {
    const load = jest.fn();
    const a = args('/');
    await patchRemoteRoutes(load)(a);
    expect(load).not.toHaveBeenCalled();
    expect(a.patch).not.toHaveBeenCalled();
  });

  it('does not record a navigation that was interrupted, so the next one patches', async () => {
    const load = jest.fn(async () => REMOTE_ROUTES.documents);
    const patchRoutes = patchRemoteRoutes(load);
    const interrupted = args('/financials', true);
    await patchRoutes(interrupted);
    expect(interrupted.patch).not.toHaveBeenCalled();
    const next = args('/financials');
    await patchRoutes(next);
    expect(next.patch).toHaveBeenCalledWith('screens', REMOTE_ROUTES.documents);
  });
});
