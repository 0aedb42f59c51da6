import { useTranslation } from '@onboarding/shared';
import { loadState, useQuery, useQueryClient } from '@onboarding/shared/query';
import { Button, layout, notifyError, Spinner } from '@onboarding/shared/ui';
import { useId, useState } from 'react';
import { DASHBOARD_NS } from '../../i18n';
import { DASHBOARD_KEY } from '../../lib/dashboard-query';
import { listDevices, revokeAllDevices, revokeDevice } from '../../lib/devices';
import { formatMoment } from '../../lib/format';
import styles from './devices.module.css';

/** Under the dashboard's key: dropped with everything else when the session ends. */
export const DEVICES_KEY = [...DASHBOARD_KEY, 'devices'] as const;

/**
 * The devices kept signed in ("Keep me signed in on this device"), each with its sign-out, and "Sign out everywhere",
 * which ends this page's session too.
 */
export function Devices({ onSignedOutEverywhere }: { onSignedOutEverywhere(): void }) {
  const { t, i18n } = useTranslation(DASHBOARD_NS);
  const titleId = useId();
  const client = useQueryClient();
  const query = useQuery({ queryKey: DEVICES_KEY, queryFn: listDevices });
  const load = loadState(query);
  const [busy, setBusy] = useState<number | 'all' | null>(null);

  const revoke = async (id: number) => {
    setBusy(id);
    try {
      await revokeDevice(id);
      await client.invalidateQueries({ queryKey: DEVICES_KEY });
    } catch {
      notifyError(t('devices.failed'));
    } finally {
      setBusy(null);
    }
  };

  const everywhere = async () => {
    setBusy('all');
    try {
      await revokeAllDevices();
      onSignedOutEverywhere();
    } catch {
      notifyError(t('devices.failed'));
      setBusy(null);
    }
  };

  return (
    <section className={styles.devices} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('devices.title')}
      </h2>
      <p className={styles.intro}>{t('devices.intro')}</p>
      {load.status === 'loading' && <Spinner label={t('loading')} />}
      {load.status === 'failed' && <p role="alert">{t('devices.loadFailed')}</p>}
      {load.status === 'ready' &&
        (load.data.length === 0 ? (
          <p>{t('devices.none')}</p>
        ) : (
          <ul className={styles.list}>
            {load.data.map((device) => (
              <li key={device.id} className={styles.device}>
                <div className={styles.about}>
                  <span className={styles.name}>
                    <bdi>{device.device}</bdi>
                    {device.current && <span className={styles.badge}>{t('devices.thisDevice')}</span>}
                  </span>
                  <span className={styles.when}>
                    {t('devices.lastUsed', { date: formatMoment(device.lastUsedAt, i18n.language) })}
                  </span>
                  <span className={styles.when}>
                    {t('devices.until', { date: formatMoment(device.expiresAt, i18n.language) })}
                  </span>
                </div>
                <Button
                  variant="secondary"
                  loading={busy === device.id}
                  disabled={busy !== null}
                  aria-label={
                    device.current
                      ? t('devices.signOutThis')
                      : t('devices.signOutNamed', { device: device.device })
                  }
                  onClick={() => void revoke(device.id)}
                >
                  {t('devices.signOut')}
                </Button>
              </li>
            ))}
          </ul>
        ))}
      <div className={layout.actions}>
        <Button
          variant="secondary"
          loading={busy === 'all'}
          disabled={busy !== null}
          onClick={() => void everywhere()}
        >
          {t('devices.signOutEverywhere')}
        </Button>
      </div>
    </section>
  );
}
