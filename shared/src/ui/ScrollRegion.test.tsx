import { fireEvent, render, screen } from '@testing-library/react';
import { ScrollRegion } from './ScrollRegion';

// jsdom has no layout: the box's scroll metrics are given here.
function metrics(el: HTMLElement, m: { scrollLeft: number; scrollWidth: number; clientWidth: number }) {
  for (const [key, value] of Object.entries(m)) {
    Object.defineProperty(el, key, { configurable: true, value });
  }
}

describe('ScrollRegion', () => {
  it('is a named, focusable region', () => {
    render(
      <ScrollRegion label="Rows of P&L">
        <table />
      </ScrollRegion>,
    );
    const region = screen.getByRole('region', { name: 'Rows of P&L' });
    expect(region).toHaveAttribute('tabindex', '0');
  });

  it('shades the edges that hide content, as the box scrolls', () => {
    render(
      <ScrollRegion label="Columns">
        <table />
      </ScrollRegion>,
    );
    const region = screen.getByRole('region', { name: 'Columns' });
    const frame = region.parentElement!;
    metrics(region, { scrollLeft: 0, scrollWidth: 900, clientWidth: 300 });
    fireEvent.scroll(region);
    expect(frame).toHaveAttribute('data-hidden-end', 'true');
    expect(frame).not.toHaveAttribute('data-hidden-start');

    metrics(region, { scrollLeft: 600, scrollWidth: 900, clientWidth: 300 });
    fireEvent.scroll(region);
    expect(frame).toHaveAttribute('data-hidden-start', 'true');
    expect(frame).not.toHaveAttribute('data-hidden-end');
  });
});
