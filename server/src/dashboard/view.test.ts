import { applicantStatus, offerStatus, signatureMatches, timeline } from './view';

describe('applicantStatus', () => {
  it('shows the team’s maker-checker steps as the review, and every other status as it is', () => {
    expect(applicantStatus('OFFER_PROPOSED')).toBe('IN_REVIEW');
    expect(applicantStatus('OFFER_APPROVED')).toBe('IN_REVIEW');
    expect(applicantStatus('OFFER_SENT')).toBe('OFFER_SENT');
    expect(applicantStatus('INFO_REQUESTED')).toBe('INFO_REQUESTED');
    expect(applicantStatus(null)).toBeNull();
  });
});

describe('timeline', () => {
  const at = (minute: number) => new Date(Date.UTC(2027, 0, 10, 9, minute));

  it('dates the submission and the review steps the applicant sees, oldest first', () => {
    expect(
      timeline(at(0), [
        { action: 'review.startReview', at: at(5) },
        { action: 'case.viewed', at: at(6) },
        { action: 'review.requestInformation', at: at(7) },
        { action: 'review.provideInformation', at: at(9) },
        { action: 'review.proposeOffer', at: at(10) },
        { action: 'review.returnToReview', at: at(11) },
        { action: 'review.sendOffer', at: at(12) },
        { action: 'review.acceptOffer', at: at(13) },
      ]),
    ).toEqual([
      { event: 'submitted', at: at(0).toISOString() },
      { event: 'in_review', at: at(5).toISOString() },
      { event: 'information_requested', at: at(7).toISOString() },
      { event: 'information_provided', at: at(9).toISOString() },
      { event: 'offer_sent', at: at(12).toISOString() },
      { event: 'accepted', at: at(13).toISOString() },
    ]);
  });

  it('tells the team’s decline of the application from the applicant’s decline of an offer', () => {
    expect(timeline(null, [])).toEqual([]);
    // The team declines before any offer is sent: the application is what was declined.
    expect(timeline(at(0), [{ action: 'review.decline', at: at(1) }]).map((e) => e.event)).toEqual([
      'submitted',
      'application_declined',
    ]);
    expect(
      timeline(at(0), [
        { action: 'review.sendOffer', at: at(1) },
        { action: 'review.declineOffer', at: at(2) },
      ]).map((e) => e.event),
    ).toEqual(['submitted', 'offer_sent', 'declined']);
    expect(timeline(at(0), [{ action: 'review.withdraw', at: at(1) }]).map((e) => e.event)).toEqual([
      'submitted',
      'withdrawn',
    ]);
  });
});

describe('offerStatus', () => {
  it('reads a sent offer as expired from the day after its validity date', () => {
    const offer = { status: 'sent', validUntil: '2027-02-09' };
    expect(offerStatus(offer, '2027-02-08')).toBe('sent');
    expect(offerStatus(offer, '2027-02-09')).toBe('sent');
    expect(offerStatus(offer, '2027-02-10')).toBe('expired');
    expect(offerStatus(offer, '2028-01-01')).toBe('expired');
  });

  it('keeps an answer as it is, and hides a version never sent', () => {
    expect(offerStatus({ status: 'accepted', validUntil: '2027-02-09' }, '2027-03-01')).toBe('accepted');
    expect(offerStatus({ status: 'declined', validUntil: '2027-02-09' }, '2027-02-01')).toBe('declined');
    expect(offerStatus({ status: 'proposed', validUntil: '2027-02-09' }, '2027-02-01')).toBeNull();
    expect(offerStatus({ status: 'approved', validUntil: '2027-02-09' }, '2027-02-01')).toBeNull();
  });
});

describe('signatureMatches', () => {
  it('compares trimmed, spaces collapsed, case-insensitive', () => {
    expect(signatureMatches('Amina Noor', 'Amina Noor')).toBe(true);
    expect(signatureMatches('  amina   NOOR ', 'Amina Noor')).toBe(true);
    expect(signatureMatches('Amina\tNoor', 'Amina  Noor')).toBe(true);
    expect(signatureMatches('أمينة نور', ' أمينة  نور')).toBe(true);
  });

  it('refuses another name, a part of it, and nothing', () => {
    expect(signatureMatches('Amina', 'Amina Noor')).toBe(false);
    expect(signatureMatches('Amina Nour', 'Amina Noor')).toBe(false);
    expect(signatureMatches('   ', '   ')).toBe(false);
  });
});
