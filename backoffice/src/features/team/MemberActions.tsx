import { ltrText, useTranslation } from '@onboarding/shared';
import { STAFF_ROLES, type StaffMove, type StaffRole } from '@onboarding/shared/backoffice';
import { Button, layout, Modal } from '@onboarding/shared/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { staffMove } from '../../app/api';
import { errorMessage } from '../../app/errors';
import type { StaffMember } from '../../app/queries';
import { BACKOFFICE_NS } from '../../i18n';
import styles from '../screens.module.css';
import { isDestructive, moveResultText } from './member-moves';

export interface MoveDone {
  text: string;
  /** The member is gone from the list (their invitation was revoked). */
  removed: boolean;
}

/**
 * One member's "Manage" button and its dialog: the moves `moves` offers, each a button named with the member's email;
 * the role as a choice and a button. A move that takes something away asks first, in the dialog (its Cancel goes back
 * to the list, Escape closes the dialog); an error stays in the dialog as the server wrote it; a move done closes it
 * and `onDone` says what happened.
 */
export function MemberActions({
  member,
  moves,
  onDone,
}: {
  member: StaffMember;
  moves: StaffMove[];
  onDone: (done: MoveDone) => void;
}) {
  const { t } = useTranslation(BACKOFFICE_NS);
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState<StaffMove | null>(null);
  const [busy, setBusy] = useState<StaffMove | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [role, setRole] = useState<StaffRole>(member.role);
  const roleId = useId();
  const questionId = useId();
  const question = useRef<HTMLParagraphElement>(null);
  const lastAsked = useRef<StaffMove | null>(null);
  const listed = useRef(new Map<StaffMove, HTMLButtonElement>());
  const email = member.email;

  // The question is read out when it appears; back at the list, the move's own button has the focus again.
  useEffect(() => {
    if (asking) question.current?.focus();
    else if (lastAsked.current) listed.current.get(lastAsked.current)?.focus();
  }, [asking]);

  if (moves.length === 0) return null;

  const start = () => {
    setAsking(null);
    lastAsked.current = null;
    setError(null);
    setRole(member.role);
    setOpen(true);
  };
  const close = () => {
    if (busy) return;
    setOpen(false);
    setAsking(null);
  };

  const run = async (move: StaffMove) => {
    setError(null);
    setBusy(move);
    try {
      const result = await staffMove(member.id, move, move === 'role' ? { role } : undefined);
      setOpen(false);
      setAsking(null);
      onDone({
        text: moveResultText(move, result, { email: ltrText(email), asked: role }, t),
        removed: result.member === null,
      });
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(null);
    }
  };

  const choose = (move: StaffMove) => {
    if (!isDestructive(move)) return void run(move);
    setError(null);
    lastAsked.current = move;
    setAsking(move);
  };

  const changeRole = (event: FormEvent) => {
    event.preventDefault();
    if (role === member.role) return setError(t('team.sameRole'));
    void run('role');
  };

  const others = moves.filter((move) => move !== 'role');
  const failure = error && (
    <p role="alert" className={layout.alert}>
      {error}
    </p>
  );

  return (
    <>
      <Button
        variant="secondary"
        className={styles.nowrap}
        aria-label={t('team.manageLabel', { email })}
        onClick={start}
      >
        {t('team.manage')}
      </Button>
      {open && (
        <Modal
          open
          onOpenChange={(next) => !next && close()}
          closeOnOutsideClick={false}
          title={t('team.manageTitle', { email: ltrText(email) })}
          description={t('team.manageSummary', {
            role: t(`roles.${member.role}`),
            status: t(`team.statuses.${member.status}`),
          })}
          actions={
            asking ? (
              <>
                <Button variant="secondary" disabled={busy !== null} onClick={() => setAsking(null)}>
                  {t('team.cancel')}
                </Button>
                <Button
                  variant="danger"
                  loading={busy === asking}
                  aria-label={t(`team.moveLabels.${asking}`, { email })}
                  onClick={() => void run(asking)}
                >
                  {t(`team.moves.${asking}`)}
                </Button>
              </>
            ) : (
              <Button variant="secondary" disabled={busy !== null} onClick={close}>
                {t('team.close')}
              </Button>
            )
          }
        >
          {asking ? (
            <div role="group" aria-labelledby={questionId} className={styles.checks}>
              <p id={questionId} ref={question} tabIndex={-1} className={styles.question}>
                {t(`team.confirm.${asking}`, { email: ltrText(email) })}
              </p>
              <p>
                {t(
                  asking === 'disable' && member.status === 'invited'
                    ? 'team.confirm.disableInvitedText'
                    : `team.confirm.${asking}Text`,
                )}
              </p>
              {failure}
            </div>
          ) : (
            <div className={styles.checks}>
              {moves.includes('role') && (
                <form onSubmit={changeRole} className={styles.inlineForm} noValidate>
                  <div className={styles.field}>
                    <label htmlFor={roleId}>{t('team.newRole')}</label>
                    <select id={roleId} value={role} onChange={(e) => setRole(e.target.value as StaffRole)}>
                      {STAFF_ROLES.map((r) => (
                        <option key={r} value={r}>
                          {t(`roles.${r}`)}
                        </option>
                      ))}
                    </select>
                  </div>
                  <Button
                    type="submit"
                    variant="secondary"
                    disabled={busy !== null && busy !== 'role'}
                    loading={busy === 'role'}
                    aria-label={t('team.changeRoleLabel', { email })}
                  >
                    {t('team.changeRole')}
                  </Button>
                </form>
              )}
              {others.length > 0 && (
                <ul className={styles.moveList}>
                  {others.map((move) => (
                    <li key={move}>
                      <Button
                        ref={(el) => {
                          if (el) listed.current.set(move, el);
                          else listed.current.delete(move);
                        }}
                        variant={isDestructive(move) ? 'danger' : 'secondary'}
                        fullWidth
                        disabled={busy !== null && busy !== move}
                        loading={busy === move}
                        aria-label={t(`team.moveLabels.${move}`, { email })}
                        onClick={() => choose(move)}
                      >
                        {t(`team.moves.${move}`)}
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
              {failure}
            </div>
          )}
        </Modal>
      )}
    </>
  );
}
