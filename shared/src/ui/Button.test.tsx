import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { Button } from './Button';

const css = (file: string) => readFileSync(join(__dirname, file), 'utf8');
const token = (name: string) => {
  const found = new RegExp(`--${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(css('tokens.css'));
  if (!found) throw new Error(`no token ${name}`);
  return found[1]!;
};
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe('Button', () => {
  it('is a plain button that names its action, whatever its variant', () => {
    render(
      <>
        <Button variant="secondary">Cancel</Button>
        <Button variant="danger">Delete my data</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Delete my data' })).toHaveAttribute('type', 'button');
  });

  it('draws the danger variant in the error colour, legible on both light surfaces and on its hover', () => {
    const danger = /\.danger\s*\{([^}]*)\}/.exec(css('Button.module.css'))?.[1] ?? '';
    expect(danger).toMatch(/color:\s*var\(--ob-color-error\)/);
    expect(danger).toMatch(/border-color:\s*var\(--ob-color-error\)/);
    expect(css('Button.module.css')).toMatch(
      /\.danger:hover:not\(:disabled\)\s*\{\s*background:\s*var\(--ob-color-error-surface\)/,
    );
    const error = token('ob-color-error');
    for (const surface of ['ob-color-surface', 'ob-color-surface-alt', 'ob-color-error-surface']) {
      expect(contrast(error, token(surface))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('shows the focus ring on every variant, the danger one included', () => {
    expect(css('Button.module.css')).toMatch(
      /\.button:focus-visible\s*\{[^}]*box-shadow:\s*var\(--ob-focus-ring\)/,
    );
    expect(css('Button.module.css')).not.toMatch(/\.danger:focus-visible/);
  });
});
