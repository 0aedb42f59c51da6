import { useTranslation } from '@onboarding/shared';
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
 * One document per instance (the viewer keys it by document). A PDF drawn page by page on a canvas with pdf.js: previous/next page, zoom out/in/actual size. Loaded lazily (this
 * module and pdf.js are their own chunks), only when a reviewer opens a PDF.
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
  return (
    <>
      <div className={styles.row} role="toolbar" aria-label={t('viewer.toolbar')}>
        <Button variant="secondary" onClick={() => setPage((p) => p - 1)} disabled={page <= 1}>
          {t('viewer.previous')}
        </Button>
        <span aria-live="polite">{pageText}</span>
        <Button variant="secondary" onClick={() => setPage((p) => p + 1)} disabled={page >= pages}>
          {t('viewer.next')}
        </Button>
        <Button variant="secondary" onClick={() => setZoom((z) => z - 1)} disabled={zoom <= 0}>
          {t('viewer.zoomOut')}
        </Button>
        <span aria-live="polite">{t('viewer.zoom', { percent: Math.round(ZOOMS[zoom] * 100) })}</span>
        <Button variant="secondary" onClick={() => setZoom((z) => z + 1)} disabled={zoom >= ZOOMS.length - 1}>
          {t('viewer.zoomIn')}
        </Button>
        <Button variant="link" onClick={() => setZoom(2)} disabled={zoom === 2}>
          {t('viewer.zoomReset')}
        </Button>
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
