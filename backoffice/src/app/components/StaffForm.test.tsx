import { TextField } from '@onboarding/shared/ui';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { isAuthenticatorCode, withoutSpaces } from '../authenticator-code';
import { FormEnd, useStaffForm } from './StaffForm';

function CodeForm({ send }: { send(code: string): Promise<void> }) {
  const form = useStaffForm({
    id: 'test',
    initial: { name: '', code: '' },
    validate: ({ name, code }) => ({
      ...(name ? {} : { name: 'Name required' }),
      ...(isAuthenticatorCode(code) ? {} : { code: 'Six digits' }),
    }),
    send: ({ code }) => send(code),
    refused: (set) => set('code', ''),
  });
  return (
    <form onSubmit={(e) => void form.onSubmit(e)} noValidate>
      <TextField {...form.field('name')} label="Name" />
      <TextField {...form.field('code', withoutSpaces)} label="Code" />
      <FormEnd failure={form.failure} busy={form.busy} label="Go" />
    </form>
  );
}

it('says what is wrong at each field and focuses the first one', () => {
  const send = jest.fn(() => Promise.resolve());
  render(<CodeForm send={send} />);
  fireEvent.click(screen.getByRole('button', { name: 'Go' }));
  expect(screen.getByText('Name required')).toBeInTheDocument();
  expect(screen.getByText('Six digits')).toBeInTheDocument();
  expect(screen.getByLabelText(/Name/)).toHaveFocus();
  expect(send).not.toHaveBeenCalled();
});

it('sends the values, and after a refusal shows the reason and clears what it was told to', async () => {
  const send = jest.fn(() => Promise.reject(new Error('refused')));
  render(<CodeForm send={send} />);
  fireEvent.change(screen.getByLabelText(/Name/), { target: { value: 'Ada' } });
  fireEvent.change(screen.getByLabelText(/Code/), { target: { value: '123 456' } });
  expect(screen.getByLabelText(/Code/)).toHaveValue('123456');
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
  });
  expect(send).toHaveBeenCalledWith('123456');
  expect(screen.getByRole('alert')).not.toBeEmptyDOMElement();
  expect(screen.getByLabelText(/Code/)).toHaveValue('');
});
