import type { DocumentInitParameters, PDFDocumentProxy } from 'pdfjs-dist/types/src/display/api';

// pdf.js, loaded only when a reviewer opens a PDF (its own chunk, with its worker beside it in this remote's dist).
//
// Security: pdfjs-dist 6.5.438. CVE-2024-4367 (GHSA-wgrm-67xf-hhpq, arbitrary JavaScript through a crafted font)
// is fixed from 4.2.67, which removed the eval path; `isEvalSupported: false` is still passed so that a downgrade to an
// affected version stays safe. GHSA-hq66-cqwq-w95j / CVE-2026-16633 (5.6.83 through 6.1.x, scripting) is fixed in
// 6.2.108; this viewer never enables scripting anyway (no PDFScriptingManager, no sandbox). XFA forms are off, and the
// WebAssembly decoders are not used, so the page's CSP needs no 'wasm-unsafe-eval'.

type PdfJs = typeof import('pdfjs-dist');

let loading: Promise<PdfJs> | null = null;

export function pdfjs(): Promise<PdfJs> {
  loading ??= import(/* webpackChunkName: "pdfjs" */ 'pdfjs-dist').then((lib) => {
    // Emitted as an asset of this remote and resolved against this remote's own URL (publicPath 'auto'). On another
    // origin (the back office), pdf.js starts it through a blob: module worker that imports it from here.
    lib.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).href;
    return lib;
  });
  return loading;
}

export interface OpenedPdf {
  pdf: PDFDocumentProxy;
  /** Ends the document and its worker's share of work (the loading task owns both). */
  close(): Promise<void>;
}

/** Opens a PDF from its bytes (fetched with the staff session; pdf.js itself fetches nothing). */
export async function openPdf(data: Uint8Array): Promise<OpenedPdf> {
  const { getDocument } = await pdfjs();
  const params: DocumentInitParameters & { isEvalSupported: boolean } = {
    data,
    isEvalSupported: false,
    enableXfa: false,
    useWasm: false,
    stopAtErrors: false,
  };
  const task = getDocument(params);
  return { pdf: await task.promise, close: () => task.destroy() };
}

export type { PDFDocumentProxy };
