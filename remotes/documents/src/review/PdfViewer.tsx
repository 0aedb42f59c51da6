import { currentLanguage, useTranslation } from '@onboarding/shared';
import { formatPercent } from '@onboarding/shared/money';
import { staffApi } from '@onboarding/shared/backoffice/client';
import { reviewStyles, serverMessage } from '@onboarding/shared/backoffice/review';
import { Button, ScrollRegion, Spinner } from '@onboarding/shared/ui';
import { useEffect, useRef, useState } from 'react';
import { DOCUMENTS_REVIEW_NS } from './i18n';
import { openPdf, type OpenedPdf, type PDFDocumentProxy } from './loadPdf';
import styles from './review.module.css';

const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3];

export interface PdfViewerProps {
  /** The document's content path under staffApi's base. */
  path: string;
  name: string;
}

/**
 * One document per instance (the viewer keys it by document). A PDF drawn page by page on a canvas with pdf.js:
 * previous/next page, zoom out/in/actual size. Loaded lazily (this module and pdf.js are their own chunks), only when a
 * reviewer opens a PDF.
 */
export default function PdfViewer({ path, name }: PdfViewerProps) {
  const { t } = useTranslation(DOCUMENTS_REVIEW_NS);
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [failure, setFailure] = useState<string | null | false>(false);
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState(2);
  const canvas = useRef<HTMLCanvasElement | null>(null);

  useEffect(() => {
    let live = true;
    let opened: OpenedPdf | null = null;
    staffApi
      .get<ArrayBuffer>(path, { responseType: 'arraybuffer' })
      .then((res) => openPdf(new Uint8Array(res.data)))
      .then(
        (doc) => {
          opened = doc;
          if (live) setPdf(doc.pdf);
          else void doc.close();
        },
        (err: unknown) => {
          if (live) setFailure(serverMessage(err));
        },
      );
    return () => {
      live = false;
      void opened?.close();
    };
  }, [path]);

  useEffect(() => {
    const target = canvas.current;
    if (!pdf || !target) return;
    let task: { cancel(): void; promise: Promise<void> } | null = null;
    let live = true;
    void pdf.getPage(page).then((p) => {
      if (!live) return;
      const ratio = window.devicePixelRatio || 1;
      const viewport = p.getViewport({ scale: ZOOMS[zoom] });
      target.width = Math.floor(viewport.width * ratio);
      target.height = Math.floor(viewport.height * ratio);
      target.style.inlineSize = `${Math.floor(viewport.width)}px`;
      target.style.blockSize = `${Math.floor(viewport.height)}px`;
      task = p.render({
        canvas: target,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      });
      task.promise.catch(() => undefined);
    });
    return () => {
      live = false;
      task?.cancel();
    };
  }, [pdf, page, zoom]);

  if (failure !== false)
    return (
      <p className={reviewStyles.error} role="alert">
        {failure ?? t('viewer.failed')}
      </p>
    );
  if (!pdf)
    return (
      <div className={reviewStyles.state}>
        <Spinner label={t('viewer.loading')} />
        <span aria-hidden="true">{t('viewer.loading')}</span>
      </div>
    );

  const pages = pdf.numPages;
  const pageText = t('viewer.page', { page, pages });
  const percent = formatPercent(ZOOMS[zoom], currentLanguage(), { maximumFractionDigits: 0 });
  const zoomText = t('viewer.zoom', { percent });
  return (
    <>
      {/* One row at every width: on a phone the buttons show only their sign (their name stays for screen readers)
          and the page and zoom are written short. */}
      <div className={styles.toolbar} role="toolbar" aria-label={t('viewer.toolbar')}>
        <ToolButton
          sign="‹"
          flips
          label={t('viewer.previous')}
          onClick={() => setPage((p) => p - 1)}
          disabled={page <= 1}
        />
        <span aria-live="polite" className={styles.state}>
          <span className={styles.long}>{pageText}</span>
          <span className={styles.short} aria-hidden="true">
            {t('viewer.pageShort', { page, pages })}
          </span>
        </span>
        <ToolButton
          sign="›"
          flips
          label={t('viewer.next')}
          onClick={() => setPage((p) => p + 1)}
          disabled={page >= pages}
        />
        <span className={styles.gap} aria-hidden="true" />
        <ToolButton
          sign="−"
          label={t('viewer.zoomOut')}
          onClick={() => setZoom((z) => z - 1)}
          disabled={zoom <= 0}
        />
        <span aria-live="polite" className={styles.state}>
          <span className={styles.long}>{zoomText}</span>
          <span className={styles.short} aria-hidden="true">
            {t('viewer.zoomShort', { percent })}
          </span>
        </span>
        <ToolButton
          sign="+"
          label={t('viewer.zoomIn')}
          onClick={() => setZoom((z) => z + 1)}
          disabled={zoom >= ZOOMS.length - 1}
        />
        <ToolButton
          sign="1:1"
          label={t('viewer.zoomReset')}
          onClick={() => setZoom(2)}
          disabled={zoom === 2}
        />
      </div>
      <ScrollRegion label={pageText} className={styles.canvasBox}>
        <canvas
          ref={canvas}
          className={styles.canvas}
          role="img"
          aria-label={t('viewer.pageImage', { page, pages, name })}
        />
      </ScrollRegion>
    </>
  );
}

/** A toolbar button: its sign, then its name (hidden on a phone, where the sign alone is shown). `flips`: an arrow that
 * points the other way in a right-to-left page. */
function ToolButton({
  sign,
  label,
  flips = false,
  onClick,
  disabled,
}: {
  sign: string;
  label: string;
  flips?: boolean;
  onClick: () => void;
  disabled: boolean;
}) {
  return (
    <Button variant="secondary" className={styles.tool} onClick={onClick} disabled={disabled} title={label}>
      <span className={flips ? `${styles.sign} ${styles.flips}` : styles.sign} aria-hidden="true">
        {sign}
      </span>
      <span className={styles.long}>{label}</span>
    </Button>
  );
}
