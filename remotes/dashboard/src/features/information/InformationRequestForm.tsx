import { formatLocale, provideInformation, useTranslation } from '@onboarding/shared';
import { INFORMATION_REPLY_MAX, type InformationRequest } from '@onboarding/shared/dashboard';
import {
  announcementStep,
  initialSlots,
  isBusy,
  missingRequired,
  slotsReducer,
  submitDocuments,
} from '@onboarding/shared/documents';
import type { DocumentKey } from '@onboarding/shared/schemas';
import {
  Button,
  layout,
  notifyError,
  notifySuccess,
  ProgressBar,
  TextAreaField,
} from '@onboarding/shared/ui';
import { useId, useReducer, useRef, useState, type FormEvent } from 'react';
import { DASHBOARD_NS } from '../../i18n';
import { formatMoment } from '../../lib/format';
import styles from './information.module.css';
import { RequestedDocumentField } from './RequestedDocumentField';

const CONFLICT = 409;

export interface InformationRequestFormProps {
  applicationId: number;
  request: InformationRequest;
  /** Sent: the case is back in review; the dashboard reads the application again. */
  onSent(): void;
}

/**
 * A reviewer's open request: their message, a picker for each document they asked for (the /financials rules, state
 * and retry, from @onboarding/shared/documents), an optional reply, and one "Send to the reviewer" with a progress
 * bar.
 */
export function InformationRequestForm({ applicationId, request, onSent }: InformationRequestFormProps) {
  const { t } = useTranslation(DASHBOARD_NS);
  const titleId = useId();
  const [slots, dispatch] = useReducer(slotsReducer, undefined, initialSlots);
  const [reply, setReply] = useState('');
  const [overall, setOverall] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const inputs = useRef<Partial<Record<DocumentKey, HTMLInputElement | null>>>({});
  const inFlight = useRef(false);
  const busy = isBusy(slots);
  const reading = request.documents.some((key) => slots[key].status === 'reading');

  async function send() {
    if (inFlight.current) return;
    const missing = missingRequired(slots, request.documents);
    if (missing.length > 0) {
      dispatch({ type: 'requireMissing', required: request.documents });
      inputs.current[missing[0]]?.focus();
      return;
    }
    inFlight.current = true;
    setFormError(null);
    setOverall(0);
    setAnnouncement(t('information.announce.reading'));
    let announced = -1;
    const message = reply.trim();
    const outcome = await submitDocuments(slots, {
      upload: ({ files }, onProgress) =>
        provideInformation(applicationId, { files, ...(message ? { message } : {}) }, onProgress),
      dispatch,
      onProgress: (fraction) => {
        setOverall(fraction);
        const step = announcementStep(fraction);
        if (step !== announced) {
          announced = step;
          setAnnouncement(t('information.announce.progress', { percent: step }));
        }
      },
    });
    inFlight.current = false;
    if (outcome.ok) {
      setAnnouncement(t('information.announce.stored'));
      notifySuccess(t('information.sent'));
      onSent();
      return;
    }
    setAnnouncement(t('information.announce.failed'));
    if (outcome.reason === 'read') {
      notifyError(t('errors.fileRead'));
      return;
    }
    // The request was answered or withdrawn meanwhile: the server's reason says so better than a generic text.
    if (outcome.refusal?.status === CONFLICT) {
      notifyError(outcome.refusal.message);
      onSent();
      return;
    }
    notifyError(t('errors.generic'));
    if (outcome.document === null && outcome.refusal) setFormError(outcome.refusal.message);
  }

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    void send();
  };

  return (
    <section className={styles.request} aria-labelledby={titleId}>
      <h4 id={titleId} className={styles.title}>
        {t('information.title')}
      </h4>
      <p className={styles.requestedOn}>
        {t('information.requestedOn', { date: formatMoment(request.requestedAt, formatLocale()) })}
      </p>
      {request.message && (
        <div>
          <p className={styles.requestedOn}>{t('information.message')}</p>
          {/* the reviewer's own words, in the direction they were written */}
          <blockquote className={styles.message} dir="auto">
            {request.message}
          </blockquote>
        </div>
      )}
      <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
        <fieldset className={layout.fieldset}>
          <legend className={layout.legend}>{t('information.documents')}</legend>
          <div className={styles.documents}>
            {request.documents.map((key) => (
              <RequestedDocumentField
                key={key}
                docKey={key}
                slot={slots[key]}
                locked={busy}
                onFile={(file) => dispatch({ type: 'choose', key, file })}
                onClear={() => dispatch({ type: 'clear', key })}
                onRetry={() => void send()}
                inputRef={(el) => {
                  inputs.current[key] = el;
                }}
              />
            ))}
          </div>
        </fieldset>
        <TextAreaField
          label={t('information.reply')}
          value={reply}
          maxLength={INFORMATION_REPLY_MAX}
          rows={3}
          disabled={busy}
          onChange={(e) => setReply(e.target.value)}
        />
        {busy && (
          <ProgressBar value={reading ? 0 : overall} label={t('information.progressLabel')} showLabel />
        )}
        {formError && (
          <p className={layout.alert} role="alert">
            {formError}
          </p>
        )}
        <p className={layout.visuallyHidden} role="status" aria-live="polite">
          {announcement}
        </p>
        <div className={layout.actions}>
          <Button type="submit" loading={busy}>
            {busy ? t('information.sending') : t('information.send')}
          </Button>
        </div>
      </form>
    </section>
  );
}
