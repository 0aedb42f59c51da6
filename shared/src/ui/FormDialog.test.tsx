import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormDialog } from './FormDialog';

function renderDialog(busy: boolean) {
  const onCancel = jest.fn();
  const onSubmit = jest.fn();
  render(
    <FormDialog
      open
      busy={busy}
      title="Decline the offer"
      description="You can tell us why."
      cancelLabel="Cancel"
      confirmLabel="Decline the offer"
      onCancel={onCancel}
      onSubmit={onSubmit}
    >
      <label>
        Reason
        <input />
      </label>
    </FormDialog>,
  );
  return { onCancel, onSubmit };
}

it('submits its form with the confirm button or Enter, and cancels with Cancel', async () => {
  const { onCancel, onSubmit } = renderDialog(false);
  const dialog = screen.getByRole('dialog', { name: 'Decline the offer' });
  await userEvent.type(screen.getByLabelText('Reason'), 'Too dear{Enter}');
  expect(onSubmit).toHaveBeenCalledTimes(1);
  await userEvent.click(screen.getByRole('button', { name: 'Decline the offer' }));
  expect(onSubmit).toHaveBeenCalledTimes(2);
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onCancel).toHaveBeenCalledTimes(1);
  expect(dialog).toBeInTheDocument();
});

it('keeps Cancel and Escape from closing it while the answer is sent', async () => {
  const { onCancel } = renderDialog(true);
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  await userEvent.keyboard('{Escape}');
  expect(onCancel).not.toHaveBeenCalled();
});
