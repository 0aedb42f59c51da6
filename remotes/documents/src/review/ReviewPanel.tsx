import { formatLocale, ltrText, useTranslation } from '@onboarding/shared';
import type {
  DocumentMark,
  DocumentsPanel,
  PanelDocument,
  ReviewPanelProps,
} from '@onboarding/shared/backoffice';
import { staffQueryKey } from '@onboarding/shared/backoffice';
import { staffApi, staffFileUrl } from '@onboarding/shared/backoffice/client';
import {
  documentContentPath,
  formatBytes,
  formatDateTime,
  Facts,
  PanelNote,
  ReviewPanelFrame,
  reviewStyles,
  serverMessage,
  usePanelQuery,
} from '@onboarding/shared/backoffice/review';
import { useQueryClient } from '@onboarding/shared/query';
import { Button, buttonClassName, Ltr } from '@onboarding/shared/ui';
import { useId, useRef, useState } from 'react';
import { DocumentViewer } from './DocumentViewer';
import { DOCUMENTS_REVIEW_NS } from './i18n';
import styles from './review.module.css';

const MARKS: DocumentMark[] = ['accepted', 'needs_reupload'];

/**
 * The documents step's panel of the case page, exposed as './review': every document with its detected type,
 * size and upload time, the versions a re-upload replaced beside it, the review mark every reviewer sees (reviewers
 * and approvers set it), and an inline viewer for PDFs and images; other files (Office, CSV) are downloads.
 */
export default function DocumentsReviewPanel({ caseId, role }: ReviewPanelProps) {
  const { t } = useTranslation(DOCUMENTS_REVIEW_NS);
  const { state, reload, update } = usePanelQuery<DocumentsPanel>(`/cases/${caseId}/documents`);
  const [open, setOpen] = useState<PanelDocument | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const view = (doc: PanelDocument, trigger: HTMLElement) => {
    opener.current = trigger;
    setOpen(doc);
  };
  const close = () => {
    setOpen(null);
    opener.current?.focus();
  };
  const client = useQueryClient();
  const replace = (next: PanelDocument) => {
    update((data) => ({ documents: data.documents.map((d) => (d.id === next.id ? next : d)) }));
    // The decision summary above lists the documents to upload again and those nobody has marked.
    void client.invalidateQueries({ queryKey: staffQueryKey(`/cases/${caseId}/summary`) });
  };
  const kindLabel = (doc: PanelDocument) => t(`kinds.${doc.kind}`, { defaultValue: doc.kind });

  return (
    <ReviewPanelFrame step="documents" state={state} onRetry={reload}>
      {(data) =>
        data.documents.length === 0 ? (
          <PanelNote>{t('empty')}</PanelNote>
        ) : (
          <>
            <ul className={styles.list}>
              {data.documents.map((doc) => (
                <li key={doc.id}>
                  <DocumentCard
                    caseId={caseId}
                    document={doc}
                    kindLabel={kindLabel(doc)}
                    canMark={role === 'reviewer' || role === 'approver'}
                    onView={view}
                    onMarked={replace}
                  />
                </li>
              ))}
            </ul>
            {open && (
              <DocumentViewer caseId={caseId} document={open} kindLabel={kindLabel(open)} onClose={close} />
            )}
          </>
        )
      }
    </ReviewPanelFrame>
  );
}

interface DocumentCardProps {
  caseId: number;
  document: PanelDocument;
  kindLabel: string;
  canMark: boolean;
  onView: (doc: PanelDocument, trigger: HTMLElement) => void;
  onMarked: (doc: PanelDocument) => void;
}

function DocumentCard({ caseId, document: doc, kindLabel, canMark, onView, onMarked }: DocumentCardProps) {
  const { t } = useTranslation(DOCUMENTS_REVIEW_NS);
  const lng = formatLocale();
  const headingId = useId();
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState<string | null | false>(false);
  const current = doc.status === 'current';
  const contentUrl = staffFileUrl(documentContentPath(caseId, doc.id));

  const setMark = async (mark: DocumentMark) => {
    setSaving(true);
    setFailed(false);
    try {
      const res = await staffApi.put<PanelDocument>(`/cases/${caseId}/documents/${doc.id}/mark`, {
        mark: doc.mark?.mark === mark ? null : mark,
      });
      onMarked(res.data);
    } catch (err) {
      setFailed(serverMessage(err));
    } finally {
      setSaving(false);
    }
  };

  return (
    <article
      className={[styles.card, current ? '' : styles.superseded].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
    >
      <div className={styles.heading}>
        <h3 id={headingId} className={reviewStyles.subtitle}>
          {kindLabel}
        </h3>
        {!current && <span className={reviewStyles.badge}>{t('superseded')}</span>}
      </div>
      <Facts
        facts={[
          { label: t('fileName'), value: <Ltr>{doc.originalName}</Ltr> },
          {
            label: t('type'),
            // A format's code and its media type, as written in any language.
            value: (
              <Ltr>
                {doc.type.toUpperCase()} <span className={reviewStyles.state}>({doc.mime})</span>
              </Ltr>
            ),
          },
          { label: t('size'), value: formatBytes(doc.size, lng) },
          { label: t('uploadedAt'), value: formatDateTime(doc.uploadedAt, lng) },
        ]}
      />
      {!current && doc.supersededAt && (
        <p className={reviewStyles.state}>
          {t('supersededOn', { date: formatDateTime(doc.supersededAt, lng) })}
        </p>
      )}

      {current && (
        <>
          <p className={reviewStyles.state} aria-live="polite">
            {doc.mark
              ? t('mark.by', {
                  mark: t(`mark.${doc.mark.mark}`),
                  who: ltrText(doc.mark.by.email),
                  date: formatDateTime(doc.mark.at, lng),
                })
              : t('mark.none')}
          </p>
          {canMark && (
            <div className={styles.row} role="group" aria-label={t('mark.group', { document: kindLabel })}>
              {MARKS.map((mark) => (
                <Button
                  key={mark}
                  variant="secondary"
                  className={styles.pressed}
                  aria-pressed={doc.mark?.mark === mark}
                  disabled={saving}
                  onClick={() => void setMark(mark)}
                >
                  {t(`mark.${mark}`)}
                </Button>
              ))}
            </div>
          )}
          {failed !== false && (
            <p className={reviewStyles.error} role="alert">
              {failed ?? t('mark.failed')}
            </p>
          )}
        </>
      )}

      <div className={styles.row}>
        {!doc.available ? (
          <PanelNote>{t('unavailable')}</PanelNote>
        ) : doc.view === 'download' ? (
          <a
            className={buttonClassName('secondary')}
            href={contentUrl}
            download
            aria-label={t('downloadLabel', { name: doc.originalName })}
          >
            {t('download')}
          </a>
        ) : (
          <Button
            variant="secondary"
            aria-label={t('viewLabel', { name: doc.originalName })}
            onClick={(event) => onView(doc, event.currentTarget)}
          >
            {t('view')}
          </Button>
        )}
      </div>
    </article>
  );
}
