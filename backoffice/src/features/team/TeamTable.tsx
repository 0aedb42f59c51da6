import { formatLocale, useTranslation } from '@onboarding/shared';
import { Ltr, ScrollRegion } from '@onboarding/shared/ui';
import { formatDateTime } from '../../app/format';
import type { StaffMember } from '../../app/queries';
import { BACKOFFICE_NS } from '../../i18n';
import styles from '../screens.module.css';
import { MemberActions, type MoveDone } from './MemberActions';
import { invitationState, movesFor } from './member-moves';

/**
 * The team as admins see it: each member's email, role, status (an invitation with the end of its link), how they
 * sign in, their last sign-in and live sessions, and their "Manage" button (none on the admin's own row). On a phone
 * the table scrolls sideways in its region; the dialog a button opens fits the screen.
 */
export function TeamTable({
  staff,
  selfId,
  now,
  onDone,
}: {
  staff: StaffMember[];
  selfId: string | undefined;
  now: Date;
  onDone: (done: MoveDone) => void;
}) {
  const { t } = useTranslation(BACKOFFICE_NS);
  const locale = formatLocale();

  const statusText = (member: StaffMember) => {
    if (member.status !== 'invited') return t(`team.statuses.${member.status}`);
    const ends = member.account?.invitationExpiresAt;
    return t(`team.invitation.${invitationState(ends, now)}`, { date: formatDateTime(ends, locale) });
  };
  const signInText = (member: StaffMember) => {
    if (!member.account) return t('team.unknown');
    if (member.status === 'invited' && member.account.signIn === 'password')
      return t('team.signInKinds.pending');
    return t(`team.signInKinds.${member.account.signIn}`);
  };

  return (
    <ScrollRegion label={t('team.tableLabel')}>
      <table className={`${styles.table} ${styles.wideTable}`}>
        <thead>
          <tr>
            <th scope="col">{t('team.email')}</th>
            <th scope="col">{t('team.role')}</th>
            <th scope="col">{t('team.status')}</th>
            <th scope="col">{t('team.signIn')}</th>
            <th scope="col">{t('team.lastSignIn')}</th>
            <th scope="col">{t('team.liveSessions')}</th>
            <th scope="col">{t('team.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {staff.map((member) => {
            const self = member.id === selfId;
            const account = member.account;
            return (
              <tr key={member.id}>
                <td className={styles.memberEmail}>
                  <Ltr>{member.email}</Ltr>
                </td>
                <td>{t(`roles.${member.role}`)}</td>
                <td>{statusText(member)}</td>
                <td>{signInText(member)}</td>
                <td>
                  {!account
                    ? t('team.unknown')
                    : account.lastSignInAt
                      ? formatDateTime(account.lastSignInAt, locale)
                      : t('team.never')}
                </td>
                <td>{account ? account.liveSessions : t('team.unknown')}</td>
                <td>
                  {self ? (
                    <span className={styles.muted}>{t('team.you')}</span>
                  ) : (
                    <MemberActions member={member} moves={movesFor(member, selfId)} onDone={onDone} />
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
