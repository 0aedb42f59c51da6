import type { AccountingPanel } from '@onboarding/shared/backoffice';
import { fakeStaffApi, renderWithQuery as render, type FakeApi } from '@onboarding/shared/testing';
import { screen, within } from '@testing-library/react';
import ReviewPanel from './ReviewPanel';

let fake: FakeApi;
beforeEach(() => {
  fake = fakeStaffApi();
});

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.refresh-token-of-xero';

const CONNECTED: AccountingPanel = {
  connection: { service: 'xero', status: 'connected', reason: null, at: '2026-03-01T10:00:00.000Z' },
  upload: null,
};

const UPLOADED: AccountingPanel = {
  connection: null,
  upload: {
    fileName: 'P&L 2026.xlsx',
    size: 4096,
    uploadedAt: '2026-03-01T10:00:00.000Z',
    sheet: 'P&L',
    sheetNames: ['P&L', 'Notes'],
    rows: { Dates: 0, Revenues: 1 },
    months: [
      { month: '2026-01', revenues: 1000.5, cogs: 200, rnd: null, sm: 5, ga: 6, salaries: 7 },
      { month: '2026-02', revenues: 1100, cogs: 210, rnd: 3, sm: 5, ga: 6, salaries: 7 },
    ],
  },
};

describe('the accounting review panel', () => {
  it('describes the connection and never shows a token, even one the server would wrongly send', async () => {
    fake.reply = () => ({
      status: 200,
      data: {
        ...CONNECTED,
        connection: { ...CONNECTED.connection, accessToken: TOKEN, refreshToken: TOKEN },
      },
    });
    const { container } = render(<ReviewPanel caseId={5} role="reviewer" />);
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Accounting system connection' }),
    ).toBeInTheDocument();
    expect(fake.requests[0].url).toBe('/cases/5/accounting');
    expect(screen.getByText('Xero')).toBeInTheDocument();
    expect(screen.getByText('Connected')).toBeInTheDocument();
    expect(container.innerHTML).not.toContain(TOKEN);
  });

  it('shows the monthly accounts: months as columns, line items as rows', async () => {
    fake.reply = () => ({ status: 200, data: UPLOADED });
    render(<ReviewPanel caseId={5} role="approver" />);
    const table = await screen.findByRole('table', { name: 'Monthly accounts, as read from the workbook' });
    // Folded by default behind its disclosure (the months are charted in the Underwriting card).
    const fold = table.closest('details')!;
    expect(fold).not.toHaveAttribute('open');
    expect(within(fold).getByText('Month by month (table)').tagName).toBe('SUMMARY');
    expect(within(table).getByRole('columnheader', { name: 'Jan 2026' })).toBeInTheDocument();
    const revenues = within(table)
      .getByRole('rowheader', { name: /Revenues/ })
      .closest('tr')!;
    expect(revenues).toHaveTextContent('1,000.50');
    expect(revenues).toHaveTextContent('row 2');
    const rnd = within(table).getByRole('rowheader', { name: 'R&D' }).closest('tr')!;
    expect(rnd).toHaveTextContent('—');
    expect(screen.getByText('P&L 2026.xlsx')).toBeInTheDocument();
  });

  it('says when the step holds nothing, and shows an error with Try again', async () => {
    fake.reply = () => ({ status: 200, data: { connection: null, upload: null } });
    const { unmount } = render(<ReviewPanel caseId={5} role="reviewer" />);
    expect(await screen.findByText(/has not connected an accounting system/)).toBeInTheDocument();
    unmount();
    fake.reply = () => ({ status: 503, data: {} });
    render(<ReviewPanel caseId={5} role="reviewer" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The accounting step could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
