import { exportMyData, requestDeletion, useTranslation } from '@onboarding/shared';
import type { DeletionResponse } from '@onboarding/shared/dashboard';
import { serverRefusal } from '@onboarding/shared/documents';
import { Button, layout, notifyError, ProgressBar } from '@onboarding/shared/ui';
import { useId, useState } from 'react';
import { DASHBOARD_NS } from '../../i18n';
import { saveBlob } from '../../lib/save-blob';
import { DeleteDialog } from './DeleteDialog';
import styles from './my-data.module.css';

export const EXPORT_FILE_NAME = 'my-data.zip';

/** "My data": everything held about the applicant as a ZIP, and the request to erase it. */
export function MyData({ onDeleted }: { onDeleted(result: DeletionResponse): void }) {
  const { t } = useTranslation(DASHBOARD_NS);
  const titleId = useId();
  /** null while no download runs; a fraction (0 when the size is not known yet) while one does. */
  const [progress, setProgress] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const download = async () => {
    setProgress(0);
    try {
      const blob = await exportMyData(setProgress);
      saveBlob(blob, EXPORT_FILE_NAME);
    } catch {
      notifyError(t('myData.downloadFailed'));
    } finally {
      setProgress(null);
    }
  };

  const erase = async () => {
    setDeleting(true);
    try {
      const result = await requestDeletion();
      setConfirming(false);
      onDeleted(result);
    } catch (err) {
      notifyError(serverRefusal(err)?.message ?? t('myData.deleteFailed'));
      setDeleting(false);
    }
  };

  return (
    <section className={styles.myData} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('myData.title')}
      </h2>
      <p className={styles.intro}>{t('myData.intro')}</p>
      {progress !== null && <ProgressBar value={progress} label={t('myData.progressLabel')} showLabel />}
      <div className={layout.actionsSplit}>
        <Button variant="secondary" loading={progress !== null} onClick={() => void download()}>
          {progress !== null ? t('myData.downloading') : t('myData.download')}
        </Button>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          {t('myData.delete')}
        </Button>
      </div>
      <DeleteDialog
        open={confirming}
        busy={deleting}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void erase()}
      />
    </section>
  );
}
