// The admin's audit log calls: a page of the filtered log, and the export's address (a plain download: the session
// cookie goes with it, and a GET needs no CSRF token).
import { auditPageSchema } from '@onboarding/shared/backoffice';
import { staffApi, staffFileUrl } from '@onboarding/shared/backoffice/client';
import { auditApiParams, type AuditFilters } from './audit-query';

export async function auditLogPage(filters: AuditFilters, before?: number) {
  const params = { ...auditApiParams(filters), ...(before ? { before } : {}) };
  return auditPageSchema.parse((await staffApi.get('/audit', { params })).data);
}

export function auditExportUrl(filters: AuditFilters, format: 'csv' | 'jsonl'): string {
  const params = new URLSearchParams({ format });
  for (const [key, value] of Object.entries(auditApiParams(filters))) params.set(key, String(value));
  return staffFileUrl(`/audit/export?${params.toString()}`);
}
