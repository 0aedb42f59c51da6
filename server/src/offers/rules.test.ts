import { OFFER_STATUSES } from '@onboarding/shared/backoffice';
import { DASHBOARD_MESSAGES } from '@onboarding/shared/dashboard';
import { REVIEW_STATUSES } from '@onboarding/shared/server';
import { afterReview, REFUSALS, reviewRefusal, type ReviewActor } from '../lifecycle/review';
import {
  canPropose,
  MOVES,
  OFFER_MESSAGES_SERVER,
  offerRefusal,
  offerState,
  quorumMet,
  versionActions,
  type OfferMove,
  type OfferState,
  type VersionFacts,
} from './rules';

const reviewer: ReviewActor = { kind: 'staff', id: 'r-1', role: 'reviewer' };
const approver: ReviewActor = { kind: 'staff', id: 'a-1', role: 'approver' };
const secondApprover: ReviewActor = { kind: 'staff', id: 'a-2', role: 'approver' };
const admin: ReviewActor = { kind: 'staff', id: 'ad-1', role: 'admin' };
const applicant: ReviewActor = { kind: 'applicant' };
const system: ReviewActor = { kind: 'system' };
const ACTORS = { reviewer, approver, admin, applicant, system };
type ActorName = keyof typeof ACTORS;

const TODAY = '2027-01-10';
const STATES: OfferState[] = ['draft', ...OFFER_STATUSES];

/** A version in `state`, proposed by someone else, still valid today (an expired one: sent, its date passed). */
function version(state: OfferState, facts: Partial<VersionFacts> = {}): VersionFacts | null {
  if (state === 'draft') return null;
  const expired = state === 'expired';
  return {
    status: expired ? 'sent' : state,
    validUntil: expired ? '2027-01-09' : '2027-01-31',
    proposedBy: 'r-9',
    approvedBy: [],
    ...facts,
  };
}

// Every allowed move: from which states, by whom. Everything else is refused.
const ALLOWED: Record<OfferMove, { from: OfferState[]; by: ActorName[]; to: OfferState }> = {
  propose: { from: ['draft'], by: ['reviewer', 'approver'], to: 'proposed' },
  approve: { from: ['proposed'], by: ['approver'], to: 'approved' },
  return: { from: ['proposed', 'approved'], by: ['approver'], to: 'returned' },
  send: { from: ['approved'], by: ['approver'], to: 'sent' },
  accept: { from: ['sent'], by: ['applicant'], to: 'accepted' },
  decline: { from: ['sent'], by: ['applicant'], to: 'declined' },
  withdraw: { from: ['sent', 'expired'], by: ['approver'], to: 'withdrawn' },
  supersede: { from: ['proposed', 'approved', 'returned'], by: ['system'], to: 'superseded' },
  close: { from: ['proposed', 'approved', 'sent', 'expired'], by: ['system'], to: 'withdrawn' },
};

/** An applicant's answer refused: for the date, once withdrawn, or as answered already. */
const answerRefusal = (s: OfferState) =>
  s === 'expired'
    ? DASHBOARD_MESSAGES.offerExpired
    : s === 'withdrawn'
      ? DASHBOARD_MESSAGES.offerWithdrawn
      : OFFER_MESSAGES_SERVER.answered;

// The 409 of a move taken from a state it does not start from.
const NOT_FROM: Record<OfferMove, (state: OfferState) => string> = {
  propose: () => OFFER_MESSAGES_SERVER.notOpen,
  approve: () => OFFER_MESSAGES_SERVER.notProposed,
  return: () => OFFER_MESSAGES_SERVER.notOpen,
  send: () => OFFER_MESSAGES_SERVER.notApproved,
  accept: answerRefusal,
  decline: answerRefusal,
  withdraw: () => OFFER_MESSAGES_SERVER.notSent,
  supersede: () => OFFER_MESSAGES_SERVER.notOpen,
  close: () => OFFER_MESSAGES_SERVER.notOpen,
};

const MOVE_NAMES = Object.keys(ALLOWED) as OfferMove[];

describe('the offer rule table', () => {
  it('has a row for every move and no other', () => {
    expect(Object.keys(MOVES).sort()).toEqual([...MOVE_NAMES].sort());
    for (const move of MOVE_NAMES) expect(MOVES[move].to).toBe(ALLOWED[move].to);
  });

  const allowed = MOVE_NAMES.flatMap((move) =>
    ALLOWED[move].from.flatMap((state) => ALLOWED[move].by.map((actor) => [move, state, actor] as const)),
  );
  it.each(allowed)('allows %s from %s by the %s', (move, state, actor) => {
    expect(offerRefusal(move, version(state), ACTORS[actor], TODAY)).toBeNull();
  });

  const refusedByRole = MOVE_NAMES.flatMap((move) =>
    STATES.flatMap((state) =>
      (Object.keys(ACTORS) as ActorName[])
        .filter((actor) => !ALLOWED[move].by.includes(actor))
        .map((actor) => [move, state, actor] as const),
    ),
  );
  it.each(refusedByRole)('refuses %s from %s to the %s (403)', (move, state, actor) => {
    expect(offerRefusal(move, version(state), ACTORS[actor], TODAY)).toEqual({
      status: 403,
      message: REFUSALS.role,
    });
  });

  const refusedByState = MOVE_NAMES.flatMap((move) =>
    STATES.filter((state) => !ALLOWED[move].from.includes(state)).flatMap((state) =>
      ALLOWED[move].by.map((actor) => [move, state, actor] as const),
    ),
  );
  it.each(refusedByState)('refuses %s from %s, even to the %s (409)', (move, state, actor) => {
    expect(offerRefusal(move, version(state), ACTORS[actor], TODAY)).toEqual({
      status: 409,
      message: NOT_FROM[move](state),
    });
  });
});

describe('an offer’s validity date', () => {
  it('expires a sent version the day after its validity date, and no other', () => {
    expect(offerState({ status: 'sent', validUntil: TODAY }, TODAY)).toBe('sent');
    expect(offerState({ status: 'sent', validUntil: '2027-01-09' }, TODAY)).toBe('expired');
    for (const status of OFFER_STATUSES.filter((s) => s !== 'sent'))
      expect(offerState({ status, validUntil: '2020-01-01' }, TODAY)).toBe(status);
  });

  it('refuses to approve or send a version past its date (409), and allows it on the last day', () => {
    const lapsed = { status: 'proposed', validUntil: '2027-01-09', proposedBy: 'r-9' } as const;
    expect(offerRefusal('approve', lapsed, approver, TODAY)).toEqual({
      status: 409,
      message: OFFER_MESSAGES_SERVER.lapsed,
    });
    expect(offerRefusal('send', { ...lapsed, status: 'approved' }, approver, TODAY)).toEqual({
      status: 409,
      message: OFFER_MESSAGES_SERVER.lapsed,
    });
    expect(offerRefusal('approve', { ...lapsed, validUntil: TODAY }, approver, TODAY)).toBeNull();
    // A lapsed version can still be returned, so that a new one is proposed.
    expect(offerRefusal('return', lapsed, approver, TODAY)).toBeNull();
  });
});

describe('four eyes on an offer', () => {
  const proposed = { status: 'proposed', validUntil: '2027-01-31', proposedBy: 'a-1' } as const;

  it('refuses the proposer’s approval (403) and a second one by the same approver (409)', () => {
    expect(offerRefusal('approve', proposed, approver, TODAY)).toEqual({
      status: 403,
      message: REFUSALS.fourEyes,
    });
    expect(offerRefusal('approve', { ...proposed, approvedBy: ['a-2'] }, secondApprover, TODAY)).toEqual({
      status: 409,
      message: OFFER_MESSAGES_SERVER.twice,
    });
    expect(offerRefusal('approve', proposed, secondApprover, TODAY)).toBeNull();
  });

  it('approves a version with its last required approval only (two above OFFER_DUAL_APPROVAL_MINOR)', () => {
    expect(quorumMet('approve', 1, 1)).toBe(true);
    expect(quorumMet('approve', 1, 2)).toBe(false);
    expect(quorumMet('approve', 2, 2)).toBe(true);
    expect(MOVES.approve.quorum.audit).toBe('offer.approval-recorded');
    expect(quorumMet('return', 0, 2)).toBe(true);
  });
});

describe('what a move audits, mails and posts', () => {
  const caseMoves = MOVE_NAMES.filter((move) => MOVES[move].review !== null);

  it.each(caseMoves)('%s: the case’s review action’s audit entry, mail and webhook', (move) => {
    const row = MOVES[move];
    expect(row.audit).toBe(`review.${row.review}`);
    expect(row.mail).toBe(afterReview(row.review!).mail);
    expect(row.webhook).toBe('review.status_changed');
  });

  it.each(caseMoves)('%s: whoever may take it may take the case’s review action', (move) => {
    for (const actor of ALLOWED[move].by)
      expect(
        REVIEW_STATUSES.some((status) => reviewRefusal(MOVES[move].review!, status, ACTORS[actor]) === null),
      ).toBe(true);
  });

  it('mails the applicant when the offer is sent or withdrawn, and for no other move', () => {
    expect(MOVE_NAMES.filter((move) => MOVES[move].mail).sort()).toEqual(['send', 'withdraw']);
    expect(MOVES.send.mail).toBe('offer_sent');
    expect(MOVES.withdraw.mail).toBe('offer_withdrawn');
  });

  it('records a superseded or closed version in the entry of the move that causes it', () => {
    expect(MOVES.supersede).toMatchObject({ review: null, audit: null, mail: null, webhook: null });
    expect(MOVES.close).toMatchObject({ review: null, audit: null, mail: null, webhook: null });
  });

  it('sends the case back to review when its sent offer is withdrawn', () => {
    expect(afterReview(MOVES.withdraw.review).status).toBe('IN_REVIEW');
  });
});

describe('the composer’s actions', () => {
  const proposed = { status: 'proposed', validUntil: '2027-01-31', proposedBy: 'r-1' } as const;
  const approved = { ...proposed, status: 'approved' } as const;

  it('offers an approver what the case’s rules and the version’s both allow', () => {
    expect(versionActions(proposed, 'OFFER_PROPOSED', approver, TODAY)).toEqual(['approve', 'return']);
    expect(versionActions(approved, 'OFFER_APPROVED', approver, TODAY)).toEqual(['return', 'send']);
    expect(
      versionActions({ ...approved, validUntil: '2027-01-09' }, 'OFFER_APPROVED', approver, TODAY),
    ).toEqual(['return']);
    // A sent version can only be withdrawn, unanswered, whether or not its date has passed.
    expect(versionActions({ ...proposed, status: 'sent' }, 'OFFER_SENT', approver, TODAY)).toEqual([
      'withdraw',
    ]);
    expect(
      versionActions(
        { ...proposed, status: 'sent', validUntil: '2027-01-09' },
        'OFFER_SENT',
        approver,
        TODAY,
      ),
    ).toEqual(['withdraw']);
    expect(versionActions({ ...proposed, status: 'accepted' }, 'ACCEPTED', approver, TODAY)).toEqual([]);
    expect(versionActions({ ...proposed, status: 'withdrawn' }, 'IN_REVIEW', approver, TODAY)).toEqual([]);
    expect(versionActions({ ...proposed, status: 'returned' }, 'IN_REVIEW', approver, TODAY)).toEqual([]);
  });

  it('never offers approval to the proposer or to an approver who gave theirs', () => {
    expect(versionActions({ ...proposed, proposedBy: 'a-1' }, 'OFFER_PROPOSED', approver, TODAY)).toEqual([
      'return',
    ]);
    expect(versionActions({ ...proposed, approvedBy: ['a-1'] }, 'OFFER_PROPOSED', approver, TODAY)).toEqual([
      'return',
    ]);
  });

  it('offers reviewers and admins nothing on a version', () => {
    for (const reader of [reviewer, admin]) {
      expect(versionActions(proposed, 'OFFER_PROPOSED', reader, TODAY)).toEqual([]);
      expect(versionActions(approved, 'OFFER_APPROVED', reader, TODAY)).toEqual([]);
      expect(versionActions({ ...approved, status: 'sent' }, 'OFFER_SENT', reader, TODAY)).toEqual([]);
    }
  });

  it('lets reviewers and approvers propose a version while the case is in review, and only then', () => {
    expect(canPropose('IN_REVIEW', reviewer, TODAY)).toBe(true);
    expect(canPropose('IN_REVIEW', approver, TODAY)).toBe(true);
    expect(canPropose('IN_REVIEW', admin, TODAY)).toBe(false);
    for (const status of REVIEW_STATUSES.filter((s) => s !== 'IN_REVIEW'))
      expect(canPropose(status, approver, TODAY)).toBe(false);
  });
});
