import { useTranslation } from '@onboarding/shared';
import { layout, Spinner } from '@onboarding/shared/ui';
import { useQuery, useQueryClient } from '@onboarding/shared/query';
import { useAtomValue } from 'jotai';
import { useRef, useState } from 'react';
import { listStaff } from '../../app/api';
import { shown, staffListKey } from '../../app/queries';
import { staffAtom } from '../../app/session';
import { BACKOFFICE_NS } from '../../i18n';
import styles from '../screens.module.css';
import { InviteForm } from './InviteForm';
import type { MoveDone } from './MemberActions';
import { TeamTable } from './TeamTable';

/**
 * /team (admins): invite a staff member, and the team with each account's state and what an admin can do to it
 * (disable a leaver, change a role, reset a lost authenticator, end sessions, resend or revoke an invitation).
 */
export function TeamScreen() {
  const { t } = useTranslation(BACKOFFICE_NS);
  const self = useAtomValue(staffAtom);
  const client = useQueryClient();
  const [done, setDone] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = shown(useQuery({ queryKey: staffListKey, queryFn: listStaff }));
  const staff = loaded.status === 'ready' ? loaded.value : null;
  const pending = staff?.filter((s) => s.status === 'invited').length ?? 0;

  const moved = async ({ text, removed }: MoveDone) => {
    setDone(text);
    await client.invalidateQueries({ queryKey: staffListKey });
    // The row whose button had the focus is gone: the focus goes to the list's heading, not to the page's end.
    if (removed) heading.current?.focus();
  };

  return (
    <div className={styles.wide}>
      <h1 className={styles.pageTitle} tabIndex={-1}>
        {t('team.title')}
      </h1>
      <InviteForm />
      <section className={styles.card} aria-labelledby="staff-title" aria-busy={loaded.status === 'loading'}>
        <h2 id="staff-title" ref={heading} tabIndex={-1}>
          {t('team.list')}
        </h2>
        <p role="status" className={layout.status}>
          {done}
        </p>
        {loaded.status === 'loading' && <Spinner />}
        {loaded.status === 'failed' && <p role="alert">{loaded.message}</p>}
        {staff && staff.length === 0 && <p>{t('team.empty')}</p>}
        {pending > 0 && <p>{t('team.pending', { count: pending })}</p>}
        {staff && staff.length > 0 && (
          <TeamTable staff={staff} selfId={self?.id} now={new Date()} onDone={(d) => void moved(d)} />
        )}
      </section>
    </div>
  );
}
