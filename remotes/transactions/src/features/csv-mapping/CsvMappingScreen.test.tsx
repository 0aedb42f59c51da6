import {
  csvColumnsMessage,
  dataKeyAtom,
  groupsAtom,
  otherSystemAtom,
  selectedIndustryAtom,
  selectedMethodAtom,
  setLanguage,
  store as pageStore,
  successModalFlagAtom,
  transactionSystemTypeAtom,
  uploadedFileAtom,
  userStatusAtom,
  type UserStatus,
} from '@onboarding/shared';
import { fakeApi, type FakeApi } from '@onboarding/shared/testing';
import { ToastHost } from '@onboarding/shared/ui';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import '../../i18n';
import { csvSummaryAtom } from '../../lib/csv-check/csv-state';
import { findColumnProblems } from '../../lib/csv-check/csv-worker-client';
import CsvMappingScreen from './CsvMappingScreen';

// The worker client needs webpack's worker URL; its answers are given here.
jest.mock('../../lib/csv-check/csv-worker-client', () => ({ findColumnProblems: jest.fn() }));
const offending = findColumnProblems as jest.MockedFunction<typeof findColumnProblems>;

let fake: FakeApi;

const headers = ['Months', 'Client', 'Since', 'Paid'];

function setWidth(width: number | null) {
  // jsdom has no matchMedia; without it the screen takes the narrow layout.
  if (width === null) {
    delete (window as { matchMedia?: unknown }).matchMedia;
    return;
  }
  window.matchMedia = ((query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return {
      matches: min ? width >= Number(min[1]) : false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    };
  }) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  fake = fakeApi();
  fake.reply = () => ({ status: 200, data: { status: 'stored' } });
  offending.mockReset();
  offending.mockResolvedValue([]);
  setWidth(null);
  pageStore.set(selectedIndustryAtom, 'SAAS');
  pageStore.set(selectedMethodAtom, 'No refund');
  pageStore.set(dataKeyAtom, '1732240000000');
  pageStore.set(otherSystemAtom, 'Chargebee');
  pageStore.set(uploadedFileAtom, new File([`${headers.join(',')}\n12,CUS-1,2024-01-01,10\n`], 'tx.csv'));
  pageStore.set(csvSummaryAtom, {
    headers,
    rows: 1,
    shortRows: 0,
    samples: [['12', 'CUS-1', '2024-01-01', '10']],
  });
  pageStore.set(groupsAtom, {});
  pageStore.set(successModalFlagAtom, false);
  pageStore.set(transactionSystemTypeAtom, null);
  pageStore.set(userStatusAtom, null);
});

function Where() {
  return <span data-testid="location">{useLocation().pathname}</span>;
}

function renderScreen() {
  render(
    <Provider store={pageStore}>
      <MemoryRouter initialEntries={['/subscriptions/file/mapping']}>
        <Where />
        <Routes>
          <Route path="/subscriptions/file/mapping" element={<CsvMappingScreen />} />
          <Route path="/subscriptions/file" element={<h1>upload</h1>} />
          <Route path="/accounting" element={<h1>accounting</h1>} />
        </Routes>
      </MemoryRouter>
      <ToastHost />
    </Provider>,
  );
}

async function chooseAll() {
  await userEvent.selectOptions(screen.getByLabelText('Unique customer ID'), 'Client');
  await userEvent.selectOptions(screen.getByLabelText('Amount'), 'Paid');
  await userEvent.selectOptions(screen.getByLabelText('Start date'), 'Since');
  await userEvent.selectOptions(screen.getByLabelText('Period'), 'Months');
}

const sentBody = () => JSON.parse(fake.requests.at(-1)!.data as string);

describe('CsvMappingScreen, narrow (dropdowns)', () => {
  it('all fields are required; a column chosen once; the payload uses the narrow keys', async () => {
    renderScreen();
    expect(
      screen.getByRole('heading', { name: 'Great, Your Transaction File is Uploaded!' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(screen.getByRole('alert')).toHaveTextContent('All fields are required. Please fill them out.');
    expect(fake.requests).toHaveLength(0);

    await userEvent.selectOptions(screen.getByLabelText('Unique customer ID'), 'Client');
    expect(
      within(screen.getByLabelText('Amount')).getByRole('option', { name: 'Client (already chosen)' }),
    ).toBeDisabled();
    await chooseAll();
    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/accounting'));
    // The check read the date, the amount and the customer ID, by their places in the file.
    expect(offending).toHaveBeenCalledWith(
      expect.any(File),
      [
        { field: 'start_date', column: 2, rule: 'date' },
        { field: 'amount', column: 3, rule: 'amount' },
        { field: 'customer_id', column: 1, rule: 'id' },
      ],
      expect.anything(),
    );
    expect(fake.requests[0].url).toBe('/onboarding/custom-upload');
    expect(sentBody()).toEqual({
      version: '1.0',
      col_mapping: { 'Unique customer ID': 'Client', Amount: 'Paid', start_date: 'Since', Period: 'Months' },
      industry: 'SAAS',
      calculation_metod: 'No refund',
      system_name: 'Chargebee',
      skip_validation: false,
      timestamp: '1732240000000',
    });
    expect(pageStore.get(successModalFlagAtom)).toBe(true);
    expect(pageStore.get(transactionSystemTypeAtom)).toBe('csv');
  });

  it('problems open the modal, counted per column with their rows; Escape closes it and sends nothing', async () => {
    offending.mockResolvedValue([
      {
        field: 'start_date',
        rule: 'date',
        count: 13,
        rows: [3, 4, 6, 8, 9, 10, 11, 12, 14, 15].map((row, i) => ({ row, value: i === 1 ? '' : 'soon' })),
      },
      { field: 'amount', rule: 'amount', count: 1, rows: [{ row: 5, value: 'ten' }] },
      {
        field: 'customer_id',
        rule: 'id',
        count: 2,
        rows: [
          { row: 7, value: '' },
          { row: 9, value: '' },
        ],
      },
    ]);
    const user = userEvent.setup();
    renderScreen();
    await chooseAll();
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    const modal = await screen.findByRole('dialog', { name: 'Data Mapping Error Detected' });
    const dates = within(modal).getByRole('region', {
      name: "We have detected some errors in the 'Date' column during the mapping process:",
    });
    expect(dates).toHaveTextContent('13 rows, in your column “Since”:');
    const rows = within(dates)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(rows).toHaveLength(10);
    expect(rows.slice(0, 2)).toEqual(['Row 3: soon', 'Row 4: Empty field']);
    expect(dates).toHaveTextContent('and 3 more rows.');
    const amounts = within(modal).getByRole('region', {
      name: "We have detected some errors in the 'Amount' column during the mapping process:",
    });
    expect(amounts).toHaveTextContent('1 row, in your column “Paid”:');
    expect(within(amounts).getByRole('listitem')).toHaveTextContent('Row 5: ten');
    const ids = within(modal).getByRole('region', {
      name: "We have detected some errors in the 'Unique customer ID' column during the mapping process:",
    });
    expect(
      within(ids)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Row 7: Empty field', 'Row 9: Empty field']);
    // The main action has the focus: Enter fixes the file, it never skips rows.
    expect(within(modal).getByRole('button', { name: 'Fix the file' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent('/subscriptions/file/mapping');
    expect(fake.requests).toHaveLength(0);
  });

  it('Fix the file returns to the upload; Proceed Without Fixing sends skip_validation', async () => {
    offending.mockResolvedValue([
      { field: 'start_date', rule: 'date', count: 1, rows: [{ row: 2, value: 'x' }] },
    ]);
    renderScreen();
    await chooseAll();
    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Fix the file' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/subscriptions\/file$/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fake.requests).toHaveLength(0);
    cleanup();

    renderScreen();
    await chooseAll();
    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Proceed Without Fixing' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/accounting'));
    expect(fake.requests).toHaveLength(1);
    expect(sentBody().skip_validation).toBe(true);
  });

  it("dates the server refuses show in the same modal; other refusals show the server's message", async () => {
    fake.reply = () => ({
      status: 400,
      data: {
        details: {
          error: 'x',
          invalid_values: ['13/13/2024'],
          column_problems: [{ field: 'start_date', count: 1, rows: [{ row: 4, value: '13/13/2024' }] }],
        },
      },
    });
    renderScreen();
    await chooseAll();
    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    const modal = await screen.findByRole('dialog', { name: 'Data Mapping Error Detected' });
    expect(within(modal).getByRole('listitem')).toHaveTextContent('Row 4: 13/13/2024');
    // The spec's BACK: the mapping again, nothing sent.
    await userEvent.click(within(modal).getByRole('button', { name: 'BACK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent('/subscriptions/file/mapping');

    fake.reply = () => ({ status: 400, data: { details: { error: csvColumnsMessage(4) } } });
    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByText('Uploaded file should contain at least 4 columns')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/subscriptions/file/mapping');
  });

  it('BACK returns to the upload', async () => {
    renderScreen();
    expect(screen.queryByRole('link', { name: 'BACK' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'BACK' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/subscriptions\/file$/);
  });

  it('without an uploaded file it asks for one', () => {
    pageStore.set(csvSummaryAtom, null);
    renderScreen();
    expect(screen.getByText('Please upload your transaction file first.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload a file' })).toHaveAttribute(
      'href',
      '/subscriptions/file',
    );
  });
});

describe('CsvMappingScreen, the problems dialog in Arabic', () => {
  afterEach(() => setLanguage('en'));

  it('says the same in Arabic, the rows counted with the Arabic plural', async () => {
    await setLanguage('ar');
    offending.mockResolvedValue([
      {
        field: 'amount',
        rule: 'amount',
        count: 2,
        rows: [
          { row: 5, value: 'ten' },
          { row: 6, value: '' },
        ],
      },
    ]);
    renderScreen();
    await userEvent.selectOptions(screen.getAllByRole('combobox')[0], 'Client');
    await userEvent.selectOptions(screen.getAllByRole('combobox')[1], 'Paid');
    await userEvent.selectOptions(screen.getAllByRole('combobox')[2], 'Since');
    await userEvent.selectOptions(screen.getAllByRole('combobox')[3], 'Months');
    await userEvent.click(screen.getByRole('button', { name: 'إرسال' }));
    const modal = await screen.findByRole('dialog', { name: 'تم اكتشاف خطأ في مطابقة البيانات' });
    expect(modal).toHaveTextContent('صفان في عمودك «Paid»:');
    expect(
      within(modal)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['الصف 5: ten', 'الصف 6: حقل فارغ']);
    expect(within(modal).getByRole('button', { name: 'تصحيح الملف' })).toHaveFocus();
    expect(within(modal).getByRole('button', { name: 'المتابعة دون تصحيح' })).toBeInTheDocument();
  });
});

describe('CsvMappingScreen, wide (drag and drop)', () => {
  it('lists the columns beside the fields and sends the canonical keys for the order shown', async () => {
    setWidth(1280);
    pageStore.set(csvSummaryAtom, {
      headers: ['period', 'customer_id', 'start_date', 'amount', 'notes'],
      rows: 1,
      shortRows: 0,
      samples: [['12', 'CUS-1', '2024-01-01', '10', 'x']],
    });
    renderScreen();
    const handles = screen.getAllByRole('button', { name: /\((mapped to .*|not used)\)$/ });
    expect(handles.map((h) => h.getAttribute('data-column'))).toEqual([
      'customer_id',
      'amount',
      'start_date',
      'period',
      'notes',
    ]);
    expect(handles[0]).toHaveAccessibleName('customer_id (mapped to Unique customer ID)');
    expect(handles[4]).toHaveAccessibleName('notes (not used)');
    expect(handles[0]).toHaveAttribute('aria-roledescription', 'sortable');
    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/accounting'));
    expect(sentBody().col_mapping).toEqual({
      customer_id: 'customer_id',
      amount: 'amount',
      start_date: 'start_date',
      period: 'period',
    });
  });
});

describe('CsvMappingScreen, narrow: headers named like the fields', () => {
  it('start chosen in their dropdowns (case, spaces and punctuation aside), as the wide list starts', async () => {
    pageStore.set(csvSummaryAtom, {
      headers: [' Customer_ID ', 'AMOUNT', 'Start Date', 'notes'],
      rows: 1,
      shortRows: 0,
      samples: [['CUS-1', '10', '2024-01-01', 'x']],
    });
    renderScreen();
    expect(await screen.findByLabelText('Unique customer ID')).toHaveValue(' Customer_ID ');
    expect(screen.getByLabelText('Amount')).toHaveValue('AMOUNT');
    expect(screen.getByLabelText('Start date')).toHaveValue('Start Date');
    expect(screen.getByLabelText('Period')).toHaveValue('');
  });
});

describe('CsvMappingScreen, once the transaction step is done', () => {
  const atTransactions: UserStatus = {
    onboarding_id: 7,
    name: 'Amina',
    email: 'amina@example.com',
    stage: 'TRANSACTION',
    stages_lists: [{ CHECK_ELIGIBILITY: true, ELIGIBLE: true, FINANCIALS: true }],
    eligibility_step: null,
    transactions_step: null,
    accounting_step: [],
  };

  it('Back from /accounting shows the step done, not a SUBMIT that sends the file again', async () => {
    pageStore.set(userStatusAtom, atTransactions);
    renderScreen();
    await chooseAll();
    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/accounting'));
    cleanup();

    const sent = fake.requests.length;
    renderScreen();
    expect(
      screen.getByText('Your transaction data has been received. This step is complete.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'SUBMIT' })).not.toBeInTheDocument();
    fake.reply = () => ({
      status: 200,
      data: {
        ...atTransactions,
        stage: 'ACCOUNTING',
        stages_lists: [{ CHECK_ELIGIBILITY: true, ELIGIBLE: true, FINANCIALS: true, TRANSACTION: true }],
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/accounting'));
    expect(fake.requests.slice(sent).map((r) => r.url)).toEqual(['/onboarding/check-user']);
  });
});
