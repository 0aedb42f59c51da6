import {
  MAX_DOCUMENT_BYTES,
  store as pageStore,
  uploadDocumentsCompletedAtom,
  userStatusAtom,
  type UserStatus,
} from '@onboarding/shared';
import { fakeApi, setViewportWidth, type FakeApi } from '@onboarding/shared/testing';
import { ToastHost } from '@onboarding/shared/ui';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import '../../i18n';
import FinancialsScreen from './FinancialsScreen';

let fake: FakeApi;

/** The calls the screen made, without the runtime configuration its statement labels read (the year end). */
const sent = () => fake.requests.filter((r) => r.url !== '/onboarding/utils/config');

// Only the date is fixed (28 November 2026), so the statements' years are the same whatever day the tests run.
const ONLY_DATE = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;
beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-28T12:00:00Z'), doNotFake: [...ONLY_DATE] }));
afterEach(() => jest.useRealTimers());

beforeEach(() => {
  fake = fakeApi();
  fake.reply = () => ({ status: 200, data: { stage: 'TRANSACTION', documents: [] } });
  pageStore.set(uploadDocumentsCompletedAtom, false);
  pageStore.set(userStatusAtom, null);
  delete (window as { matchMedia?: unknown }).matchMedia;
});

/** A check-user answer of an eligible applicant, documents done or not. */
const eligible = (financials: boolean): UserStatus => ({
  onboarding_id: 7,
  name: 'Amina',
  email: 'amina@example.com',
  stage: financials ? 'TRANSACTION' : 'ELIGIBLE',
  stages_lists: [{ CHECK_ELIGIBILITY: true, ELIGIBLE: true, FINANCIALS: financials }],
  eligibility_step: null,
  transactions_step: null,
  accounting_step: [],
});

// A declarative router: jsdom lacks the Request a data router builds on navigation.
function Where() {
  return <span data-testid="location">{useLocation().pathname}</span>;
}

function renderScreen() {
  render(
    <Provider store={pageStore}>
      <MemoryRouter initialEntries={['/financials']}>
        <Where />
        <Routes>
          <Route path="/financials" element={<FinancialsScreen />} />
          <Route path="/documents-email" element={<h1>received</h1>} />
          <Route path="/subscriptions" element={<h1>subscriptions</h1>} />
        </Routes>
      </MemoryRouter>
      <ToastHost />
    </Provider>,
  );
}

const sized = (name: string, size: number, content = '%PDF-1.4') => {
  const file = new File([content], name);
  if (size !== content.length) Object.defineProperty(file, 'size', { value: size });
  return file;
};

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

async function chooseRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(input(/Holding Company Registration/), sized('reg.pdf', 8));
  await user.upload(input(/Cap Table/), sized('cap.pdf', 8));
  await user.upload(input(/Fundraising Summary/), sized('summary.xlsx', 2, 'PK'));
}

describe('/financials', () => {
  it('labels the five inputs, the statements with the two last complete years and optional', () => {
    renderScreen();
    expect(screen.getByRole('heading', { name: 'Upload Your Documents' })).toBeInTheDocument();
    // On 28 November 2026, with the year ending in December: 2024 and 2025 (2026 is not over).
    expect(input(/Annual Audited Financial Statement 2024 \(optional\)/)).toHaveAttribute('type', 'file');
    expect(input(/Annual Audited Financial Statement 2025 \(optional\)/)).toHaveAttribute('type', 'file');
    expect(input(/Holding Company Registration.*\(required\)/)).toBeInTheDocument();
    expect(input(/Cap Table.*\(required\)/)).toBeInTheDocument();
    expect(input(/Fundraising Summary.*\(required\)/)).toHaveAttribute(
      'accept',
      expect.stringContaining('.xlsx'),
    );
  });

  it("names the statements by the provider's financial year when it ends in another month", async () => {
    fake.reply = (config) =>
      config.url === '/onboarding/utils/config'
        ? { status: 200, data: { financialYearEndMonth: 3 } }
        : { status: 200, data: { stage: 'TRANSACTION', documents: [] } };
    renderScreen();
    // The years that ended in March 2025 and March 2026.
    expect(
      await screen.findByLabelText(/Annual Audited Financial Statement 2025\/26 \(optional\)/),
    ).toBeInTheDocument();
    expect(input(/Annual Audited Financial Statement 2024\/25 \(optional\)/)).toHaveAttribute('type', 'file');
  });

  it('refuses to send without the required documents and says which', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(screen.getAllByText('Value is required')).toHaveLength(3);
    expect(input(/Holding Company Registration/)).toHaveFocus();
    expect(sent()).toHaveLength(0);
  });

  it('refuses an oversized file and a fundraising summary that is not Excel, in the browser', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderScreen();
    await user.upload(input(/Cap Table/), sized('cap.pdf', MAX_DOCUMENT_BYTES + 1));
    expect(screen.getByText('File size exceeds the maximum limit of 20 MB')).toBeInTheDocument();
    await user.upload(input(/Fundraising Summary/), sized('summary.pdf', 10));
    expect(screen.getByText('Only Excel files (.xlsx, .xls) are allowed.')).toBeInTheDocument();
    expect(screen.queryByText(/Selected file/)).not.toBeInTheDocument();
    expect(sent()).toHaveLength(0);
  });

  it('sends the chosen documents, shows progress, then goes to /documents-email', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    fake.reply = (config) =>
      new Promise((resolve) => {
        config.onUploadProgress?.({ loaded: 50, total: 100, bytes: 50, lengthComputable: true });
        release = () => resolve({ status: 200, data: { stage: 'TRANSACTION', documents: [] } });
      });
    renderScreen();
    await user.upload(input(/Holding Company Registration/), sized('reg.pdf', 8));
    await user.upload(input(/Cap Table/), sized('cap.pdf', 8));
    await user.upload(input(/Fundraising Summary/), sized('summary.xlsx', 2, 'PK'));
    expect(screen.getAllByText('Ready to upload')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));

    const bar = await screen.findByRole('progressbar', { name: 'Uploading your documents' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Uploading your documents: 50%');
    expect(input(/Cap Table/)).toBeDisabled();

    expect(sent()).toHaveLength(1);
    expect(sent()[0].url).toBe('/onboarding/financial-upload');
    const body = JSON.parse(sent()[0].data as string);
    expect(Object.keys(body.files)).toEqual(['Registration', 'CapTable', 'FundraisingSummary']);
    expect(body.files.Registration).toEqual({
      name: 'reg.pdf',
      content: `data:application/octet-stream;base64,${btoa('%PDF-1.4')}`,
    });

    await act(async () => release());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/documents-email'));
    expect(pageStore.get(uploadDocumentsCompletedAtom)).toBe(true);
  });

  it('on failure toasts the generic text, server message or not, and offers a retry per file', async () => {
    const user = userEvent.setup();
    fake.reply = () => ({ status: 503, data: 'unavailable' });
    renderScreen();
    await user.upload(input(/Holding Company Registration/), sized('reg.pdf', 8));
    await user.upload(input(/Cap Table/), sized('cap.pdf', 8));
    await user.upload(input(/Fundraising Summary/), sized('summary.xlsx', 2, 'PK'));
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(
      await screen.findByText('Oops! Something went wrong. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Upload failed.')).toHaveLength(3);

    fake.reply = () => ({
      status: 400,
      data: { details: { error: 'The file cap.pdf is not an accepted document type.' } },
    });
    await user.click(screen.getByRole('button', { name: 'Retry the upload of Cap Table' }));
    // The refused file is marked on its own, in the server's words; the toast stays the generic one.
    expect(await screen.findByText('This file was not accepted. Choose another file.')).toBeInTheDocument();
    expect(input(/Cap Table/)).toHaveAttribute('aria-invalid', 'true');
    expect(input(/Cap Table/)).toHaveAccessibleDescription(
      expect.stringContaining('The file cap.pdf is not an accepted document type.'),
    );
    expect(screen.getByText('Oops! Something went wrong. Please try again later.')).toBeInTheDocument();
    expect(screen.getAllByText('Ready to upload')).toHaveLength(2);
    expect(sent()).toHaveLength(2);
  });

  it('refuses, as chosen, an executable, a text file and an empty PDF, each in error at its input', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderScreen();
    await user.upload(input(/Holding Company Registration/), sized('setup.exe', 10, 'MZ'));
    await user.upload(input(/Cap Table/), sized('notes.txt', 10, 'hello'));
    await user.upload(input(/Annual Audited Financial Statement 2025/), new File([], 'empty.pdf'));
    expect(screen.queryByText('Ready to upload')).not.toBeInTheDocument();
    const notAccepted =
      'This type of file is not accepted. Please choose a PDF, an image (PNG, JPG, GIF, WebP, TIFF, HEIC), a Word, Excel or PowerPoint document, or a CSV file.';
    expect(screen.getAllByText(notAccepted)).toHaveLength(2);
    expect(screen.getByText('This file is empty. Please choose another file.')).toBeInTheDocument();
    for (const label of [/Holding Company Registration/, /Cap Table/, /Statement 2025/]) {
      expect(input(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(input(/Statement 2024/)).not.toHaveAttribute('aria-invalid');
    expect(sent()).toHaveLength(0);
  });

  it('SUBMIT keeps the 20 MB and Excel messages of refused files instead of "Value is required"', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderScreen();
    await user.upload(input(/Cap Table/), sized('cap.pdf', MAX_DOCUMENT_BYTES + 1));
    await user.upload(input(/Fundraising Summary/), sized('summary.pdf', 10));
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(screen.getByText('File size exceeds the maximum limit of 20 MB')).toBeInTheDocument();
    expect(screen.getByText('Only Excel files (.xlsx, .xls) are allowed.')).toBeInTheDocument();
    // Only the registration, which was never chosen, is simply required.
    expect(screen.getAllByText('Value is required')).toHaveLength(1);
    expect(sent()).toHaveLength(0);
  });

  it('shows a server reason that names no document about the whole form', async () => {
    const user = userEvent.setup();
    fake.reply = () => ({
      status: 400,
      data: { details: { error: 'The file content is not a valid data URL' } },
    });
    renderScreen();
    await chooseRequired(user);
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByText('The file content is not a valid data URL')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.queryByText('Value is required')).not.toBeInTheDocument();
  });

  it("a 409 (the journey refuses the step) toasts the server's reason, not the generic text", async () => {
    const user = userEvent.setup();
    fake.reply = () => ({
      status: 409,
      data: { details: { error: 'Your application is already under review.' } },
    });
    renderScreen();
    await chooseRequired(user);
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByText('Your application is already under review.')).toBeInTheDocument();
    expect(screen.queryByText('Oops! Something went wrong. Please try again later.')).not.toBeInTheDocument();
  });

  it('once the documents are stored, Back shows the step done, with no SUBMIT, and Continue goes on', async () => {
    const user = userEvent.setup();
    pageStore.set(userStatusAtom, eligible(false));
    renderScreen();
    await chooseRequired(user);
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/documents-email'));
    cleanup();

    // The applicant comes back to /financials (Back): nothing can be sent again.
    fake.requests.length = 0;
    fake.reply = () => ({ status: 200, data: { ...eligible(true), stage: 'TRANSACTION' } });
    renderScreen();
    expect(screen.getByText('Your documents have been received. This step is complete.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'SUBMIT' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Cap Table/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/subscriptions'));
    expect(sent().map((r) => r.url)).toEqual(['/onboarding/check-user']);
  });

  it('a later visit with the documents stored (check-user) shows the step done too', async () => {
    pageStore.set(userStatusAtom, eligible(true));
    renderScreen();
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Upload Your Documents' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'SUBMIT' })).not.toBeInTheDocument();
  });

  it('on a phone the file zones say "Choose a file", not drag and drop', async () => {
    setViewportWidth(375);
    renderScreen();
    const zone = (await screen.findByLabelText(/Cap Table/)).parentElement!;
    expect(zone).toHaveTextContent('Choose a file');
    expect(zone).not.toHaveTextContent(/drag/i);
  });
});
