import { coolingOffUntil } from './cooling-off';

const day = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-24T12:00:00Z');
const ago = (days: number) => new Date(now.getTime() - days * day);

describe('cooling-off after a refusal', () => {
  it('runs from the latest refusal for the configured number of days', () => {
    const earlier = [
      { applicationId: 1, eligible: false, decidedAt: ago(80) },
      { applicationId: 2, eligible: false, decidedAt: ago(30) },
    ];
    expect(coolingOffUntil(earlier, now, 90)).toEqual(new Date(ago(30).getTime() + 90 * day));
    expect(coolingOffUntil(earlier, now, 29)).toBeNull();
  });

  it('does not apply after an approval, without earlier decisions, or when set to 0 days', () => {
    expect(coolingOffUntil([{ applicationId: 1, eligible: true, decidedAt: ago(1) }], now, 90)).toBeNull();
    expect(coolingOffUntil([], now, 90)).toBeNull();
    expect(coolingOffUntil([{ applicationId: 1, eligible: false, decidedAt: ago(1) }], now, 0)).toBeNull();
  });
});
