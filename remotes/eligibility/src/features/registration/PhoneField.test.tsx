import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import '../../i18n';
import type { Formatter } from './phone-formatter';
import { PhoneField } from './PhoneField';

// The formatter arrives when a test says so (in the page it is a download): each load waits for `arrive` or `fail`;
// once arrived, it is there at once, as in the page.
const mockFormatter = {
  loaded: null as Formatter | null,
  waiting: [] as { resolve: (format: Formatter) => void; reject: (error: unknown) => void }[],
};
jest.mock('./phone-formatter', () => ({
  loadedFormatter: () => mockFormatter.loaded,
  loadFormatter: () =>
    mockFormatter.loaded
      ? Promise.resolve(mockFormatter.loaded)
      : new Promise<Formatter>((resolve, reject) => mockFormatter.waiting.push({ resolve, reject })),
}));

async function arrive() {
  const { loadFormatter } = jest.requireActual<typeof import('./phone-formatter')>('./phone-formatter');
  const format = await loadFormatter();
  await act(async () => {
    mockFormatter.loaded = format;
    for (const load of mockFormatter.waiting.splice(0)) load.resolve(format);
  });
}

async function fail() {
  await act(async () => {
    for (const load of mockFormatter.waiting.splice(0)) load.reject(new Error('offline'));
  });
}

beforeEach(() => {
  mockFormatter.loaded = null;
  mockFormatter.waiting = [];
});

const values: string[] = [];
beforeEach(() => (values.length = 0));

function Form({ initial = '', error }: { initial?: string; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <PhoneField
        label="Phone number"
        countryLabel="Country of the phone number"
        internationalLabel="International"
        placeholder="Enter a phone number"
        value={value}
        onChange={(next) => {
          values.push(next);
          setValue(next);
        }}
        onBlur={() => undefined}
        error={error}
      />
      <button type="button" onClick={() => setValue('')}>
        Reset
      </button>
    </>
  );
}

const number = () => screen.getByLabelText('Phone number');
const country = () => screen.getByRole('combobox', { name: 'Country of the phone number' });

describe('PhoneField', () => {
  it('gives the E.164 number as typed, and picks its country, before the formatter has loaded', async () => {
    const user = userEvent.setup();
    render(<Form />);
    expect(number()).toHaveAttribute('type', 'tel');
    expect(number()).toHaveAttribute('autocomplete', 'tel');
    expect(number()).toHaveAttribute('placeholder', 'Enter a phone number');
    expect(country()).toHaveValue('');
    expect(screen.getByRole('option', { name: 'International', selected: true })).toBeInTheDocument();

    await user.type(number(), '+14155552671');
    expect(number()).toHaveValue('+14155552671');
    expect(values.at(-1)).toBe('+14155552671');
    expect(country()).toHaveValue('US');
  });

  it('puts "+" in front of digits typed without it', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.type(number(), '971');
    expect(number()).toHaveValue('+971');
    expect(values.at(-1)).toBe('+971');
    expect(country()).toHaveValue('AE');
  });

  it('is empty for the form while no digit is typed', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.type(number(), '+4');
    await user.keyboard('{Backspace}');
    expect(number()).toHaveValue('+');
    expect(values.at(-1)).toBe('');
    expect(country()).toHaveValue('');
  });

  it('starts loading the formatter when the number field is focused or pointed at', async () => {
    const user = userEvent.setup();
    render(<Form />);
    expect(mockFormatter.waiting).toHaveLength(0);
    await user.hover(number());
    expect(mockFormatter.waiting.length).toBeGreaterThan(0);
  });

  it('formats what was typed when the formatter arrives, the value unchanged', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.type(number(), '+14165551234');
    expect(number()).toHaveValue('+14165551234');
    expect(country()).toHaveValue('US');

    await arrive();
    expect(number()).toHaveValue('+1 416 555 1234');
    // The library tells a Toronto number from a US one.
    expect(country()).toHaveValue('CA');
    expect(values.at(-1)).toBe('+14165551234');

    await user.clear(number());
    await user.type(number(), '442071234567');
    expect(number()).toHaveValue('+44 20 7123 4567');
    expect(values.at(-1)).toBe('+442071234567');
    expect(country()).toHaveValue('GB');
  });

  it('keeps the caret after the digit typed in the middle of a formatted number', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await arrive();
    await user.type(number(), '+14155552671');
    const field = number() as HTMLInputElement;
    field.setSelectionRange('+1 415'.length, '+1 415'.length);
    await user.keyboard('9');
    expect(values.at(-1)).toBe('+141595552671');
    expect(field.value.slice(0, field.selectionStart!).replace(/\D/g, '')).toBe('14159');
  });

  it('keeps working unformatted when the formatter cannot load, and tries again on the next use', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.type(number(), '+1415');
    await fail();
    await user.type(number(), '5552671');
    expect(number()).toHaveValue('+14155552671');
    expect(values.at(-1)).toBe('+14155552671');
    expect(mockFormatter.waiting.length).toBeGreaterThan(0);
  });

  it('choosing a country puts its calling code in the number field and moves there', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.selectOptions(country(), 'United Arab Emirates');
    expect(number()).toHaveValue('+971 ');
    expect(number()).toHaveFocus();
    expect(values.at(-1)).toBe('+971');

    await user.type(number(), '501234567');
    expect(values.at(-1)).toBe('+971501234567');
    expect(country()).toHaveValue('AE');
  });

  it('stepping through the countries with keys stays on the picker, and Tab leads on to the national number', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.click(number());
    await user.tab({ shift: true });
    expect(country()).toHaveFocus();
    // What a browser does on a closed <select> for a key (an arrow, or a letter of type-to-find): the next country.
    fireEvent.keyDown(country(), { key: 'u' });
    fireEvent.change(country(), { target: { value: 'AE' } });
    expect(country()).toHaveFocus();
    expect(number()).toHaveValue('+971 ');
    expect(values.at(-1)).toBe('+971');

    // Tabbing into the number selects its text: the national number is typed after the calling code, not over it.
    await user.tab();
    await user.keyboard('501234567');
    expect(values.at(-1)).toBe('+971501234567');
  });

  it('choosing another country replaces the calling code and keeps the national number', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await arrive();
    await user.type(number(), '+447911123456');
    await user.selectOptions(country(), 'Ireland');
    expect(values.at(-1)).toBe('+3537911123456');
    expect(country()).toHaveValue('IE');
  });

  it('a chosen country stays while its calling code is typed on', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.selectOptions(country(), 'Canada');
    await user.type(number(), '4');
    expect(country()).toHaveValue('CA');
  });

  it('shows a value set from outside (the form reset)', async () => {
    const user = userEvent.setup();
    render(<Form initial="+14155552671" />);
    expect(number()).toHaveValue('+14155552671');
    expect(country()).toHaveValue('US');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(number()).toHaveValue('');
    expect(country()).toHaveValue('');
  });

  it('says what is wrong, tied to the number field', () => {
    render(<Form initial="+1415" error="wrong number" />);
    expect(number()).toHaveAttribute('aria-invalid', 'true');
    expect(number()).toHaveAccessibleDescription('wrong number');
    expect(screen.getByRole('alert')).toHaveTextContent('wrong number');
  });
});
