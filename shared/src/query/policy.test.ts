import { loadState, READ_RETRIES, shouldRetry } from './policy';

const answered = (status: number) => ({ response: { status } });

describe('shouldRetry', () => {
  it('asks again after a lost connection or a server failure, a few times', () => {
    expect(shouldRetry(0, new Error('Network Error'))).toBe(true);
    expect(shouldRetry(0, answered(503))).toBe(true);
    expect(shouldRetry(READ_RETRIES - 1, answered(500))).toBe(true);
    expect(shouldRetry(READ_RETRIES, answered(500))).toBe(false);
  });

  it('shows a refusal at once: asking again gives the same answer', () => {
    for (const status of [400, 401, 403, 404, 409, 429]) expect(shouldRetry(0, answered(status))).toBe(false);
  });
});

describe('loadState', () => {
  const idle = { data: undefined, error: null, isFetching: false };

  it('is loading until the first answer, and while a failed read is tried again', () => {
    expect(loadState({ ...idle, isFetching: true })).toEqual({ status: 'loading' });
    const failure = new Error('Network Error');
    expect(loadState({ ...idle, error: failure, isFetching: true })).toEqual({ status: 'loading' });
    expect(loadState({ ...idle, error: failure })).toEqual({ status: 'failed', error: failure });
  });

  it('keeps data on screen while it is fetched again and when fetching it again fails', () => {
    expect(loadState({ data: 'Offer sent', error: null, isFetching: true })).toEqual({
      status: 'ready',
      data: 'Offer sent',
    });
    expect(loadState({ data: 'Offer sent', error: new Error('Network Error'), isFetching: false })).toEqual({
      status: 'ready',
      data: 'Offer sent',
    });
  });
});
