import { EXCEL_EXTENSIONS, type DocumentKey } from '../schemas/documents';

// The file types each document input takes. The server decides by the bytes (server/src/storage/sniff.ts: PDF,
// images, Office documents, CSV); the browser can only go by the name, which catches the everyday mistakes (an
// executable, a text file) before anything is sent.

/** What the server takes for a document other than the fundraising summary, by extension. */
export const DOCUMENT_EXTENSIONS = [
  'pdf',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'tif',
  'tiff',
  'heic',
  'heif',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'csv',
] as const;

export const extensionsFor = (key: DocumentKey): readonly string[] =>
  key === 'FundraisingSummary' ? EXCEL_EXTENSIONS : DOCUMENT_EXTENSIONS;

const EXCEL_TYPES = [
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel',
];

/** The picker's `accept`: the extensions, plus the media types some mobile pickers filter by instead. */
export function acceptFor(key: DocumentKey): string {
  const extensions = extensionsFor(key).map((ext) => `.${ext}`);
  const types = key === 'FundraisingSummary' ? EXCEL_TYPES : ['application/pdf', 'image/*'];
  return [...extensions, ...types].join(',');
}
