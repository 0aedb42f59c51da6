import type { DocumentsPanel, PanelDocument } from '@onboarding/shared/backoffice';
import { bodyOf, fakeStaffApi, renderWithQuery as render, type FakeApi } from '@onboarding/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openPdf } from './loadPdf';
import ReviewPanel from './ReviewPanel';

jest.mock('./loadPdf', () => ({ openPdf: jest.fn() }));
const open = openPdf as jest.MockedFunction<typeof openPdf>;

let fake: FakeApi;

const doc = (over: Partial<PanelDocument>): PanelDocument => ({
  id: 1,
  kind: 'Registration',
  originalName: 'Certificate.pdf',
  type: 'pdf',
  mime: 'application/pdf',
  size: 204_800,
  uploadedAt: '2026-03-01T10:00:00.000Z',
  status: 'current',
  supersededAt: null,
  view: 'pdf',
  available: true,
  mark: null,
  ...over,
});

const PANEL: DocumentsPanel = {
  documents: [
    doc({ id: 1 }),
    doc({
      id: 2,
      kind: 'CapTable',
      originalName: 'Cap table v2.png',
      type: 'png',
      mime: 'image/png',
      view: 'image',
      mark: {
        mark: 'needs_reupload',
        by: { id: 's1', email: 'reviewer@provider.example' },
        at: '2026-03-02T09:00:00.000Z',
      },
    }),
    doc({
      id: 3,
      kind: 'CapTable',
      originalName: 'Cap table.png',
      type: 'png',
      mime: 'image/png',
      view: 'image',
      status: 'superseded',
      supersededAt: '2026-03-02T08:00:00.000Z',
    }),
    doc({
      id: 4,
      kind: 'FundraisingSummary',
      originalName: 'Fundraising.xlsx',
      type: 'xlsx',
      mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      view: 'download',
    }),
  ],
};

const card = (name: string, index = 0) => screen.getAllByRole('article', { name }).at(index) as HTMLElement;

beforeEach(() => {
  fake = fakeStaffApi();
  fake.reply = (config) => {
    if (config.method === 'put') {
      const { mark } = bodyOf(config) as { mark: string | null };
      return {
        status: 200,
        data: {
          ...PANEL.documents[0],
          mark: mark && {
            mark,
            by: { id: 's9', email: 'me@provider.example' },
            at: '2026-03-03T09:00:00.000Z',
          },
        },
      };
    }
    return { status: 200, data: PANEL };
  };
  open.mockReset();
});

describe('the documents review panel', () => {
  it('lists each document with its type, size and upload time, the replaced version beside it', async () => {
    render(<ReviewPanel caseId={7} role="reviewer" />);
    const registration = await screen.findByRole('article', { name: 'Holding company registration' });
    expect(fake.requests[0].url).toBe('/cases/7/documents');
    expect(registration).toHaveTextContent('Certificate.pdf');
    expect(registration).toHaveTextContent('PDF');
    expect(registration).toHaveTextContent('200 kB');
    expect(registration).toHaveTextContent('Not marked yet.');

    const [current, replaced] = screen.getAllByRole('article', { name: /Cap table/ });
    expect(current).toHaveTextContent('Cap table v2.png');
    expect(current).toHaveTextContent('Needs re-upload: marked by reviewer@provider.example');
    expect(replaced).toHaveTextContent('Replaced');
    expect(replaced).toHaveTextContent('Cap table.png');
    expect(within(replaced).queryByRole('group')).not.toBeInTheDocument();

    const download = within(card('Fundraising summary')).getByRole('link', {
      name: 'Download Fundraising.xlsx',
    });
    expect(download).toHaveAttribute('href', '/api/backoffice/cases/7/documents/4/content');
    expect(download).toHaveAttribute('download');
  });

  it('marks a document (aria-pressed), and a second press clears the mark', async () => {
    render(<ReviewPanel caseId={7} role="approver" />);
    const registration = await screen.findByRole('article', { name: 'Holding company registration' });
    const group = within(registration).getByRole('group', {
      name: 'Review mark for Holding company registration',
    });
    const accepted = within(group).getByRole('button', { name: 'Accepted' });
    expect(accepted).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(accepted);
    const put = fake.requests.find((r) => r.method === 'put')!;
    expect(put.url).toBe('/cases/7/documents/1/mark');
    expect(bodyOf(put)).toEqual({ mark: 'accepted' });
    await waitFor(() => expect(accepted).toHaveAttribute('aria-pressed', 'true'));
    expect(within(group).getByRole('button', { name: 'Needs re-upload' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(registration).toHaveTextContent('Accepted: marked by me@provider.example');

    await userEvent.click(accepted);
    expect(bodyOf(fake.requests.filter((r) => r.method === 'put')[1])).toEqual({ mark: null });
    await waitFor(() => expect(accepted).toHaveAttribute('aria-pressed', 'false'));
  });

  it('shows a refused mark in the document’s card', async () => {
    render(<ReviewPanel caseId={7} role="reviewer" />);
    const registration = await screen.findByRole('article', { name: 'Holding company registration' });
    fake.reply = () => ({ status: 403, data: { details: { error: 'Your role does not allow this.' } } });
    await userEvent.click(within(registration).getByRole('button', { name: 'Needs re-upload' }));
    expect(await within(registration).findByRole('alert')).toHaveTextContent(
      'Your role does not allow this.',
    );
  });

  it('shows marks but no mark buttons to a role that cannot mark', async () => {
    render(<ReviewPanel caseId={7} role="admin" />);
    const [current] = await screen.findAllByRole('article', { name: /Cap table/ });
    expect(current).toHaveTextContent('Needs re-upload: marked by');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('opens an image in the inline viewer, focuses it, and closes on Escape, giving the focus back', async () => {
    render(<ReviewPanel caseId={7} role="reviewer" />);
    const [current] = await screen.findAllByRole('article', { name: /Cap table/ });
    const viewButton = within(current).getByRole('button', { name: 'View Cap table v2.png' });
    await userEvent.click(viewButton);
    const viewer = screen.getByRole('region', { name: 'Viewing: Cap table v2.png' });
    expect(viewer).toHaveFocus();
    expect(within(viewer).getByRole('img', { name: 'Cap table: Cap table v2.png' })).toHaveAttribute(
      'src',
      '/api/backoffice/cases/7/documents/2/content',
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: /Viewing/ })).not.toBeInTheDocument();
    expect(viewButton).toHaveFocus();
  });

  it('opens a PDF with pdf.js (loaded only then): pages and zoom from the keyboard', async () => {
    const render1 = jest.fn(() => ({ promise: Promise.resolve(), cancel: jest.fn() }));
    const page = {
      getViewport: ({ scale }: { scale: number }) => ({ width: 600 * scale, height: 800 * scale }),
      render: render1,
    };
    const close = jest.fn(() => Promise.resolve());
    open.mockResolvedValue({ pdf: { numPages: 3, getPage: jest.fn(async () => page) } as never, close });
    fake.reply = (config) =>
      config.url?.endsWith('/content')
        ? { status: 200, data: new ArrayBuffer(8) }
        : { status: 200, data: PANEL };

    const { unmount } = render(<ReviewPanel caseId={7} role="reviewer" />);
    await screen.findByRole('article', { name: 'Holding company registration' });
    expect(open).not.toHaveBeenCalled();
    screen.getByRole('button', { name: 'View Certificate.pdf' }).focus();
    await userEvent.keyboard('{Enter}');

    const toolbar = await screen.findByRole('toolbar', { name: 'PDF controls' });
    const content = fake.requests.find((r) => r.url === '/cases/7/documents/1/content')!;
    expect(content.responseType).toBe('arraybuffer');
    expect(open).toHaveBeenCalledTimes(1);
    expect(toolbar).toHaveTextContent('Page 1 of 3');
    expect(within(toolbar).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('img', { name: 'Page 1 of 3 of Certificate.pdf' })).toBeInTheDocument();
    await waitFor(() => expect(render1).toHaveBeenCalled());

    within(toolbar).getByRole('button', { name: 'Next page' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(toolbar).toHaveTextContent('Page 2 of 3');
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Zoom in' }));
    expect(toolbar).toHaveTextContent('Zoom 125%');
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Actual size' }));
    expect(toolbar).toHaveTextContent('Zoom 100%');

    await act(async () => unmount());
    expect(close).toHaveBeenCalled();
  });

  it('says when the PDF cannot be shown', async () => {
    open.mockRejectedValue(new Error('Invalid PDF structure'));
    fake.reply = (config) =>
      config.url?.endsWith('/content')
        ? { status: 200, data: new ArrayBuffer(8) }
        : { status: 200, data: PANEL };
    render(<ReviewPanel caseId={7} role="reviewer" />);
    await userEvent.click(await screen.findByRole('button', { name: 'View Certificate.pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This PDF could not be shown. Download it instead.',
    );
  });

  it('shows the empty state and the error state', async () => {
    fake.reply = () => ({ status: 200, data: { documents: [] } });
    const { unmount } = render(<ReviewPanel caseId={7} role="reviewer" />);
    expect(await screen.findByText('The applicant has not uploaded any documents.')).toBeInTheDocument();
    unmount();
    fake.reply = () => ({ status: 404, data: { details: { error: 'There is no such case.' } } });
    render(<ReviewPanel caseId={7} role="reviewer" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('There is no such case.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
