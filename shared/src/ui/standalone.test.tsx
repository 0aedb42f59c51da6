import { act, screen } from '@testing-library/react';
import { mountStandalone } from './standalone';

// The standalone page of a remote (its bootstrap.tsx): its routes under a bare outlet, on #root.
function mountAt(path: string) {
  window.history.replaceState(null, '', path);
  const container = document.createElement('div');
  document.body.append(container);
  let mounted: ReturnType<typeof mountStandalone> | undefined;
  act(() => {
    mounted = mountStandalone(
      'documents',
      [{ path: '/financials', element: <h1>Financials</h1> }],
      container,
    );
  });
  return () => {
    act(() => mounted!.root.unmount());
    container.remove();
  };
}

describe('mountStandalone', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('says which remote this is on /', () => {
    const unmount = mountAt('/');
    expect(screen.getByText("documents: open one of this remote's routes.")).toBeInTheDocument();
    unmount();
  });

  it("renders the remote's routes", () => {
    const unmount = mountAt('/financials');
    expect(screen.getByRole('heading', { name: 'Financials' })).toBeInTheDocument();
    unmount();
  });

  it('refuses a page without #root', () => {
    expect(() => mountStandalone('documents', [], null)).toThrow('#root is missing from index.html');
  });
});
