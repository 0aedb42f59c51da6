import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { CheckTile, Tile } from './Tile';

function Where() {
  return <span data-testid="location">{useLocation().pathname}</span>;
}

describe('Tile', () => {
  it('a link tile is named by its title, described by its line, and goes on with Enter or Space', async () => {
    const user = userEvent.setup();
    for (const key of ['{Enter}', ' ']) {
      const { unmount } = render(
        <MemoryRouter initialEntries={['/choice']}>
          <Where />
          <Routes>
            <Route
              path="/choice"
              element={<Tile to="/choice/stripe" title="Stripe" description="Card payments" />}
            />
            <Route path="/choice/stripe" element={null} />
          </Routes>
        </MemoryRouter>,
      );
      // Named by the title alone, as read first on the card (label in name).
      const link = screen.getByRole('link', { name: 'Stripe' });
      expect(link).toHaveTextContent(/^Stripe$/);
      expect(link).toHaveAttribute('href', '/choice/stripe');
      expect(link).toHaveAccessibleDescription('Card payments');
      link.focus();
      await user.keyboard(key);
      expect(screen.getByTestId('location')).toHaveTextContent('/choice/stripe');
      unmount();
    }
  });

  it('a button tile has the same frame and is busy while what it started runs', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    const { rerender } = render(<Tile title="Xero" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Xero' });
    await user.keyboard('{Tab} ');
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(<Tile title="Xero" onClick={onClick} loading />);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    render(
      <MemoryRouter>
        <Tile to="/x" title="Stripe" />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Stripe' });
    expect(link.className).toBe(button.className);
    expect(link.parentElement!.className).toBe(button.parentElement!.className);
  });
});

describe('CheckTile', () => {
  it('is a checkbox named by its label alone and described by its hint', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<CheckTile label="Other" hint="My system is not listed." checked={false} onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Other' });
    expect(box).toHaveAccessibleDescription('My system is not listed.');
    await user.click(screen.getByText('My system is not listed.'));
    expect(onChange).toHaveBeenCalledWith(true, expect.anything());
  });
});
