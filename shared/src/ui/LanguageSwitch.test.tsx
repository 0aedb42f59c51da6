import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatLocale, setDigits, setLanguage } from '@onboarding/shared';
import { LanguageSwitch } from './LanguageSwitch';

afterEach(async () => {
  setDigits('latn');
  await setLanguage('en');
});

it('turns the page to Arabic and back from the keyboard, marking the current language', async () => {
  const user = userEvent.setup();
  const onChange = jest.fn();
  render(<LanguageSwitch onChange={onChange} />);
  const group = screen.getByRole('group', { name: 'Language' });
  expect(group).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');

  await user.tab();
  await user.tab();
  await user.keyboard('{Enter}');
  expect(await screen.findByRole('button', { name: 'العربية', pressed: true })).toHaveAttribute('lang', 'ar');
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  expect(onChange).toHaveBeenCalledWith('ar');

  await user.click(screen.getByRole('button', { name: 'English' }));
  expect(await screen.findByRole('button', { name: 'English', pressed: true })).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('dir', 'ltr');
});

it('offers only the other language when compact', async () => {
  render(<LanguageSwitch compact />);
  expect(screen.queryByRole('button', { name: 'English' })).not.toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'العربية' }));
  expect(await screen.findByRole('button', { name: 'English' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'العربية' })).not.toBeInTheDocument();
});

it('offers the digits only in Arabic, Western first, and writes numbers with the chosen ones', async () => {
  const user = userEvent.setup();
  const onChange = jest.fn();
  render(<LanguageSwitch onChange={onChange} />);
  expect(screen.queryByRole('group', { name: 'Digits' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'العربية' }));
  const digits = await screen.findByRole('group', { name: 'الأرقام' });
  expect(digits).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '123' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: '123' })).toHaveAccessibleDescription('الأرقام الغربية (123)');
  await user.click(screen.getByRole('button', { name: '١٢٣' }));
  expect(screen.getByRole('button', { name: '١٢٣' })).toHaveAttribute('aria-pressed', 'true');
  expect(formatLocale()).toBe('ar-u-nu-arab');
  // Told, so that a signed-in applicant's emails take the digits too.
  expect(onChange).toHaveBeenLastCalledWith('ar');
  expect(onChange).toHaveBeenCalledTimes(2);
  await user.click(screen.getByRole('button', { name: 'English' }));
  expect(await screen.findByRole('button', { name: 'English', pressed: true })).toBeInTheDocument();
  expect(screen.queryByRole('group', { name: 'Digits' })).not.toBeInTheDocument();
});
