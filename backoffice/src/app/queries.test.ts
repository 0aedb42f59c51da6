import { staffQueryKey } from '@onboarding/shared/backoffice';
import { caseKey, casePartKey, queueKey, shown, staffListKey } from './queries';

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
  JSON.stringify(key.slice(0, prefix.length)) === JSON.stringify(prefix);

describe('the back office’s cache keys', () => {
  it('put everything read about a case under the case, and every case read under /cases', () => {
    for (const part of ['audit', 'offers', 'underwriting'] as const)
      expect(startsWith(casePartKey(7, part), caseKey(7))).toBe(true);
    expect(startsWith(staffQueryKey('/cases/7/documents'), caseKey(7))).toBe(true);
    const cases = staffQueryKey('/cases');
    expect(startsWith(caseKey(7), cases)).toBe(true);
    expect(startsWith(queueKey('?q=Noor'), cases)).toBe(true);
    expect(startsWith(staffQueryKey('/audit', { caseId: 7 }), cases)).toBe(false);
    expect(startsWith(staffListKey, cases)).toBe(false);
  });

  it('tell two queue filters apart', () => {
    expect(queueKey('?q=Noor')).not.toEqual(queueKey('?q=Hamdan'));
  });
});

describe('shown', () => {
  it('says a failure in words, and keeps data on screen when reading it again fails', () => {
    const network = Object.assign(new Error('Network Error'), { isAxiosError: true });
    expect(shown({ data: undefined, error: network, isFetching: false })).toEqual({
      status: 'failed',
      message: 'The back office cannot reach the server. Check your connection and try again.',
    });
    expect(shown({ data: undefined, error: network, isFetching: false }, () => 'busy')).toEqual({
      status: 'failed',
      message: 'busy',
    });
    expect(shown({ data: ['a'], error: network, isFetching: false })).toEqual({
      status: 'ready',
      value: ['a'],
    });
    expect(shown({ data: undefined, error: null, isFetching: true })).toEqual({ status: 'loading' });
  });
});
