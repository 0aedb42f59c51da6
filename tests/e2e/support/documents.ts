import * as XLSX from '@e965/xlsx';
import zlib from 'node:zlib';
import type { APIRequestContext } from '@playwright/test';

// Documents for /financials, made at run time: small real files the server's content check accepts (a PDF, an XLSX
// workbook), the refusals the browser and the server must catch, and an API shortcut past the documents step.

export interface SampleFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

const pdfText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);

/** A one-page PDF with `title` written on it, with a correct cross-reference table. */
export function samplePdf(name = 'document.pdf', title = name): SampleFile {
  const content = `BT /F1 18 Tf 72 720 Td (${pdfText(title)}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(pdf, 'latin1') };
}

/** A `width`×`height` PNG of one colour (a scanned page, as far as the viewer is concerned). */
export function samplePng(name = 'scan.png', width = 120, height = 80): SampleFile {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([0x0f, 0x76, 0x6e]))]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer };
}

/** A fundraising summary workbook (.xlsx) with one sheet of rounds. */
export function sampleXlsx(name = 'Fundraising summary.xlsx'): SampleFile {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    wb,
    XLSX.utils.aoa_to_sheet([
      ['Round', 'Date', 'Raised (USD)'],
      ['Pre-Seed', '2021-02', 250000],
      ['Seed', '2022-06', 1250000],
    ]),
    'Rounds',
  );
  return {
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer,
  };
}

/** A file of exactly `bytes` bytes that starts like a PDF (the browser refuses it on size before reading it). */
export function oversizedPdf(bytes: number, name = 'Large scan.pdf'): SampleFile {
  const buffer = Buffer.alloc(bytes, 0x20);
  buffer.write('%PDF-1.4\n', 0, 'latin1');
  return { name, mimeType: 'application/pdf', buffer };
}

/** A Windows executable named like a PDF: only the server's content check can tell. */
export function disguisedExecutable(name = 'cap-table.pdf'): SampleFile {
  const buffer = Buffer.alloc(1024);
  buffer.write('MZ', 0, 'latin1');
  return { name, mimeType: 'application/pdf', buffer };
}

export const dataUrl = (file: SampleFile) => `data:${file.mimeType};base64,${file.buffer.toString('base64')}`;

/** The three required documents (the audited statements are optional). */
export function requiredDocuments(): Record<'Registration' | 'CapTable' | 'FundraisingSummary', SampleFile> {
  return {
    Registration: samplePdf('Certificate of incorporation.pdf', 'Holding company registration'),
    CapTable: samplePdf('Cap table.pdf', 'Cap table'),
    FundraisingSummary: sampleXlsx(),
  };
}

/**
 * Stores the required documents through the API for the applicant of `token` (eligibility passed), as /financials
 * does: the application then has FINANCIALS true and stage TRANSACTION, and the session check routes it to
 * /subscriptions (or, after entertainment_eligible, /accounting). Returns the server's answer.
 */
export async function uploadDocuments(
  request: APIRequestContext,
  token: string,
  files: Partial<Record<string, SampleFile>> = requiredDocuments(),
): Promise<{ stage: string; documents: { kind: string; name: string; size: number; mime: string }[] }> {
  const body: Record<string, { name: string; content: string }> = {};
  for (const [key, file] of Object.entries(files))
    if (file) body[key] = { name: file.name, content: dataUrl(file) };
  const res = await request.post('/api/onboarding/financial-upload', {
    headers: { authorization: `Bearer ${token}` },
    data: { files: body },
  });
  if (!res.ok())
    throw new Error(`POST /api/onboarding/financial-upload answered ${res.status()}: ${await res.text()}`);
  return res.json();
}
