import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from './Button';
import { ErrorModal } from './ErrorModal';
import { Modal } from './Modal';

function Harness({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Modal
        open={open}
        onOpenChange={(next) => {
          onOpenChange(next);
          setOpen(next);
        }}
        title="You already have an application."
        description="Do you want to start a new application?"
        actions={
          <>
            <Button>START NEW APPLICATION</Button>
            <Button>CONTINUE</Button>
          </>
        }
      />
    </>
  );
}

describe('Modal', () => {
  it('is a named, described dialog that takes focus and traps it', async () => {
    const user = userEvent.setup();
    render(<Harness onOpenChange={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'You already have an application.' });
    expect(dialog).toHaveAccessibleDescription('Do you want to start a new application?');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    const onOpenChange = jest.fn();
    render(<Harness onOpenChange={onOpenChange} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Radix restores focus once the dialog has unmounted.
    await waitFor(() => expect(opener).toHaveFocus());
  });
});

describe('ErrorModal', () => {
  it('shows the spec texts with Try Again and Cancel', async () => {
    const user = userEvent.setup();
    const onTryAgain = jest.fn();
    const onCancel = jest.fn();
    render(<ErrorModal open onTryAgain={onTryAgain} onCancel={onCancel} />);
    const dialog = screen.getByRole('dialog', { name: 'Oops, Something Went Wrong!!' });
    expect(dialog).toHaveAccessibleDescription(
      'We encountered an unexpected issue processing your request. Please try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onTryAgain).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('Escape counts as Cancel', async () => {
    const user = userEvent.setup();
    const onCancel = jest.fn();
    render(<ErrorModal open onTryAgain={() => {}} onCancel={onCancel} />);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
