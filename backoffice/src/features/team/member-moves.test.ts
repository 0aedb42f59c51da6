import type { StaffMoveResult } from '@onboarding/shared/backoffice';
import type { StaffMember } from '../../app/queries';
import { invitationState, isDestructive, movesFor, moveResultText } from './member-moves';

const member = (
  over: Partial<StaffMember> = {},
  account: Partial<NonNullable<StaffMember['account']>> = {},
) =>
  ({
    id: 's1',
    email: 'x@provider.example',
    role: 'reviewer',
    status: 'active',
    account: {
      signIn: 'password',
      lastSignInAt: null,
      liveSessions: 2,
      invitationExpiresAt: null,
      ...account,
    },
    ...over,
  }) as StaffMember;

describe('movesFor', () => {
  it('offers an active member a role, an end to their sessions, a reset and disabling', () => {
    expect(movesFor(member(), 'me')).toEqual(['role', 'end-sessions', 'reset', 'disable']);
  });

  it('offers no end of sessions without a live one, and no reset or role to a single sign-on account', () => {
    expect(movesFor(member({}, { liveSessions: 0 }), 'me')).toEqual(['role', 'reset', 'disable']);
    expect(movesFor(member({}, { signIn: 'sso' }), 'me')).toEqual(['end-sessions', 'disable']);
  });

  it('offers an invited member a new link, a role, revoking and disabling; a disabled one enabling or a reset', () => {
    expect(movesFor(member({ status: 'invited' }), 'me')).toEqual([
      'resend-invitation',
      'role',
      'revoke-invitation',
      'disable',
    ]);
    expect(movesFor(member({ status: 'disabled' }), 'me')).toEqual(['enable', 'role', 'reset']);
  });

  it('offers nothing on the admin’s own row', () => {
    expect(movesFor(member({ id: 'me', role: 'admin' }), 'me')).toEqual([]);
  });

  it('asks first before the moves that take something away', () => {
    expect(
      ['disable', 'reset', 'end-sessions', 'revoke-invitation'].every((m) => isDestructive(m as never)),
    ).toBe(true);
    expect(isDestructive('enable') || isDestructive('role') || isDestructive('resend-invitation')).toBe(
      false,
    );
  });
});

describe('invitationState', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  it('tells a usable link from an expired or missing one', () => {
    expect(invitationState('2026-11-29T12:00:00Z', now)).toBe('valid');
    expect(invitationState('2026-11-28T12:00:00Z', now)).toBe('expired');
    expect(invitationState(null, now)).toBe('none');
  });
});

describe('moveResultText', () => {
  const t = (key: string, options: Record<string, unknown>) => `${key}${JSON.stringify(options)}`;
  const result = (over: Partial<StaffMoveResult> = {}): StaffMoveResult => ({
    member: { id: 's1', email: 'x@y', role: 'approver', status: 'active' },
    endedSessions: 0,
    ...over,
  });

  it('says what became of the member and how many sessions ended', () => {
    expect(moveResultText('disable', result({ endedSessions: 2 }), { email: 'x@y' }, t)).toBe(
      'team.done.disable{"email":"x@y"} team.done.sessionsEnded{"count":2}',
    );
    expect(moveResultText('enable', result(), { email: 'x@y' }, t)).toBe('team.done.enable{"email":"x@y"}');
  });

  it('names the role the member has now', () => {
    expect(moveResultText('role', result(), { email: 'x@y', asked: 'admin' }, t)).toBe(
      'team.done.role{"email":"x@y","role":"roles.approver{}"}',
    );
  });

  it('counts the ended sessions once when ending them was the move', () => {
    expect(moveResultText('end-sessions', result({ endedSessions: 3 }), { email: 'x@y' }, t)).toBe(
      'team.done.endSessions{"email":"x@y","count":3}',
    );
  });

  it('says when the mail is queued instead of sent', () => {
    expect(moveResultText('reset', result({ mailSent: false }), { email: 'x@y' }, t)).toBe(
      'team.done.resetNoMail{"email":"x@y"}',
    );
    expect(moveResultText('resend-invitation', result({ mailSent: true }), { email: 'x@y' }, t)).toBe(
      'team.done.resend{"email":"x@y"}',
    );
    expect(moveResultText('revoke-invitation', result({ member: null }), { email: 'x@y' }, t)).toBe(
      'team.done.revoke{"email":"x@y"}',
    );
  });
});
