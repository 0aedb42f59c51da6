import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilterField } from './FilterField';

describe('an audit filter field', () => {
  it('names its choice by its label, offers "any" first and gives the chosen value', async () => {
    const chosen: string[] = [];
    render(
      <FilterField
        id="f-action"
        label="Action"
        value={undefined}
        onChange={(value) => chosen.push(value)}
        any="Any action"
        options={[{ value: 'case.viewed', label: 'Case viewed' }]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Action' });
    expect(select).toHaveValue('');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Any action', 'Case viewed']);
    await userEvent.selectOptions(select, 'case.viewed');
    expect(chosen).toEqual(['case.viewed']);
  });

  it('describes a typed field by its hint, and by the form’s error while it shows', () => {
    const { rerender } = render(
      <>
        <FilterField id="f-from" type="date" label="From" value="2030-01-02" onChange={() => undefined} />
        <p id="period-error">The period ends before it starts.</p>
      </>,
    );
    expect(screen.getByLabelText('From')).not.toHaveAttribute('aria-invalid');
    rerender(
      <>
        <FilterField
          id="f-from"
          type="date"
          label="From"
          value="2030-01-02"
          hint="Inclusive"
          errorId="period-error"
          onChange={() => undefined}
        />
        <p id="period-error">The period ends before it starts.</p>
      </>,
    );
    const from = screen.getByLabelText('From');
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(from).toHaveAccessibleDescription('Inclusive The period ends before it starts.');
  });
});
