import { offerState, signatureMatches } from './offer-rules';

describe('signatureMatches', () => {
  it('compares the typed name with the name on file, trimmed and case-insensitively', () => {
    expect(signatureMatches('  amina YUSUF ', 'Amina Yusuf')).toBe(true);
    expect(signatureMatches('Amina', 'Amina Yusuf')).toBe(false);
    expect(signatureMatches('   ', '   ')).toBe(false);
  });
});

describe('offerState', () => {
  const now = new Date('2026-11-25T12:00:00Z');

  it('is open through its last day, and expired after it', () => {
    expect(offerState({ status: 'sent', validUntil: '2026-11-25' }, now)).toBe('open');
    expect(offerState({ status: 'sent', validUntil: '2026-11-24' }, now)).toBe('expired');
  });

  it('keeps an answer, the server’s expiry or a withdrawal as they are', () => {
    expect(offerState({ status: 'withdrawn', validUntil: '2099-01-01' }, now)).toBe('withdrawn');
    expect(offerState({ status: 'accepted', validUntil: '2026-11-01' }, now)).toBe('accepted');
    expect(offerState({ status: 'declined', validUntil: '2099-01-01' }, now)).toBe('declined');
    expect(offerState({ status: 'expired', validUntil: '2099-01-01' }, now)).toBe('expired');
  });
});
