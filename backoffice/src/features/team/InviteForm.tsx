import { ltrText, useTranslation } from '@onboarding/shared';
import { STAFF_ROLES, type StaffRole } from '@onboarding/shared/backoffice';
import { Button, layout, notifySuccess, TextField } from '@onboarding/shared/ui';
import { useQueryClient } from '@onboarding/shared/query';
import { useState, type FormEvent } from 'react';
import { inviteStaff } from '../../app/api';
import { useStaffForm } from '../../app/components/StaffForm';
import { staffListKey } from '../../app/queries';
import { BACKOFFICE_NS } from '../../i18n';
import styles from '../screens.module.css';

/** Invites a staff member in a role: the enrolment link goes by email; the list shows them as invited. */
export function InviteForm() {
  const { t } = useTranslation(BACKOFFICE_NS);
  const [role, setRole] = useState<StaffRole>('reviewer');
  const [done, setDone] = useState<string | null>(null);
  const client = useQueryClient();

  const form = useStaffForm({
    id: 'invite',
    initial: { email: '' },
    validate: ({ email }) => (email.trim() ? {} : { email: t('team.emailRequired') }),
    send: async ({ email }, set) => {
      const invited = await inviteStaff({ email: email.trim(), role });
      const text = invited.mailSent
        ? t('team.invited', { email: ltrText(invited.email) })
        : t('team.invitedNoMail', { email: ltrText(invited.email) });
      setDone(text);
      notifySuccess(text);
      set('email', '');
      void client.invalidateQueries({ queryKey: staffListKey });
    },
  });
  const submit = (event: FormEvent) => {
    setDone(null);
    void form.onSubmit(event);
  };

  return (
    <section className={styles.card} aria-labelledby="invite-title">
      <h2 id="invite-title">{t('team.invite')}</h2>
      <form onSubmit={submit} className={styles.filters} noValidate>
        <TextField {...form.field('email')} label={t('team.email')} type="email" autoComplete="off" />
        <div className={styles.field}>
          <label htmlFor="invite-role">{t('team.role')}</label>
          <select id="invite-role" value={role} onChange={(e) => setRole(e.target.value as StaffRole)}>
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`roles.${r}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <Button type="submit" loading={form.busy}>
            {t('team.submit')}
          </Button>
        </div>
      </form>
      <p role="status" className={layout.status}>
        {done}
      </p>
      {form.failure && (
        <p role="alert" className={layout.alert}>
          {form.failure}
        </p>
      )}
    </section>
  );
}
