import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '../i18n';
import { setViewportWidth } from '../testing';
import { FileDrop } from './FileDrop';
import { ProgressBar } from './ProgressBar';
import { Spinner } from './Spinner';
import { TextField } from './TextField';
import { ToastHost, notifyError, notifySuccess } from './toast';
import { useMediaQuery } from './useMediaQuery';

describe('TextField', () => {
  it('labels the input and describes it with the prefix and the error', () => {
    render(
      <TextField label="Business website" startAdornment="https://" error="Wrong business Website url" />,
    );
    const input = screen.getByLabelText('Business website');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('https:// Wrong business Website url');
  });

  it('holds a control before the input in its frame, which does not describe the input', () => {
    render(
      <TextField
        label="Phone number"
        type="tel"
        error="wrong number"
        startControl={
          <select aria-label="Country of the phone number">
            <option>International</option>
          </select>
        }
      />,
    );
    const input = screen.getByLabelText('Phone number');
    const picker = screen.getByRole('combobox', { name: 'Country of the phone number' });
    expect(picker.compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(input).toHaveAccessibleDescription('wrong number');
  });
});

describe('FileDrop', () => {
  it('is a labelled file input that hands over a picked file', async () => {
    const user = userEvent.setup();
    const onFile = jest.fn();
    render(<FileDrop label="Cap table" accept=".pdf" onFile={onFile} />);
    const input = screen.getByLabelText('Cap table');
    expect(input).toHaveAttribute('type', 'file');
    const file = new File(['x'], 'cap.pdf', { type: 'application/pdf' });
    await user.upload(input, file);
    expect(onFile).toHaveBeenCalledWith(file);
  });

  it('accepts a dropped file', () => {
    const onFile = jest.fn();
    render(<FileDrop label="Registration" onFile={onFile} />);
    const zone = screen.getByLabelText('Registration').parentElement!;
    const file = new File(['x'], 'reg.pdf');
    fireEvent.drop(zone, { dataTransfer: { files: [file], types: ['Files'] } });
    expect(onFile).toHaveBeenCalledWith(file);
  });

  it('ignores drops while disabled', () => {
    const onFile = jest.fn();
    render(<FileDrop label="Registration" onFile={onFile} disabled />);
    const zone = screen.getByLabelText('Registration').parentElement!;
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['x'], 'a')], types: ['Files'] } });
    expect(onFile).not.toHaveBeenCalled();
  });

  it('shows the chosen file and the error', () => {
    render(
      <FileDrop
        label="Fundraising summary"
        onFile={() => {}}
        fileName="summary.pdf"
        error="Only Excel files (.xlsx, .xls) are allowed."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Only Excel files (.xlsx, .xls) are allowed.');
    expect(screen.getByLabelText('Fundraising summary')).toHaveAccessibleDescription(
      'Selected file: summary.pdf Only Excel files (.xlsx, .xls) are allowed.',
    );
  });
});

describe('FileDrop wording', () => {
  afterEach(() => {
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  const zoneText = () => screen.getByLabelText('Cap table').parentElement!.textContent;

  it('says "choose a file" instead of drag and drop on a phone, when given that wording', () => {
    setViewportWidth(375);
    render(<FileDrop label="Cap table" onFile={() => {}} touchPrompt="Choose a file" />);
    expect(zoneText()).toBe('Choose a file');
  });

  it('keeps the drag-and-drop wording on a wide screen, and everywhere without the prop', () => {
    setViewportWidth(1280);
    const { unmount } = render(<FileDrop label="Cap table" onFile={() => {}} touchPrompt="Choose a file" />);
    expect(zoneText()).toBe('Drag and drop a file here, or browse');
    unmount();
    setViewportWidth(375);
    render(<FileDrop label="Cap table" onFile={() => {}} />);
    expect(zoneText()).toBe('Drag and drop a file here, or browse');
  });
});

describe('ProgressBar and Spinner', () => {
  it('exposes progress as a percentage', () => {
    render(<ProgressBar value={0.426} label="Uploading" />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading' });
    expect(bar).toHaveAttribute('aria-valuenow', '43');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
  });

  it('full-page spinner marks the page busy and announces loading', () => {
    render(<Spinner fullPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.getByTestId('full-page-spinner')).toHaveAttribute('aria-busy', 'true');
  });
});

describe('toasts', () => {
  it('show success and error texts in the host', async () => {
    render(<ToastHost />);
    act(() => {
      notifySuccess('Your message has been received!');
      notifyError('Oops! Something went wrong. Please try again later.');
    });
    expect(await screen.findByText('Your message has been received!')).toBeInTheDocument();
    expect(
      await screen.findByText('Oops! Something went wrong. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('do not stack one message twice, but show it again as soon as it was clicked away', async () => {
    const user = userEvent.setup();
    render(<ToastHost />);
    act(() => {
      notifyError('Error uploading!');
      notifyError('Error uploading!');
    });
    const first = await screen.findByText('Error uploading!');
    await waitFor(() => expect(screen.getAllByText('Error uploading!')).toHaveLength(1));

    await user.click(first);
    // Raised again while the first one is still leaving: a new toast, not a dropped one.
    act(() => notifyError('Error uploading!'));
    await waitFor(() => expect(screen.getAllByText('Error uploading!')).toHaveLength(2));
  });

  it('follow the page in Arabic: mirrored to the top left, message, region and controls named in Arabic', async () => {
    await setLanguage('ar');
    try {
      render(<ToastHost />);
      act(() => notifyError('Error uploading!'));
      const toast = await screen.findByText('خطأ في الرفع!');
      expect(screen.getByRole('region', { name: 'الإشعارات' })).toBeInTheDocument();
      expect(toast.closest('.Toastify__toast-container')).toHaveClass(
        'Toastify__toast-container--top-left',
        'Toastify__toast-container--rtl',
      );
      expect(await screen.findByRole('button', { name: 'إغلاق الإشعار' })).toBeInTheDocument();
      expect(screen.getByRole('progressbar', { name: 'مؤقّت الإشعار' })).toBeInTheDocument();
    } finally {
      await setLanguage('en');
    }
  });
});

describe('useMediaQuery', () => {
  function Probe() {
    return <span>{useMediaQuery('(max-width: 768px)') ? 'narrow' : 'wide'}</span>;
  }

  it('follows matchMedia changes', () => {
    let matches = false;
    const listeners = new Set<() => void>();
    window.matchMedia = jest.fn().mockImplementation((query: string) => ({
      get matches() {
        return matches;
      },
      media: query,
      addEventListener: (_: string, fn: () => void) => listeners.add(fn),
      removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
    }));
    render(<Probe />);
    expect(screen.getByText('wide')).toBeInTheDocument();
    act(() => {
      matches = true;
      listeners.forEach((fn) => fn());
    });
    expect(screen.getByText('narrow')).toBeInTheDocument();
  });
});
