import { render, screen } from '@testing-library/react';
import { Ltr } from './Ltr';
import { TextAreaField, TextField } from './TextField';

it('keeps a value left to right, isolated from the sentence around it', () => {
  render(
    <p dir="rtl">
      أرسلنا رسالة إلى <Ltr>user@example.com</Ltr>.
    </p>,
  );
  const run = screen.getByText('user@example.com');
  expect(run.tagName).toBe('BDI');
  expect(run).toHaveAttribute('dir', 'ltr');
  expect(run.parentElement).toHaveTextContent('أرسلنا رسالة إلى user@example.com.');
});

describe('text fields in a right-to-left page', () => {
  it('types an email, a phone number, an address and an amount left to right, with the prefix before the address', () => {
    render(
      <div dir="rtl">
        <TextField label="Email" type="email" />
        <TextField label="Phone" type="tel" />
        <TextField label="Website" type="url" startAdornment="https://" />
        <TextField label="Amount" inputMode="decimal" />
        <TextField label="Business name" />
        <TextField label="First name" dir="auto" />
      </div>,
    );
    expect(screen.getByLabelText('Email')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('Amount')).toHaveAttribute('dir', 'ltr');
    const website = screen.getByLabelText('Website');
    expect(website.parentElement).toHaveAttribute('dir', 'ltr');
    expect(website.parentElement!.firstElementChild).toHaveTextContent('https://');
    expect(screen.getByLabelText('Business name')).not.toHaveAttribute('dir');
    expect(screen.getByLabelText('First name')).toHaveAttribute('dir', 'auto');
    expect(screen.getByLabelText('First name').parentElement).not.toHaveAttribute('dir');
  });

  it('lets a free text follow what is typed', () => {
    render(<TextAreaField label="Note" />);
    expect(screen.getByLabelText('Note')).toHaveAttribute('dir', 'auto');
  });
});
