import { application, dashboard, OFFER } from '../testing/test-support';
import { ticksOf } from './panel-ticks';

describe('the journey panel’s ticks beside the dashboard', () => {
  it('ticks every step of the journey for a submitted application, not yet Get Funded', () => {
    expect(ticksOf(dashboard([application({ status: 'IN_REVIEW' })]))).toEqual({
      eligibility: true,
      documents: true,
      systems: true,
      funded: false,
    });
    expect(ticksOf(dashboard([application({ status: 'OFFER_SENT', offer: OFFER })]))?.funded).toBe(false);
  });

  it('ticks Get Funded once the offer is accepted', () => {
    const accepted = application({ status: 'ACCEPTED', offer: { ...OFFER, status: 'accepted' } });
    expect(ticksOf(dashboard([accepted]))).toEqual({
      eligibility: true,
      documents: true,
      systems: true,
      funded: true,
    });
  });

  it('leaves an unfinished application to the journey’s own check', () => {
    expect(
      ticksOf(dashboard([application({ status: null, submittedAt: null, stage: 'TRANSACTION' })])),
    ).toBeNull();
  });

  it('ticks nothing without a current application (only earlier ones) or without an answer', () => {
    const none = { eligibility: false, documents: false, systems: false, funded: false };
    expect(ticksOf(dashboard([application({ current: false, status: 'ACCEPTED' })]))).toEqual(none);
    expect(ticksOf(undefined)).toEqual(none);
  });
});
