import { currentLanguage, useTranslation } from '@onboarding/shared';
import { DOCUMENT_KEYS } from '@onboarding/shared/schemas';
import type { CaseDetail, ReviewAction, ReviewActionBody } from '@onboarding/shared/backoffice';
import { Button, layout, Modal, TextAreaField } from '@onboarding/shared/ui';
import { useState, type FormEvent } from 'react';
import { BACKOFFICE_NS } from '../../i18n';
import styles from '../screens.module.css';
import type { DocumentKey } from './reupload';

/** The review actions that end a case rather than move it on: shown as danger, never as the primary action. */
export const DESTRUCTIVE_ACTIONS: ReadonlySet<ReviewAction> = new Set<ReviewAction>(['decline', 'withdraw']);

/**
 * The dialog of one review action: Request information (documents and/or a message, at least one), Decline (a
 * reason from the server's list, and text), Withdraw (text); the others are a plain confirmation. The documents the
 * team marked "Needs re-upload" (`marked`) start ticked in Request information; the reviewer may untick them.
 */
export function ActionDialog({
  action,
  detail,
  marked = [],
  onCancel,
  onConfirm,
}: {
  action: ReviewAction;
  detail: CaseDetail;
  marked?: readonly DocumentKey[];
  onCancel: () => void;
  onConfirm: (body: ReviewActionBody) => Promise<string | null>;
}) {
  const { t } = useTranslation(BACKOFFICE_NS);
  const [documents, setDocuments] = useState<DocumentKey[]>(() =>
    action === 'requestInformation' ? [...marked] : [],
  );
  const [message, setMessage] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const title = t(`actions.${action}`);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const text = message.trim();
    let body: ReviewActionBody = {};
    if (action === 'requestInformation') {
      if (documents.length === 0 && !text) return setError(t('actions.atLeastOne'));
      body = { ...(documents.length ? { documents } : {}), ...(text ? { message: text } : {}) };
    } else if (action === 'decline') {
      if (!reason) return setError(t('actions.reasonRequired'));
      if (!text) return setError(t('actions.textRequired'));
      body = { reason, message: text };
    } else if (action === 'withdraw') {
      if (!text) return setError(t('actions.textRequired'));
      body = { message: text };
    }
    setError(null);
    setBusy(true);
    const failure = await onConfirm(body);
    setBusy(false);
    if (failure) setError(failure);
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && !busy && onCancel()}
      title={title}
      description={
        ['requestInformation', 'decline', 'withdraw'].includes(action)
          ? undefined
          : t('actions.confirmText', { action: title, business: detail.businessName })
      }
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('actions.cancel')}
          </Button>
          <Button
            variant={DESTRUCTIVE_ACTIONS.has(action) ? 'danger' : 'primary'}
            onClick={() => void submit()}
            loading={busy}
          >
            {t('actions.confirm')}
          </Button>
        </>
      }
    >
      <form onSubmit={(e) => void submit(e)} className={styles.checks} noValidate>
        {action === 'requestInformation' && (
          <fieldset className={layout.fieldset}>
            <legend className={layout.legend}>{t('actions.documents')}</legend>
            {marked.length > 0 && (
              <p className={styles.muted} id="action-marked-note">
                {t('actions.markedTicked')}
              </p>
            )}
            {DOCUMENT_KEYS.map((key) => (
              <label key={key} className={styles.check}>
                <input
                  type="checkbox"
                  aria-describedby={marked.includes(key) ? 'action-marked-note' : undefined}
                  checked={documents.includes(key)}
                  onChange={(e) =>
                    setDocuments((list) =>
                      e.target.checked ? [...list, key] : list.filter((k) => k !== key),
                    )
                  }
                />
                {t(`documents.${key}`)}
              </label>
            ))}
          </fieldset>
        )}
        {action === 'decline' && (
          <div className={styles.field}>
            <label htmlFor="action-reason">{t('actions.reason')}</label>
            <select id="action-reason" value={reason} onChange={(e) => setReason(e.target.value)} required>
              <option value="">{t('actions.chooseReason')}</option>
              {detail.declineReasons.map((r) => (
                <option key={r.code} value={r.code}>
                  {r.labels[currentLanguage()]}
                </option>
              ))}
            </select>
          </div>
        )}
        {['requestInformation', 'decline', 'withdraw'].includes(action) && (
          <TextAreaField
            label={
              action === 'requestInformation'
                ? t('actions.message')
                : action === 'withdraw'
                  ? t('actions.withdrawText')
                  : t('actions.explanation')
            }
            value={message}
            maxLength={4000}
            rows={4}
            onChange={(e) => setMessage(e.target.value)}
          />
        )}
        {error && (
          <p role="alert" className={layout.alert}>
            {error}
          </p>
        )}
      </form>
    </Modal>
  );
}
