import { REVIEW_STATUSES, type ReviewStatus } from '@onboarding/shared/constants';

// The queue's filters live in the address (/cases?status=IN_REVIEW&assignee=me&page=2), so a view can be shared and
// survives a reload. Pure: the address's query string ⇄ the filters ⇄ the API's query (queueQuerySchema).

export interface QueueFilters {
  status?: ReviewStatus;
  /** A staff id, `me` or `none`; absent: anyone. */
  assignee?: string;
  businessType?: string;
  country?: string;
  /** Whole US dollars. */
  minAmount?: number;
  maxAmount?: number;
  /** YYYY-MM-DD */
  submittedFrom?: string;
  submittedTo?: string;
  q?: string;
  page: number;
}

export const PAGE_SIZE = 25;

const TEXT_KEYS = ['assignee', 'businessType', 'country', 'submittedFrom', 'submittedTo', 'q'] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function wholeNumber(raw: string | null): number | undefined {
  if (raw === null || !/^\d{1,15}$/.test(raw.trim())) return undefined;
  return Number(raw.trim());
}

/** The filters a query string holds; anything malformed is dropped, never an error (a shared link may be old). */
export function parseQueueQuery(search: string): QueueFilters {
  const params = new URLSearchParams(search);
  const filters: QueueFilters = { page: 1 };
  const status = params.get('status');
  if (status && (REVIEW_STATUSES as readonly string[]).includes(status))
    filters.status = status as ReviewStatus;
  for (const key of TEXT_KEYS) {
    const value = params.get(key)?.trim();
    if (!value) continue;
    if ((key === 'submittedFrom' || key === 'submittedTo') && !DATE.test(value)) continue;
    filters[key] = value.slice(0, key === 'q' ? 200 : 64);
  }
  const min = wholeNumber(params.get('minAmount'));
  const max = wholeNumber(params.get('maxAmount'));
  if (min !== undefined) filters.minAmount = min;
  if (max !== undefined) filters.maxAmount = max;
  const page = wholeNumber(params.get('page'));
  if (page !== undefined && page >= 1) filters.page = page;
  return filters;
}

/** The query string for `filters` (with "?", or "" when nothing is set), in a stable order. */
export function formatQueueQuery(filters: QueueFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(toQueueParams(filters))) {
    if (key === 'pageSize' || (key === 'page' && value === 1)) continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The API's query (GET /backoffice/cases): only what is set, with the page size. */
export function toQueueParams(filters: QueueFilters): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  const order = [
    'status',
    'assignee',
    'businessType',
    'country',
    'minAmount',
    'maxAmount',
    'submittedFrom',
    'submittedTo',
    'q',
  ] as const;
  for (const key of order) {
    const value = filters[key];
    if (value !== undefined && value !== '') out[key] = value;
  }
  out.page = filters.page;
  out.pageSize = PAGE_SIZE;
  return out;
}

/** How many filters are set (the page is not one): the folded "Filters" button says it on a phone. */
export function countActiveFilters(filters: QueueFilters): number {
  return Object.entries(filters).filter(
    ([key, value]) => key !== 'page' && value !== undefined && value !== '',
  ).length;
}

/** Below 48rem (768 px, the shell's breakpoint) the queue's filters fold behind a button. */
export const COMPACT_QUERY = '(max-width: 47.99rem)';
