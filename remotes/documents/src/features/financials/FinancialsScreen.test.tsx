import { MAX_DOCUMENT_BYTES, store as pageStore, uploadDocumentsCompletedAtom } from '@onboarding/shared';
import { fakeApi, type FakeApi } from '@onboarding/shared/testing';
import { ToastHost } from '@onboarding/shared/ui';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import '../../i18n';
import FinancialsScreen from './FinancialsScreen';

let fake: FakeApi;

beforeEach(() => {
  fake = fakeApi();
  fake.reply = () => ({ status: 200, data: { stage: 'TRANSACTION', documents: [] } });
  pageStore.set(uploadDocumentsCompletedAtom, false);
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

describe('/financials', () => {
  it('labels the five inputs, the statements with the two years before 2025 and optional', () => {
    renderScreen();
    expect(screen.getByRole('heading', { name: 'Upload Your Documents' })).toBeInTheDocument();
    expect(input(/Annual Audited Financial Statement 2023 \(optional\)/)).toHaveAttribute('type', 'file');
    expect(input(/Annual Audited Financial Statement 2024 \(optional\)/)).toHaveAttribute('type', 'file');
    expect(input(/Holding Company Registration.*\(required\)/)).toBeInTheDocument();
    expect(input(/Cap Table.*\(required\)/)).toBeInTheDocument();
    expect(input(/Fundraising Summary.*\(required\)/)).toHaveAttribute(
      'accept',
      expect.stringContaining('.xlsx'),
    );
  });

  it('refuses to send without the required documents and says which', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(screen.getAllByText('Value is required')).toHaveLength(3);
    expect(input(/Holding Company Registration/)).toHaveFocus();
    expect(fake.requests).toHaveLength(0);
  });

  it('refuses an oversized file and a fundraising summary that is not Excel, in the browser', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderScreen();
    await user.upload(input(/Cap Table/), sized('cap.pdf', MAX_DOCUMENT_BYTES + 1));
    expect(screen.getByText('File size exceeds the maximum limit of 20 MB')).toBeInTheDocument();
    await user.upload(input(/Fundraising Summary/), sized('summary.pdf', 10));
    expect(screen.getByText('Only Excel files (.xlsx, .xls) are allowed.')).toBeInTheDocument();
    expect(screen.queryByText(/Selected file/)).not.toBeInTheDocument();
    expect(fake.requests).toHaveLength(0);
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

    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0].url).toBe('/onboarding/financial-upload');
    const body = JSON.parse(fake.requests[0].data as string);
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
    // The refused file is marked on its own; the toast stays the generic one.
    expect(await screen.findByText('This file was not accepted. Choose another file.')).toBeInTheDocument();
    expect(screen.queryByText('The file cap.pdf is not an accepted document type.')).not.toBeInTheDocument();
    expect(screen.getByText('Oops! Something went wrong. Please try again later.')).toBeInTheDocument();
    expect(screen.getAllByText('Ready to upload')).toHaveLength(2);
    expect(fake.requests).toHaveLength(2);
  });
});
