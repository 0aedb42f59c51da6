import { conflictReason } from './errors';

const failed = (status: number, data: unknown) => ({ isAxiosError: true, response: { status, data } });

describe('conflictReason', () => {
  it("is a 409's details.error", () => {
    expect(
      conflictReason(failed(409, { details: { error: 'Your application is already under review.' } })),
    ).toBe('Your application is already under review.');
  });

  it('is nothing for other answers or a 409 without a reason', () => {
    expect(conflictReason(failed(400, { details: { error: 'Invalid Secret Key' } }))).toBeNull();
    expect(conflictReason(failed(409, 'conflict'))).toBeNull();
    expect(conflictReason(new Error('Network Error'))).toBeNull();
  });
});
