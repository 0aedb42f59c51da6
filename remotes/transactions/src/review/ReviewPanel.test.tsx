import type { TransactionsPanel } from '@onboarding/shared/backoffice';
import { fakeStaffApi, renderWithQuery as render, type FakeApi } from '@onboarding/shared/testing';
import { screen, within } from '@testing-library/react';
import ReviewPanel from './ReviewPanel';

let fake: FakeApi;
beforeEach(() => {
  fake = fakeStaffApi();
});

const SECRET = 'sk_live_QQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQ';

const PROVIDER: TransactionsPanel = {
  systemType: 'STRIPE',
  skipped: false,
  provider: {
    system: 'STRIPE',
    name: 'Stripe',
    status: 'current',
    verification: 'live',
    verifiedAt: '2026-03-01T10:00:00.000Z',
    connectedAt: '2026-03-01T10:00:00.000Z',
  },
  csv: null,
};

const CSV: TransactionsPanel = {
  systemType: 'OTHER',
  skipped: false,
  provider: null,
  csv: {
    fileName: 'revenue ‏مارس‏ 2026.csv',
    size: 2048,
    available: true,
    uploadedAt: '2026-03-01T10:00:00.000Z',
    systemName: 'Chargebee export',
    industry: 'SAAS',
    method: 'Standard',
    dateOrder: 'DMY',
    mapping: { customer_id: 'Customer', amount: 'Amount' },
    skipValidation: false,
    customers: 3,
    rowsRead: 10,
    rowsRejected: 1,
    series: [
      {
        month: '2026-01',
        revenueMinor: 123_456,
        billingsMinor: 9_999,
        takeMinor: null,
        orders: null,
        activeCustomers: 3,
        newCustomers: 3,
        churnedCustomers: 0,
      },
    ],
  },
};

describe('the transactions review panel', () => {
  it('describes the connected provider and shows no secret, even one the server would wrongly send', async () => {
    // A server bug that answered the key must still not put it on screen: the panel shows only named fields.
    fake.reply = () => ({
      status: 200,
      data: { ...PROVIDER, provider: { ...PROVIDER.provider, secretKey: SECRET } },
    });
    const { container } = render(<ReviewPanel caseId={3} role="reviewer" />);
    expect(await screen.findByRole('heading', { level: 3, name: 'Connected provider' })).toBeInTheDocument();
    expect(fake.requests[0].url).toBe('/cases/3/transactions');
    expect(screen.getByText('Stripe')).toBeInTheDocument();
    expect(screen.getByText('Verified with the provider')).toBeInTheDocument();
    expect(container.textContent).not.toContain(SECRET);
    expect(container.innerHTML).not.toContain(SECRET);
  });

  it('shows the CSV: its mapping and the monthly series from integer minor units', async () => {
    fake.reply = () => ({ status: 200, data: CSV });
    render(<ReviewPanel caseId={3} role="approver" />);
    const mapping = await screen.findByRole('table', { name: 'Column mapping' });
    // The fields by the names the applicant mapped them to, not their codes.
    expect(
      within(mapping).getByRole('rowheader', { name: 'Unique customer ID' }).closest('tr'),
    ).toHaveTextContent('Customer');
    expect(within(mapping).getByRole('rowheader', { name: 'Amount' })).toBeInTheDocument();
    expect(within(mapping).queryByText('customer_id')).toBeNull();
    const series = screen.getByRole('table', { name: 'Monthly revenue' });
    expect(within(series).getByRole('columnheader', { name: 'MRR' })).toBeInTheDocument();
    const row = within(series).getByRole('rowheader', { name: 'Jan 2026' }).closest('tr')!;
    expect(row).toHaveTextContent('1,234.56');
    expect(row).toHaveTextContent('99.99');
    expect(screen.getByText('2 kB')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Monthly revenue' })).toHaveAttribute('tabindex', '0');
  });

  it('names the uploaded file in an isolate and offers it as a download', async () => {
    fake.reply = () => ({ status: 200, data: CSV });
    render(<ReviewPanel caseId={3} role="reviewer" />);
    const name = await screen.findByText('revenue ‏مارس‏ 2026.csv');
    expect(name.tagName).toBe('BDI');
    expect(name).not.toHaveAttribute('dir');
    expect(screen.queryByText('Name not recorded')).toBeNull();
    const link = screen.getByRole('link', { name: 'Download the CSV file revenue ‏مارس‏ 2026.csv' });
    expect(link).toHaveAttribute('href', '/api/backoffice/cases/3/transactions/csv');
    expect(link).toHaveAttribute('download');
    expect(link).toHaveTextContent('Download the CSV file');
  });

  it('says when the name was not recorded, and offers no link to a file no longer stored', async () => {
    fake.reply = () => ({
      status: 200,
      data: { ...CSV, csv: { ...CSV.csv!, fileName: null, available: false } },
    });
    render(<ReviewPanel caseId={3} role="reviewer" />);
    expect(await screen.findByText('Name not recorded')).toBeInTheDocument();
    expect(screen.getByText('The file is no longer stored.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('labels a marketplace mapping in words too', async () => {
    // In the database's order (jsonb sorts keys by length): shown in the mapping screen's.
    const mapping = { gmv: 'Total', date: 'Order date', take: 'Fee', customer_id: 'Buyer' };
    fake.reply = () => ({
      status: 200,
      data: { ...CSV, csv: { ...CSV.csv!, industry: 'MARKETPLACE', mapping } },
    });
    render(<ReviewPanel caseId={3} role="reviewer" />);
    const table = await screen.findByRole('table', { name: 'Column mapping' });
    const headers = within(table)
      .getAllByRole('rowheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Unique customer ID', 'Date', 'GMV', 'Take rate']);
    expect(within(table).getByRole('rowheader', { name: 'Take rate' }).closest('tr')).toHaveTextContent(
      'Fee',
    );
  });

  it('says when nothing was connected, and when the step was not asked for', async () => {
    fake.reply = () => ({ status: 200, data: { ...PROVIDER, provider: null, systemType: null } });
    const { unmount } = render(<ReviewPanel caseId={3} role="reviewer" />);
    expect(
      await screen.findByText('The applicant has not connected a system or uploaded transactions.'),
    ).toBeInTheDocument();
    unmount();
    fake.reply = () => ({ status: 200, data: { ...PROVIDER, provider: null, skipped: true } });
    render(<ReviewPanel caseId={3} role="reviewer" />);
    expect(await screen.findByText(/gaming and content path/)).toBeInTheDocument();
  });

  it('shows an error with Try again', async () => {
    fake.reply = () => ({ status: 403, data: { details: { error: 'Your role does not allow this.' } } });
    render(<ReviewPanel caseId={3} role="admin" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your role does not allow this.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
