import type { AuditEntryView } from '@onboarding/shared/backoffice';

// The audit log's export formats: CSV for a spreadsheet, JSON lines for a script. Times in UTC (ISO 8601), the
// detail as JSON. A CSV cell a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) starts
// with an apostrophe instead (OWASP's CSV injection advice): an entry's detail holds what applicants and staff typed.

export const AUDIT_CSV_COLUMNS = [
  'id',
  'at',
  'caseId',
  'business',
  'actor',
  'staffEmail',
  'staffId',
  'targetEmail',
  'ip',
  'action',
  'detail',
] as const;

const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: neutralised if a spreadsheet would read it as a formula, quoted when it needs to be. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const auditLogCsvHeader = (): string => `${AUDIT_CSV_COLUMNS.join(',')}\r\n`;

export function auditLogCsvLine(entry: AuditEntryView): string {
  const cells = [
    entry.id,
    entry.at,
    entry.caseId,
    entry.business,
    entry.actor,
    entry.staff?.email,
    entry.staff?.id,
    entry.target?.email,
    entry.ip,
    entry.action,
    JSON.stringify(entry.detail),
  ];
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** One JSON object per line, the entry as the back office's API gives it. */
export const auditLogJsonLine = (entry: AuditEntryView): string => `${JSON.stringify(entry)}\n`;
