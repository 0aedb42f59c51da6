import { formatLocale, provideInformation, useTranslation } from '@onboarding/shared';
import { INFORMATION_REPLY_MAX, type InformationRequest } from '@onboarding/shared/dashboard';
import { DocumentInputs, DocumentUploadForm, useDocumentUpload } from '@onboarding/shared/documents';
import { layout, notifySuccess, TextAreaField } from '@onboarding/shared/ui';
import { useId, useState } from 'react';
import { DASHBOARD_NS } from '../../i18n';
import { formatMoment } from '../../lib/format';
import styles from './information.module.css';

export interface InformationRequestFormProps {
  applicationId: number;
  request: InformationRequest;
  /** Sent: the case is back in review; the dashboard reads the application again. */
  onSent(): void;
}

/**
 * A reviewer's open request: their message, a picker for each document they asked for (the /financials inputs, rules,
 * state and retry, from @onboarding/shared/documents), an optional reply, and one "Send to the reviewer" with a
 * progress bar.
 */
export function InformationRequestForm({ applicationId, request, onSent }: InformationRequestFormProps) {
  const { t } = useTranslation(DASHBOARD_NS);
  const titleId = useId();
  const [reply, setReply] = useState('');
  const message = reply.trim();
  const upload = useDocumentUpload({
    required: request.documents,
    upload: ({ files }, onProgress) =>
      provideInformation(applicationId, { files, ...(message ? { message } : {}) }, onProgress),
    announce: {
      reading: t('information.announce.reading'),
      progress: (percent) => t('information.announce.progress', { percent }),
      stored: t('information.announce.stored'),
      failed: t('information.announce.failed'),
    },
    onStored: () => {
      notifySuccess(t('information.sent'));
      onSent();
    },
    // The request was answered or withdrawn meanwhile: the dashboard reads the application again.
    onConflict: onSent,
  });

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
      <DocumentUploadForm
        upload={upload}
        progressLabel={t('information.progressLabel')}
        submitLabel={t('information.send')}
        busyLabel={t('information.sending')}
      >
        <fieldset className={layout.fieldset}>
          <legend className={layout.legend}>{t('information.documents')}</legend>
          <DocumentInputs upload={upload} keys={request.documents} idPrefix="requested" />
        </fieldset>
        <TextAreaField
          label={t('information.reply')}
          value={reply}
          maxLength={INFORMATION_REPLY_MAX}
          rows={3}
          disabled={upload.busy}
          onChange={(e) => setReply(e.target.value)}
        />
      </DocumentUploadForm>
    </section>
  );
}
