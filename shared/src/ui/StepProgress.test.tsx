import { render, screen, within } from '@testing-library/react';
import { StepProgress } from './StepProgress';

describe('StepProgress', () => {
  it('numbers the steps and marks the current one', () => {
    render(
      <StepProgress
        steps={['Subscription', 'Accounting']}
        current={2}
        label="Progress"
        count={(n, total) => `Step ${n} of ${total}`}
      />,
    );
    const list = screen.getByRole('list', { name: 'Progress' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Step 1 of 2');
    expect(first).not.toHaveAttribute('aria-current');
    expect(second).toHaveAttribute('aria-current', 'step');
    expect(second).toHaveTextContent('Step 2 of 2Accounting');
  });
});
