import { ltrText, useTranslation } from '@onboarding/shared';
import { staffFileUrl } from '@onboarding/shared/backoffice/client';
import type { PanelDocument } from '@onboarding/shared/backoffice';
import { documentContentPath, reviewStyles } from '@onboarding/shared/backoffice/review';
import { Button, Spinner } from '@onboarding/shared/ui';
import { lazy, Suspense, useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { DOCUMENTS_REVIEW_NS } from './i18n';
import styles from './review.module.css';

// pdf.js is fetched only when a PDF is opened.
const PdfViewer = lazy(() => import(/* webpackChunkName: "pdf-viewer" */ './PdfViewer'));

export interface DocumentViewerProps {
  caseId: number;
  document: PanelDocument;
  kindLabel: string;
  onClose: () => void;
}

/**
 * The inline viewer: a region with its own heading that takes the focus when it opens and gives it back on close
 * (the Close button or Escape). Images are an <img> of the content URL; PDFs go through pdf.js.
 */
export function DocumentViewer({ caseId, document: doc, kindLabel, onClose }: DocumentViewerProps) {
  const { t } = useTranslation(DOCUMENTS_REVIEW_NS);
  const headingId = useId();
  const region = useRef<HTMLElement | null>(null);
  const path = documentContentPath(caseId, doc.id);

  useEffect(() => {
    region.current?.focus();
  }, [doc.id]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <section
      ref={region}
      className={styles.viewer}
      aria-labelledby={headingId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <div className={styles.heading}>
        <h3 id={headingId} className={reviewStyles.subtitle}>
          {t('viewer.title', { name: ltrText(doc.originalName) })}
        </h3>
        <Button
          variant="secondary"
          className={`${styles.tool} ${styles.close}`}
          onClick={onClose}
          title={t('viewer.close')}
        >
          <span className={styles.sign} aria-hidden="true">
            ×
          </span>
          <span className={styles.long}>{t('viewer.close')}</span>
        </Button>
      </div>
      {doc.view === 'image' && (
        <img
          className={styles.image}
          src={staffFileUrl(path)}
          alt={t('viewer.imageAlt', { document: kindLabel, name: doc.originalName })}
        />
      )}
      {doc.view === 'pdf' && (
        <Suspense fallback={<Spinner label={t('viewer.loading')} />}>
          <PdfViewer key={doc.id} path={path} name={doc.originalName} />
        </Suspense>
      )}
    </section>
  );
}
