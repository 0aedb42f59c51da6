import { ltrText, useTranslation } from '@onboarding/shared';
import { STAFF_ROLES, type StaffRole } from '@onboarding/shared/backoffice';
import { Button, layout, Ltr, notifySuccess, ScrollRegion, Spinner, TextField } from '@onboarding/shared/ui';
import { useQuery, useQueryClient } from '@onboarding/shared/query';
import { useState, type FormEvent } from 'react';
import { inviteStaff, listStaff } from '../../app/api';
import { useStaffForm } from '../../app/components/StaffForm';
import { shown, staffListKey, type StaffMember } from '../../app/queries';
import { BACKOFFICE_NS } from '../../i18n';
import styles from '../screens.module.css';

/** /team (admins): invite a staff member (the enrolment link goes by email), and the staff list. */
export function TeamScreen() {
  const { t } = useTranslation(BACKOFFICE_NS);
  const [role, setRole] = useState<StaffRole>('reviewer');
  const [done, setDone] = useState<string | null>(null);
  const client = useQueryClient();
  const loaded = shown(useQuery({ queryKey: staffListKey, queryFn: listStaff }));
  const list =
    loaded.status === 'ready'
      ? { staff: loaded.value }
      : loaded.status === 'failed'
        ? { error: loaded.message }
        : ({} as { staff?: StaffMember[]; error?: string });

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
    <div className={styles.wide}>
      <h1 className={styles.pageTitle} tabIndex={-1}>
        {t('team.title')}
      </h1>
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
      <section className={styles.card} aria-labelledby="staff-title" aria-busy={!list.staff && !list.error}>
        <h2 id="staff-title">{t('team.list')}</h2>
        {!list.staff && !list.error && <Spinner />}
        {list.error && <p role="alert">{list.error}</p>}
        {list.staff && list.staff.length === 0 && <p>{t('team.empty')}</p>}
        {list.staff && list.staff.length > 0 && (
          <ScrollRegion label={t('team.tableLabel')}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('team.email')}</th>
                  <th scope="col">{t('team.role')}</th>
                  <th scope="col">{t('team.status')}</th>
                </tr>
              </thead>
              <tbody>
                {list.staff.map((s) => (
                  <tr key={s.id}>
                    <td>
                      <Ltr>{s.email}</Ltr>
                    </td>
                    <td>{t(`roles.${s.role}`)}</td>
                    <td>{t(`team.statuses.${s.status}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </section>
    </div>
  );
}
