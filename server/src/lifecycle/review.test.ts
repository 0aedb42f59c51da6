import { afterReview, availableActions, isFinal, reviewRefusal, type ReviewActor } from './review';
import { REVIEW_STATUSES, type ReviewStatus } from '@onboarding/shared/server';

const reviewer: ReviewActor = { kind: 'staff', id: 'r-1', role: 'reviewer' };
const approver: ReviewActor = { kind: 'staff', id: 'a-1', role: 'approver' };
const otherApprover: ReviewActor = { kind: 'staff', id: 'a-2', role: 'approver' };
const admin: ReviewActor = { kind: 'staff', id: 'ad-1', role: 'admin' };
const applicant: ReviewActor = { kind: 'applicant' };

describe('the review of a submitted application', () => {
  it('goes from submission to an accepted offer, each step by the role that owns it', () => {
    const path: [Parameters<typeof reviewRefusal>[0], ReviewActor, ReviewStatus][] = [
      ['startReview', reviewer, 'IN_REVIEW'],
      ['requestInformation', reviewer, 'INFO_REQUESTED'],
      ['provideInformation', applicant, 'IN_REVIEW'],
      ['proposeOffer', reviewer, 'OFFER_PROPOSED'],
      ['approveOffer', approver, 'OFFER_APPROVED'],
      ['sendOffer', approver, 'OFFER_SENT'],
      ['acceptOffer', applicant, 'ACCEPTED'],
    ];
    let status: ReviewStatus = 'SUBMITTED';
    for (const [action, actor, next] of path) {
      expect(reviewRefusal(action, status, actor)).toBeNull();
      status = afterReview(action).status;
      expect(status).toBe(next);
    }
    expect(isFinal(status)).toBe(true);
  });

  it('refuses a role that does not own the action (403), whatever the status', () => {
    expect(reviewRefusal('approveOffer', 'OFFER_PROPOSED', reviewer)).toEqual({
      status: 403,
      message: 'Your role does not allow this action.',
    });
    expect(reviewRefusal('decline', 'IN_REVIEW', reviewer)?.status).toBe(403);
    // Admins manage staff and read the audit log; they take no part in decisions.
    for (const action of ['startReview', 'decline', 'approveOffer', 'withdraw'] as const)
      expect(reviewRefusal(action, 'IN_REVIEW', admin)?.status).toBe(403);
    expect(reviewRefusal('acceptOffer', 'OFFER_SENT', approver)?.status).toBe(403);
  });

  it('lets only an approver withdraw a case whose offer approvers approved or sent', () => {
    for (const status of ['OFFER_APPROVED', 'OFFER_SENT'] as const) {
      expect(reviewRefusal('withdraw', status, reviewer)).toEqual({
        status: 403,
        message: 'Only an approver can do this once an offer is approved or sent.',
      });
      expect(reviewRefusal('withdraw', status, approver)).toBeNull();
    }
    expect(reviewRefusal('withdraw', 'OFFER_PROPOSED', reviewer)).toBeNull();
    expect(availableActions('OFFER_SENT', reviewer)).toEqual([]);
  });

  it('refuses an action out of order (409) and says where the case is', () => {
    expect(reviewRefusal('sendOffer', 'OFFER_PROPOSED', approver)).toEqual({
      status: 409,
      message: 'This case is waiting for an approver and cannot be sent an offer.',
    });
    expect(reviewRefusal('requestInformation', 'DECLINED', reviewer)?.status).toBe(409);
    expect(reviewRefusal('acceptOffer', 'OFFER_APPROVED', applicant)?.status).toBe(409);
  });

  it('needs four eyes on an offer: its proposer cannot approve it', () => {
    expect(reviewRefusal('approveOffer', 'OFFER_PROPOSED', approver, { proposedBy: 'a-1' })).toEqual({
      status: 403,
      message: 'An offer must be approved by someone other than the person who proposed it.',
    });
    expect(reviewRefusal('approveOffer', 'OFFER_PROPOSED', otherApprover, { proposedBy: 'a-1' })).toBeNull();
  });

  it('mails the applicant when the case needs them or ends', () => {
    expect(afterReview('requestInformation').mail).toBe('information_requested');
    expect(afterReview('decline').mail).toBe('declined');
    expect(afterReview('sendOffer').mail).toBe('offer_sent');
    expect(afterReview('startReview').mail).toBeNull();
  });

  it('offers each actor exactly the actions it may take, and none on a closed case', () => {
    expect(availableActions('IN_REVIEW', reviewer).sort()).toEqual(
      ['proposeOffer', 'requestInformation', 'withdraw'].sort(),
    );
    expect(availableActions('OFFER_PROPOSED', approver).sort()).toEqual(
      ['approveOffer', 'decline', 'returnToReview', 'withdraw'].sort(),
    );
    expect(availableActions('OFFER_APPROVED', approver).sort()).toEqual(
      ['returnToReview', 'sendOffer', 'withdraw'].sort(),
    );
    for (const status of REVIEW_STATUSES.filter(isFinal))
      for (const actor of [reviewer, approver, admin, applicant])
        expect(availableActions(status, actor)).toEqual([]);
  });
});
