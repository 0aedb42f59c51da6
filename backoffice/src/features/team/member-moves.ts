import type { StaffMove, StaffMoveResult, StaffRole, StaffStatus } from '@onboarding/shared/backoffice';
import type { StaffMember } from '../../app/queries';

// What the Team page offers for one member, and what it says after a move. Pure: the signed-in admin, the clock and
// the texts are passed in. The server decides (MOVE_RULES of server/src/staff/team-moves.ts) and answers 409 to a
// move that does not apply; this only keeps the buttons that cannot work off the screen.

/** The moves in the order the dialog lists them: the everyday ones first, the ones that take something away last. */
const BY_STATUS: Record<StaffStatus, readonly StaffMove[]> = {
  // Disabling an invitation is for a member who was reset after acting (their account stays in the records, so it
  // cannot be revoked).
  invited: ['resend-invitation', 'role', 'revoke-invitation', 'disable'],
  active: ['role', 'end-sessions', 'reset', 'disable'],
  // A reset is the way back for a disabled account without a password and authenticator to be enabled with.
  disabled: ['enable', 'role', 'reset'],
};

/**
 * The moves an admin is offered on `member`. None on their own row: a misclick must not lock them out (they end their
 * own sessions with "Sign out everywhere"). Ending sessions needs a live one. A single sign-on account's password,
 * authenticator and role belong to the identity provider (its role claim sets the role at every sign-in).
 */
export function movesFor(member: StaffMember, selfId: string | undefined): StaffMove[] {
  if (member.id === selfId) return [];
  const sso = member.account?.signIn === 'sso';
  return BY_STATUS[member.status].filter((move) => {
    if (move === 'end-sessions') return (member.account?.liveSessions ?? 0) > 0;
    if (move === 'reset' || move === 'role') return !sso;
    return true;
  });
}

/** The moves that take something away from the member: asked again before they are sent. */
export const DESTRUCTIVE: readonly StaffMove[] = ['disable', 'reset', 'end-sessions', 'revoke-invitation'];

export const isDestructive = (move: StaffMove) => DESTRUCTIVE.includes(move);

/** An invited member's enrolment link: still usable until its end, past it, or gone (used up or revoked). */
export function invitationState(
  expiresAt: string | null | undefined,
  now: Date,
): 'valid' | 'expired' | 'none' {
  if (!expiresAt) return 'none';
  return new Date(expiresAt).getTime() > now.getTime() ? 'valid' : 'expired';
}

type Texts = (key: string, options: Record<string, unknown>) => string;

/**
 * The sentence shown after a move, from the server's answer: what became of `email` (the role it has now, whether the
 * mail left) and how many live sessions the move ended, e.g. "x@y is disabled. 2 sessions ended." `asked` is the role
 * a role change asked for, said if the answer has no member.
 */
export function moveResultText(
  move: StaffMove,
  result: StaffMoveResult,
  { email, asked }: { email: string; asked?: StaffRole },
  t: Texts,
): string {
  const done = (() => {
    switch (move) {
      case 'role':
        return t('team.done.role', { email, role: t(`roles.${result.member?.role ?? asked}`, {}) });
      case 'reset':
        return t(result.mailSent === false ? 'team.done.resetNoMail' : 'team.done.reset', { email });
      case 'resend-invitation':
        return t(result.mailSent === false ? 'team.done.resendNoMail' : 'team.done.resend', { email });
      case 'end-sessions':
        return t('team.done.endSessions', { email, count: result.endedSessions });
      case 'disable':
        return t('team.done.disable', { email });
      case 'enable':
        return t('team.done.enable', { email });
      case 'revoke-invitation':
        return t('team.done.revoke', { email });
    }
  })();
  if (move === 'end-sessions' || result.endedSessions === 0) return done;
  return `${done} ${t('team.done.sessionsEnded', { count: result.endedSessions })}`;
}
