import {
  QUEUE_SORT_KEYS,
  SORT_DIRECTIONS,
  type QueueSortKey,
  type SortDirection,
} from '@onboarding/shared/backoffice';
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
  /** Saved view "Awaiting my approval". */
  awaiting?: 'me';
  /** Saved view "Applicant replied". */
  replied?: 'yes';
  /** Absent: the server's default, the time left (`due`), ascending. */
  sort?: QueueSortKey;
  dir?: SortDirection;
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
  if (params.get('awaiting') === 'me') filters.awaiting = 'me';
  if (params.get('replied') === 'yes') filters.replied = 'yes';
  const sort = params.get('sort');
  if (sort && (QUEUE_SORT_KEYS as readonly string[]).includes(sort)) filters.sort = sort as QueueSortKey;
  const dir = params.get('dir');
  if (dir && (SORT_DIRECTIONS as readonly string[]).includes(dir)) filters.dir = dir as SortDirection;
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
    'awaiting',
    'replied',
    'sort',
    'dir',
  ] as const;
  for (const key of order) {
    const value = filters[key];
    if (value !== undefined && value !== '') out[key] = value;
  }
  out.page = filters.page;
  out.pageSize = PAGE_SIZE;
  return out;
}

/** How many filters are set (the page, the order and the saved views are not): the folded "Filters" button says it. */
export function countActiveFilters(filters: QueueFilters): number {
  const notFilters = ['page', 'sort', 'dir', 'awaiting', 'replied'];
  return Object.entries(filters).filter(
    ([key, value]) => !notFilters.includes(key) && value !== undefined && value !== '',
  ).length;
}

// ---- Sorting ------------------------------------------------------------------------------------------------------

export const DEFAULT_SORT: QueueSortKey = 'due';

/** The order the rows are in: the address's, or the server's default (the time left, soonest first). */
export function currentSort(filters: QueueFilters): { key: QueueSortKey; dir: SortDirection } {
  return { key: filters.sort ?? DEFAULT_SORT, dir: filters.dir ?? 'asc' };
}

/**
 * The filters once the reader sorts by `key`: the same column again turns the order round, another starts
 * ascending; back on the first page (the rows before it are others now). The default order is written as nothing.
 */
export function sortBy(filters: QueueFilters, key: QueueSortKey): QueueFilters {
  const now = currentSort(filters);
  const dir: SortDirection = now.key === key && now.dir === 'asc' ? 'desc' : 'asc';
  return withSort(filters, key, dir);
}

/** The filters ordered by `key` in `dir`, on the first page. */
export function withSort(filters: QueueFilters, key: QueueSortKey, dir: SortDirection): QueueFilters {
  const next: QueueFilters = { ...filters, page: 1, sort: key, dir };
  if (key === DEFAULT_SORT) delete next.sort;
  if (dir === 'asc') delete next.dir;
  return next;
}

/** The column header's aria-sort: only the column the rows are ordered by has one. */
export function ariaSort(filters: QueueFilters, key: QueueSortKey): 'ascending' | 'descending' | undefined {
  const now = currentSort(filters);
  if (now.key !== key) return undefined;
  return now.dir === 'asc' ? 'ascending' : 'descending';
}

// ---- Saved views --------------------------------------------------------------------------------------------------

/** The saved views: links that set the query, so each is bookmarkable and shareable like any filter. */
export const SAVED_VIEWS = ['all', 'mine', 'approval', 'replied'] as const;
export type SavedView = (typeof SAVED_VIEWS)[number];

const VIEW_FILTERS: Record<SavedView, Omit<QueueFilters, 'page'>> = {
  all: {},
  mine: { assignee: 'me' },
  approval: { awaiting: 'me' },
  replied: { replied: 'yes' },
};

/** The address of a saved view: its filter alone, keeping the reader's order. */
export function savedViewPath(view: SavedView, filters: QueueFilters = { page: 1 }): string {
  const { sort, dir } = filters;
  return `/cases${formatQueueQuery({ ...VIEW_FILTERS[view], ...(sort ? { sort } : {}), ...(dir ? { dir } : {}), page: 1 })}`;
}

/** The saved view the filters are exactly (the order aside), or null when the reader filtered otherwise. */
export function currentSavedView(filters: QueueFilters): SavedView | null {
  const { sort: _sort, dir: _dir, page: _page, ...rest } = filters;
  const set = Object.entries(rest).filter(([, value]) => value !== undefined && value !== '');
  const matches = (view: SavedView) => {
    const wanted = Object.entries(VIEW_FILTERS[view]);
    return wanted.length === set.length && wanted.every(([k, v]) => rest[k as keyof typeof rest] === v);
  };
  return SAVED_VIEWS.find(matches) ?? null;
}

/** Below 48rem (768 px, the shell's breakpoint) the queue's filters fold behind a button. */
export const COMPACT_QUERY = '(max-width: 47.99rem)';
