import { selectedIndustryAtom } from '@onboarding/shared';
import { setViewportWidth } from '@onboarding/shared/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import '../../i18n';
import CsvUploadScreen from './CsvUploadScreen';

function Where() {
  return <span data-testid="location">{useLocation().pathname}</span>;
}

describe('/subscriptions/file', () => {
  it('BACK is a button, as on every screen, and returns to the choice', async () => {
    render(
      <Provider store={createStore()}>
        <MemoryRouter initialEntries={['/subscriptions/file']}>
          <Where />
          <Routes>
            <Route path="/subscriptions/file" element={<CsvUploadScreen />} />
            <Route path="/subscriptions" element={<h1>choice</h1>} />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
    expect(screen.queryByRole('link', { name: 'BACK' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'BACK' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/subscriptions$/);
  });
});

describe('/subscriptions/file on a phone', () => {
  afterEach(() => {
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('the required columns scroll in a named, focusable region; the file zone says Choose a file', () => {
    setViewportWidth(375);
    const store = createStore();
    store.set(selectedIndustryAtom, 'SAAS');
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/subscriptions/file']}>
          <Routes>
            <Route path="/subscriptions/file" element={<CsvUploadScreen />} />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
    const region = screen.getByRole('region', { name: 'Required columns' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region.querySelector('table')).not.toBeNull();
    const zone = screen.getByLabelText('Transaction file (CSV)').parentElement!;
    expect(zone).toHaveTextContent('Choose a file');
    expect(zone).not.toHaveTextContent(/drag/i);
  });
});
