import {
  connectSystemCompletedAtom,
  MAX_EXCEL_BYTES,
  store as pageStore,
  userStatusAtom,
  type UserStatus,
} from '@onboarding/shared';
import { MONTHLY_ROWS } from '@onboarding/shared/schemas';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import {
  bodyOf,
  fakeApi,
  renderScreen,
  setViewportWidth,
  type FakeApi,
  type Reply,
} from '../../testing/test-support';
import MonthlyMappingScreen from './MonthlyMappingScreen';

// Whole flows through many selects; jsdom is slow on a busy machine.
jest.setTimeout(30_000);

let api: FakeApi;

// A management-accounts sheet: a Dates row, the six line items, a total.
const ROWS = [
  ['Month', '2024-01-01', '2024-02-01'],
  ['Revenue', 1000, 1100],
  ['Cost of sales', 200, 210],
  ['Research', 50, 50],
  ['Marketing', 80, 90],
  ['Admin', 40, 40],
  ['Payroll', 300, 300],
  ['Net', 330, 410],
];

function server(overrides: Partial<Record<string, (config: InternalAxiosRequestConfig) => Reply>> = {}) {
  const routes: Record<string, (config: InternalAxiosRequestConfig) => Reply> = {
    '/onboarding/utils/excel-sheets': () => ({ status: 200, data: { sheets: ['Summary', 'P&L'] } }),
    '/onboarding/utils/excel-sheet-rows': () => ({ status: 200, data: { rows: ROWS } }),
    '/onboarding/accounting-upload': () => ({ status: 200, data: { success: true } }),
    ...overrides,
  };
  api.reply = (config) => routes[config.url ?? '']?.(config) ?? { status: 404, data: {} };
}

const calls = (url: string) => api.requests.filter((r) => r.url === url);

beforeEach(() => {
  api = fakeApi();
  server();
  setViewportWidth(375);
  pageStore.set(connectSystemCompletedAtom, false);
  pageStore.set(userStatusAtom, null);
  window.sessionStorage.clear();
});

const show = () =>
  renderScreen('/monthly-mapping', <MonthlyMappingScreen />, ['/subscriptions/connected', '/accounting']);
const fileInput = () => screen.getByLabelText('Monthly management accounts (Excel)') as HTMLInputElement;
const workbook = (name = 'accounts.xlsx', size?: number) => {
  const file = new File(['PK\u0003\u0004 workbook'], name, { type: 'application/vnd.ms-excel' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

async function pickFileAndName(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(fileInput(), workbook());
  expect(await screen.findByText('Selected file: accounts.xlsx')).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'FY 2024 accounts');
}

describe('/monthly-mapping', () => {
  it('shows the hints and submits a named file without mapping', async () => {
    const user = userEvent.setup();
    const router = show();
    expect(
      screen.getByText(
        'CoGS should include hosting, infrastructure and customer-success salaries (not for marketplaces); sales and marketing salaries belong in S&M, not in Salaries or G&A.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Accounts should cover at least 12 months.')).toBeInTheDocument();
    await pickFileAndName(user);
    await user.click(screen.getByRole('button', { name: 'submit' }));
    expect(await screen.findByRole('heading', { name: 'at /subscriptions/connected' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/subscriptions/connected');
    const [upload] = calls('/onboarding/accounting-upload');
    expect(bodyOf(upload)).toEqual({
      mappingData: {
        name: 'FY 2024 accounts',
        fileName: 'accounts.xlsx',
        selectedSheet: null,
        file: expect.stringMatching(/^data:application\/vnd\.ms-excel;base64,/),
        isMapping: false,
      },
      columnMapping: {},
    });
    expect(calls('/onboarding/utils/excel-sheets')).toHaveLength(0);
    expect(pageStore.get(connectSystemCompletedAtom)).toBe(true);
  });

  it('refuses a file that is not Excel, and one over 20 MB, with the spec messages', async () => {
    const user = userEvent.setup({ applyAccept: false });
    show();
    await user.upload(fileInput(), workbook('accounts.csv'));
    expect(
      screen.getByText('Invalid file type. Only files with the extensions xlsx, xls are allowed.'),
    ).toBeInTheDocument();
    await user.upload(fileInput(), workbook('accounts.xlsx', MAX_EXCEL_BYTES + 1));
    expect(screen.getByText('File size exceeds the maximum limit of 20 MB')).toBeInTheDocument();
    expect(screen.queryByText(/Selected file/)).not.toBeInTheDocument();
  });

  it('says Error uploading! for an empty file', async () => {
    const user = userEvent.setup();
    show();
    await user.upload(fileInput(), new File([], 'empty.xlsx'));
    expect(await screen.findByText('Error uploading!')).toBeInTheDocument();
  });

  it('asks for a file, then a name', async () => {
    const user = userEvent.setup();
    show();
    await user.click(screen.getByRole('button', { name: 'submit' }));
    expect(await screen.findByText('No file selected!')).toBeInTheDocument();
    await user.upload(fileInput(), workbook());
    await screen.findByText('Selected file: accounts.xlsx');
    await user.click(screen.getByRole('button', { name: 'submit' }));
    expect(screen.getByText('Value is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveFocus();
    expect(calls('/onboarding/accounting-upload')).toHaveLength(0);
  });

  it('Start Mapping loads the sheets; the submit label follows the sheet; Cancel Mapping resets the sheet', async () => {
    const user = userEvent.setup();
    show();
    await pickFileAndName(user);
    await user.click(screen.getByRole('button', { name: 'Start Mapping' }));
    expect(screen.getByRole('button', { name: 'Cancel Mapping' })).toHaveAttribute('aria-expanded', 'true');
    const sheet = await screen.findByRole('combobox', { name: 'Sheet' });
    expect(screen.getByRole('button', { name: 'submit and skip mapping' })).toBeInTheDocument();
    expect(bodyOf(calls('/onboarding/utils/excel-sheets')[0])).toEqual({
      file: { name: 'accounts.xlsx', content: expect.stringMatching(/^data:/) },
    });
    await user.selectOptions(sheet, 'P&L');
    expect(await screen.findByRole('combobox', { name: 'Dates' })).toBeInTheDocument();
    expect(bodyOf(calls('/onboarding/utils/excel-sheet-rows')[0])).toMatchObject({ sheetName: 'P&L' });
    expect(screen.getByRole('button', { name: 'submit' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel Mapping' }));
    expect(screen.queryByRole('combobox', { name: 'Sheet' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start Mapping' }));
    expect(await screen.findByRole('combobox', { name: 'Sheet' })).toHaveValue('');
    expect(screen.queryByRole('combobox', { name: 'Dates' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'submit and skip mapping' })).toBeInTheDocument();
    // The sheet names of the same file are not asked for twice.
    expect(calls('/onboarding/utils/excel-sheets')).toHaveLength(1);
  });

  it('narrow form: all fields are required, then the mapping is sent as row indexes', async () => {
    const user = userEvent.setup();
    const router = show();
    await pickFileAndName(user);
    await user.click(screen.getByRole('button', { name: 'Start Mapping' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Sheet' }), 'P&L');
    await screen.findByRole('combobox', { name: 'Dates' });
    await user.click(screen.getByRole('button', { name: 'submit' }));
    expect(await screen.findByText('All fields are required. Please fill them out.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Dates' })).toHaveAttribute('aria-invalid', 'true');
    expect(calls('/onboarding/accounting-upload')).toHaveLength(0);

    for (const [i, item] of MONTHLY_ROWS.entries()) {
      await user.selectOptions(screen.getByRole('combobox', { name: item }), String(i));
    }
    // A row already used is not offered twice.
    const revenueOptions = within(screen.getByRole('combobox', { name: 'Revenues' })).getAllByRole('option');
    expect(revenueOptions.find((o) => o.textContent?.startsWith('Row 1:'))).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscriptions/connected'));
    expect(bodyOf(calls('/onboarding/accounting-upload')[0])).toMatchObject({
      mappingData: { selectedSheet: 'P&L', isMapping: true },
      columnMapping: {
        Dates: 0,
        Revenues: 1,
        CoGS: 2,
        'R&D': 3,
        'S&M': 4,
        'G&A (all others)': 5,
        Salaries: 6,
      },
    });
  });

  it('desktop form: each sheet row picks its line item', async () => {
    setViewportWidth(1280);
    const user = userEvent.setup();
    const router = show();
    await pickFileAndName(user);
    await user.click(screen.getByRole('button', { name: 'Start Mapping' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Sheet' }), 'P&L');
    const table = await screen.findByRole('table', { name: /Rows of P&L/ });
    expect(within(table).getByRole('cell', { name: 'Cost of sales' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'submit' }));
    expect(await screen.findByText('All fields are required. Please fill them out.')).toBeInTheDocument();

    const labels = ['Month', 'Revenue', 'Cost of sales', 'Research', 'Marketing', 'Admin', 'Payroll'];
    for (const [i, item] of MONTHLY_ROWS.entries()) {
      await user.selectOptions(
        screen.getByRole('combobox', { name: `Row ${i + 1} (${labels[i]}) maps to` }),
        item,
      );
    }
    // Moving a line item to another row frees the row it was on.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Row 8 (Net) maps to' }), 'Salaries');
    expect(screen.getByRole('combobox', { name: 'Row 7 (Payroll) maps to' })).toHaveValue('');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Row 7 (Payroll) maps to' }), 'Salaries');
    await user.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscriptions/connected'));
    expect(bodyOf(calls('/onboarding/accounting-upload')[0]).columnMapping).toEqual({
      Dates: 0,
      Revenues: 1,
      CoGS: 2,
      'R&D': 3,
      'S&M': 4,
      'G&A (all others)': 5,
      Salaries: 6,
    });
  });

  it('refuses to map a sheet with fewer than 8 rows', async () => {
    server({
      '/onboarding/utils/excel-sheet-rows': () => ({ status: 200, data: { rows: ROWS.slice(0, 5) } }),
    });
    const user = userEvent.setup();
    show();
    await pickFileAndName(user);
    await user.click(screen.getByRole('button', { name: 'Start Mapping' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Sheet' }), 'Summary');
    expect(await screen.findByText(/This sheet has 5 rows with data/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'submit' }));
    expect(
      await screen.findByText('Unable to submit mapping: Required columns are missing'),
    ).toBeInTheDocument();
    expect(calls('/onboarding/accounting-upload')).toHaveLength(0);
  });

  it('says Something went wrong! when the sheets or the rows cannot be read', async () => {
    let sheetsFail = true;
    server({
      '/onboarding/utils/excel-sheets': () =>
        sheetsFail
          ? { status: 400, data: { details: { error: 'The file could not be read.' } } }
          : { status: 200, data: { sheets: ['P&L'] } },
      '/onboarding/utils/excel-sheet-rows': () => ({ status: 500, data: {} }),
    });
    const user = userEvent.setup();
    show();
    await pickFileAndName(user);
    await user.click(screen.getByRole('button', { name: 'Start Mapping' }));
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
    sheetsFail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const sheet = await screen.findByRole('combobox', { name: 'Sheet' });
    await user.selectOptions(sheet, 'P&L');
    await waitFor(() => expect(calls('/onboarding/utils/excel-sheet-rows')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Sheet' })).toHaveValue(''));
    expect(screen.getByRole('button', { name: 'submit and skip mapping' })).toBeInTheDocument();
  });

  it('says Something went wrong during submission! when the upload fails, and stays', async () => {
    server({
      '/onboarding/accounting-upload': () => ({ status: 400, data: { details: { error: 'nope' } } }),
    });
    const user = userEvent.setup();
    const router = show();
    await pickFileAndName(user);
    await user.click(screen.getByRole('button', { name: 'submit' }));
    expect(await screen.findByText('Something went wrong during submission!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/monthly-mapping');
    expect(screen.getByRole('button', { name: 'submit' })).toBeEnabled();
  });
});

/** A sheet whose rows are named exactly like the line items, over 13 columns (a label and twelve months). */
const NAMED_ROWS = [
  ['Dates', ...Array.from({ length: 12 }, (_, m) => `2024-${String(m + 1).padStart(2, '0')}-01`)],
  ...['revenues', ' CoGS ', 'R&D', 'S&M', 'G&A (all others)', 'Salaries'].map((label, i) => [
    label,
    ...Array.from({ length: 12 }, () => 100 + i),
  ]),
  ['Net', ...Array.from({ length: 12 }, () => 1)],
];

describe('/monthly-mapping, journey quality', () => {
  async function openSheet(user: ReturnType<typeof userEvent.setup>) {
    server({ '/onboarding/utils/excel-sheet-rows': () => ({ status: 200, data: { rows: NAMED_ROWS } }) });
    await pickFileAndName(user);
    await user.click(screen.getByRole('button', { name: 'Start Mapping' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Sheet' }), 'P&L');
  }

  it('shows step 2 of 2 of Connect your systems', async () => {
    show();
    const progress = await screen.findByRole('list', { name: 'Connect your systems: progress' });
    expect(within(progress).getByText('Step 2 of 2').closest('li')).toHaveAttribute('aria-current', 'step');
  });

  it('narrow form: rows named exactly like the line items start chosen in their dropdowns', async () => {
    const user = userEvent.setup();
    show();
    await openSheet(user);
    expect(await screen.findByRole('combobox', { name: 'Dates' })).toHaveValue('0');
    expect(screen.getByRole('combobox', { name: 'Revenues' })).toHaveValue('1');
    expect(screen.getByRole('combobox', { name: 'CoGS' })).toHaveValue('2');
    expect(screen.getByRole('combobox', { name: 'Salaries' })).toHaveValue('6');
  });

  it('desktop form: every column of the sheet, in a named scroll region; named rows start mapped', async () => {
    setViewportWidth(1366);
    const user = userEvent.setup();
    show();
    await openSheet(user);
    const table = await screen.findByRole('table', { name: /Rows of P&L/ });
    // A label and twelve months: nothing cut after the seventh column.
    expect(within(table).getByRole('columnheader', { name: 'Column 13' })).toBeInTheDocument();
    const region = screen.getByRole('region', { name: /Rows of P&L/ });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(table);
    expect(screen.getByRole('combobox', { name: 'Row 2 (revenues) maps to' })).toHaveValue('Revenues');
    expect(screen.getByRole('combobox', { name: 'Row 8 (Net) maps to' })).toHaveValue('');
  });

  it('opened again after a reload, says the file must be chosen again and offers to choose it', async () => {
    const user = userEvent.setup();
    show();
    await pickFileAndName(user);
    // The page is reloaded: the workbook in memory is gone.
    cleanup();
    show();
    const notice = screen.getByText(
      'The file accounts.xlsx you chose is no longer here: files are not kept when the page is reloaded or left. Please choose it again.',
    );
    expect(notice).toBeInTheDocument();
    const picker = jest.spyOn(fileInput(), 'click');
    await user.click(screen.getByRole('button', { name: 'Choose the file again' }));
    expect(picker).toHaveBeenCalled();
    await user.upload(fileInput(), workbook());
    expect(await screen.findByText('Selected file: accounts.xlsx')).toBeInTheDocument();
    expect(screen.queryByText(/is no longer here/)).not.toBeInTheDocument();
  });

  it('on a phone the file zone says Choose a file', async () => {
    show();
    const zone = (await screen.findByLabelText('Monthly management accounts (Excel)')).parentElement!;
    expect(zone).toHaveTextContent('Choose a file');
    expect(zone).not.toHaveTextContent(/drag/i);
  });

  it('a sheet refused for too few rows is marked in error', async () => {
    server({
      '/onboarding/utils/excel-sheet-rows': () => ({ status: 200, data: { rows: ROWS.slice(0, 5) } }),
    });
    const user = userEvent.setup();
    show();
    await pickFileAndName(user);
    await user.click(screen.getByRole('button', { name: 'Start Mapping' }));
    const sheet = await screen.findByRole('combobox', { name: 'Sheet' });
    await user.selectOptions(sheet, 'Summary');
    await screen.findByText(/This sheet has 5 rows with data/);
    expect(sheet).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'submit' }));
    expect(sheet).toHaveAttribute('aria-invalid', 'true');
  });

  it("a 409 toasts the server's reason rather than the generic one", async () => {
    server({
      '/onboarding/accounting-upload': () => ({
        status: 409,
        data: { details: { error: 'Your application is already under review.' } },
      }),
    });
    const user = userEvent.setup();
    show();
    await pickFileAndName(user);
    await user.click(screen.getByRole('button', { name: 'submit' }));
    expect(await screen.findByText('Your application is already under review.')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong during submission!')).not.toBeInTheDocument();
  });

  it('once the accounts are sent, Back shows the step done instead of a live submit', async () => {
    const status: UserStatus = {
      onboarding_id: 77,
      name: 'Amina',
      email: 'amina@example.com',
      stage: 'ACCOUNTING',
      stages_lists: [{ CHECK_ELIGIBILITY: true, ELIGIBLE: true, FINANCIALS: true, TRANSACTION: true }],
      eligibility_step: null,
      transactions_step: null,
      accounting_step: [],
    };
    pageStore.set(userStatusAtom, status);
    const user = userEvent.setup();
    const router = show();
    await pickFileAndName(user);
    await user.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscriptions/connected'));
    cleanup();
    show();
    expect(
      screen.getByText('Your accounting data has been received. This step is complete.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'submit' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    // Sent: nothing to choose again.
    expect(window.sessionStorage.length).toBe(0);
  });
});
