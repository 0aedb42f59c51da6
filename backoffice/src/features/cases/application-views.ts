import {
  APPLICATION_VIEWS,
  applicationViewResultSchema,
  staffQueryKey,
  type ApplicationView,
} from '@onboarding/shared/backoffice';
import { staffApi } from '@onboarding/shared/backoffice/client';

// The queue's views beyond the submitted cases: /cases?view=declined and /cases?view=unsubmitted, with the search
// and the page in the address like the queue's filters. Read-only lists of applications the review never received.

export const VIEW_PAGE_SIZE = 25;

export interface ViewFilters {
  view: ApplicationView;
  q?: string;
  page: number;
}

/** The view the address asks for; null for the submitted cases (the queue itself). */
export function viewFilters(search: string): ViewFilters | null {
  const params = new URLSearchParams(search);
  const view = params.get('view');
  if (!view || !(APPLICATION_VIEWS as readonly string[]).includes(view)) return null;
  const q = params.get('q')?.trim().slice(0, 200);
  const page = Number(params.get('page'));
  return {
    view: view as ApplicationView,
    ...(q ? { q } : {}),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address of a view's page: /cases?view=…&q=…&page=…. */
export function viewPath(filters: ViewFilters): string {
  const params = new URLSearchParams({ view: filters.view });
  if (filters.q) params.set('q', filters.q);
  if (filters.page > 1) params.set('page', String(filters.page));
  return `/cases?${params.toString()}`;
}

export const viewKey = (filters: ViewFilters) => staffQueryKey('/applications', { ...filters });

/** GET /backoffice/applications. */
export async function listApplications(filters: ViewFilters) {
  const params = { ...filters, pageSize: VIEW_PAGE_SIZE };
  return applicationViewResultSchema.parse((await staffApi.get('/applications', { params })).data);
}
