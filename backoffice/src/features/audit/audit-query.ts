// The audit log's filters as the address keeps them (`/audit?staffId=…&action=…&from=2026-11-01&to=…&business=…`)
// and as the API reads them: the days are the browser's, so "from 1 November" is local midnight, and "to 30
// November" ends at the local midnight that follows. Pure: the time zone is the runtime's own.

export interface AuditFilters {
  caseId?: number;
  staffId?: string;
  action?: string;
  /** YYYY-MM-DD, a local day. */
  from?: string;
  to?: string;
  business?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const KEYS = ['caseId', 'staffId', 'action', 'from', 'to', 'business'] as const;

/** The filters in an address's query string; malformed values are left out. */
export function parseAuditFilters(search: string): AuditFilters {
  const params = new URLSearchParams(search);
  const filters: AuditFilters = {};
  const caseId = params.get('caseId') ?? '';
  if (/^\d{1,9}$/.test(caseId) && Number(caseId) > 0) filters.caseId = Number(caseId);
  for (const key of ['staffId', 'action', 'business'] as const) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value.slice(0, key === 'business' ? 200 : 64);
  }
  for (const key of ['from', 'to'] as const) {
    const value = params.get(key) ?? '';
    if (DAY.test(value) && localDayStart(value)) filters[key] = value;
  }
  return filters;
}

/** The filters as an address's query string (empty when none). */
export function auditFiltersSearch(filters: AuditFilters): string {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = filters[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Local midnight at the start of `day` (YYYY-MM-DD), or null for a day that does not exist. */
export function localDayStart(day: string): Date | null {
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(y, m - 1, d);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d ? date : null;
}

/** The API's parameters for `filters`: the days as instants (`to` exclusive: the next day's local midnight). */
export function auditApiParams(filters: AuditFilters): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  if (filters.caseId !== undefined) params.caseId = filters.caseId;
  if (filters.staffId) params.staffId = filters.staffId;
  if (filters.action) params.action = filters.action;
  if (filters.business) params.business = filters.business;
  const from = filters.from ? localDayStart(filters.from) : null;
  if (from) params.from = from.toISOString();
  const to = filters.to ? localDayStart(filters.to) : null;
  if (to) params.to = new Date(to.getFullYear(), to.getMonth(), to.getDate() + 1).toISOString();
  return params;
}

/** Whether the period runs backwards (the end day before the start day). */
export const periodBackwards = (filters: AuditFilters): boolean =>
  Boolean(filters.from && filters.to && filters.to < filters.from);
