import { reviewDueAt, timeLeft } from './due';

const at = (iso: string) => new Date(iso);

describe('reviewDueAt', () => {
  it('adds two weekdays to a weekday submission, time of day kept', () => {
    expect(reviewDueAt(at('2026-11-23T10:30:00Z')).toISOString()).toBe('2026-11-25T10:30:00.000Z'); // Mon → Wed
  });

  it('skips the weekend', () => {
    expect(reviewDueAt(at('2026-11-26T09:00:00Z')).toISOString()).toBe('2026-11-30T09:00:00.000Z'); // Thu → Mon
    expect(reviewDueAt(at('2026-11-27T09:00:00Z')).toISOString()).toBe('2026-12-01T09:00:00.000Z'); // Fri → Tue
  });

  it('starts a weekend submission on Monday morning', () => {
    expect(reviewDueAt(at('2026-11-28T15:00:00Z')).toISOString()).toBe('2026-12-02T00:00:00.000Z'); // Sat → Wed
  });
});

describe('timeLeft', () => {
  it('says hours left, and overdue once past', () => {
    expect(timeLeft(at('2026-11-25T12:00:00Z'), at('2026-11-24T10:30:00Z'))).toEqual({
      overdue: false,
      hours: 25,
    });
    expect(timeLeft(at('2026-11-25T12:00:00Z'), at('2026-11-25T15:00:00Z'))).toEqual({
      overdue: true,
      hours: 3,
    });
  });
});
