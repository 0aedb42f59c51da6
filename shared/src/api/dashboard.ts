import type { AxiosProgressEvent } from 'axios';
import type {
  ApplicationAnswer,
  Dashboard,
  DashboardApplication,
  DeletionResponse,
  InformationBody,
} from '../dashboard/schemas';
import { apiClient } from './http';
import type { ProgressHandler } from './uploads';

// One typed function per call of the applicant's dashboard (`@onboarding/shared/dashboard`). Every call but the
// two sign-in ones goes with the session token (the shared client's interceptor adds it).

function fractionOf(onProgress?: ProgressHandler) {
  if (!onProgress) return undefined;
  return (e: AxiosProgressEvent) => {
    // A download the server streams without a length reports no total: the caller shows it as under way.
    const fraction = e.total ? e.loaded / e.total : (e.progress ?? 0);
    onProgress(Math.min(1, Math.max(0, fraction)));
  };
}

/** POST /dashboard/sign-in-link: the same answer whether the address is known or not. */
export async function requestSignInLink(body: {
  email: string;
  captcha: string;
}): Promise<{ message: string }> {
  const api = await apiClient();
  return (await api.post<{ message: string }>('/dashboard/sign-in-link', body)).data;
}

/** POST /dashboard/session: the mailed link's secret, exchanged once for a session token. */
export async function openDashboardSession(link: string): Promise<{ token: string }> {
  const api = await apiClient();
  return (await api.post<{ token: string }>('/dashboard/session', { link })).data;
}

/** GET /dashboard/applications, never from a cache (a status changes while the page is open). */
export async function getDashboard(): Promise<Dashboard> {
  const api = await apiClient();
  return (await api.get<Dashboard>('/dashboard/applications', { headers: { 'Cache-Control': 'no-cache' } }))
    .data;
}

/** POST /dashboard/applications/:id/information: the requested documents (data URLs) and an optional reply. */
export async function provideInformation(
  id: number,
  body: InformationBody,
  onProgress?: ProgressHandler,
): Promise<ApplicationAnswer> {
  const api = await apiClient();
  return (
    await api.post<ApplicationAnswer>(`/dashboard/applications/${id}/information`, body, {
      onUploadProgress: fractionOf(onProgress),
      // Documents of up to 20 MB each may take longer than the API's usual timeout on a slow line.
      timeout: 0,
    })
  ).data;
}

async function download(path: string, onProgress?: ProgressHandler): Promise<Blob> {
  const api = await apiClient();
  const res = await api.get<Blob>(path, {
    responseType: 'blob',
    headers: { Accept: '*/*' },
    timeout: 0,
    onDownloadProgress: fractionOf(onProgress),
  });
  return res.data;
}

/** GET /dashboard/applications/:id/offer/letter: the offer letter PDF (authenticated, so fetched, not linked). */
export function downloadOfferLetter(id: number, onProgress?: ProgressHandler): Promise<Blob> {
  return download(`/dashboard/applications/${id}/offer/letter`, onProgress);
}

/** POST /dashboard/applications/:id/offer/accept: the version read and the full name typed as signature. */
export async function acceptOffer(
  id: number,
  body: { version: number; signature: string },
): Promise<DashboardApplication> {
  const api = await apiClient();
  return (await api.post<ApplicationAnswer>(`/dashboard/applications/${id}/offer/accept`, body)).data
    .application;
}

/** POST /dashboard/applications/:id/offer/decline, with an optional reason. */
export async function declineOffer(
  id: number,
  body: { version: number; reason?: string },
): Promise<DashboardApplication> {
  const api = await apiClient();
  return (await api.post<ApplicationAnswer>(`/dashboard/applications/${id}/offer/decline`, body)).data
    .application;
}

/** GET /dashboard/export: everything held about the applicant, as a ZIP. */
export function exportMyData(onProgress?: ProgressHandler): Promise<Blob> {
  return download('/dashboard/export', onProgress);
}

/** POST /dashboard/deletion: erases the applicant's data but what the retention policy keeps; the session ends. */
export async function requestDeletion(): Promise<DeletionResponse> {
  const api = await apiClient();
  return (await api.post<DeletionResponse>('/dashboard/deletion', { confirm: 'DELETE' })).data;
}
