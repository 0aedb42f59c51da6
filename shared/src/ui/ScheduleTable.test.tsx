import { render, screen, within } from '@testing-library/react';
import { ScheduleTable } from './ScheduleTable';

const schedule = [
  { number: 1, dueDate: '2027-01-31', amountMinor: 900_001 },
  { number: 2, dueDate: '2027-02-28', amountMinor: 900_000 },
  { number: 3, dueDate: '2027-03-31', amountMinor: 900_000 },
];
const texts = { caption: 'Instalments', number: 'No.', dueDate: 'Due', amount: 'Amount' };

describe('ScheduleTable', () => {
  it('lists the instalments with their days and amounts in the one money style', () => {
    render(<ScheduleTable rows={schedule} currency="USD" texts={texts} />);
    const table = screen.getByRole('table', { name: 'Instalments' });
    expect(within(table).getByRole('row', { name: '1 Jan 31, 2027 USD 9,000.01' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: '2 Feb 28, 2027 USD 9,000.00' })).toBeInTheDocument();
    expect(within(table).queryByRole('rowheader')).toBeNull();
  });

  it('totals the whole schedule when asked, even when it shows only its start', () => {
    render(
      <ScheduleTable
        rows={schedule.slice(0, 1)}
        schedule={schedule}
        currency="USD"
        texts={{ ...texts, total: 'Total of 3' }}
        testId="plan"
      />,
    );
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('rowheader', { name: 'Total of 3' })).toBeInTheDocument();
    expect(screen.getByTestId('plan-total')).toHaveTextContent('USD 27,000.01');
  });
});
