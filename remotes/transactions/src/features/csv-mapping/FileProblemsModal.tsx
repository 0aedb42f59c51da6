import { Button, Ltr, Modal } from '@onboarding/shared/ui';
import { useTranslation } from '@onboarding/shared';
import { useId } from 'react';
import { TRANSACTIONS_NS } from '../../i18n';
import type { ColumnProblems } from '../../lib/csv-check/column-problems';
import styles from './mapping.module.css';

export interface FileProblemsModalProps {
  /** The columns with problems, the date first; null closes the modal. */
  problems: readonly ColumnProblems[] | null;
  /** The header of the applicant's file each field was mapped to, to find the column in their spreadsheet. */
  headers: Readonly<Record<string, string | undefined>>;
  /** Fix the file: back to the upload, to choose the corrected file. */
  onFix: () => void;
  /** Proceed Without Fixing: the file is sent with skip_validation true (the rows that cannot be read are left out). */
  onProceed: () => void;
  /** BACK (the spec's) or Escape: the mapping again, nothing sent. */
  onClose: () => void;
  proceeding: boolean;
}

/**
 * "Data Mapping Error Detected": for each column with problems, how many rows and which (the first ten), so the
 * applicant can find them in their spreadsheet; Fix the file (the main action), Proceed Without Fixing, or BACK to the mapping.
 */
export function FileProblemsModal({
  problems,
  headers,
  onFix,
  onProceed,
  onClose,
  proceeding,
}: FileProblemsModalProps) {
  const { t } = useTranslation(TRANSACTIONS_NS);
  const idBase = useId();
  return (
    <Modal
      open={problems !== null}
      onOpenChange={(open) => {
        if (!open && !proceeding) onClose();
      }}
      closeOnOutsideClick={false}
      title={t('mapping.problemsModal.title')}
      description={t('mapping.problemsModal.intro')}
      actions={
        <>
          {/* First, so that it has the focus when the dialog opens: Enter fixes the file, never skips rows. */}
          <Button onClick={onFix} disabled={proceeding}>
            {t('mapping.problemsModal.fix')}
          </Button>
          <Button variant="secondary" onClick={onProceed} loading={proceeding}>
            {t('mapping.problemsModal.proceed')}
          </Button>
          <Button variant="link" onClick={onClose} disabled={proceeding}>
            {t('mapping.problemsModal.back')}
          </Button>
        </>
      }
    >
      {(problems ?? []).map((problem) => {
        const headingId = `${idBase}-${problem.field}`;
        const header = headers[problem.field];
        const more = problem.count - problem.rows.length;
        return (
          <section key={problem.field} className={styles.problems} aria-labelledby={headingId}>
            <h3 id={headingId} className={styles.problemsHeading}>
              {problem.rule === 'date'
                ? t('mapping.problemsModal.text')
                : t('mapping.problemsModal.columnText', { field: t(`mapping.fields.${problem.field}`) })}
            </h3>
            <p className={styles.problemsCount}>
              {header
                ? t('mapping.problemsModal.rowsInColumn', { count: problem.count, column: header })
                : t('mapping.problemsModal.rows', { count: problem.count })}
            </p>
            <ul className={styles.offending}>
              {problem.rows.map(({ row, value }, i) => {
                const shown = <Ltr>{value === '' ? t('mapping.problemsModal.emptyField') : value}</Ltr>;
                return (
                  <li key={`${row}-${i}`}>
                    {row > 0 ? (
                      <>
                        {t('mapping.problemsModal.row', { row })} {shown}
                      </>
                    ) : (
                      shown
                    )}
                  </li>
                );
              })}
            </ul>
            {more > 0 && (
              <p className={styles.problemsMore}>{t('mapping.problemsModal.more', { count: more })}</p>
            )}
          </section>
        );
      })}
    </Modal>
  );
}
