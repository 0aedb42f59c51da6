import type { AxiosProgressEvent } from 'axios';
import type { FinancialFiles } from '../schemas/documents';
import type { CustomUploadPayload } from '../schemas/transactions';
import { apiClient, loadHttp } from './http';
import type { UploadLink } from './types';

export type ProgressHandler = (fraction: number) => void;

function progress(onProgress?: ProgressHandler) {
  if (!onProgress) return undefined;
  return (e: AxiosProgressEvent) => {
    const fraction = e.total ? e.loaded / e.total : (e.progress ?? 0);
    onProgress(Math.min(1, Math.max(0, fraction)));
  };
}

/** GET /onboarding/utils/upload-link: a presigned POST for one file (`name`, the file's own, kept for the review). */
export async function getUploadLink(name?: string): Promise<{ link: UploadLink }> {
  const api = await apiClient();
  const params = name ? { name } : undefined;
  return (await api.get<{ link: UploadLink }>('/onboarding/utils/upload-link', { params })).data;
}

/**
 * Form POST of the file straight to storage: the signed fields, acl=private, then the file
 * (S3 ignores anything after the file field). Resolves on 204 only.
 * Not through `api`: the session token must not travel to the storage host, and a 200 MB file
 * may take longer than the API's 60 s timeout.
 */
export async function directUpload(
  link: UploadLink,
  file: Blob,
  onProgress?: ProgressHandler,
): Promise<void> {
  const form = new FormData();
  for (const [key, value] of Object.entries(link.fields)) form.append(key, value);
  if (!('acl' in link.fields)) form.append('acl', 'private');
  form.append('file', file);
  const { axios } = await loadHttp();
  await axios.post(link.url, form, {
    timeout: 0,
    validateStatus: (status) => status === 204,
    onUploadProgress: progress(onProgress),
  });
}

/** GET /onboarding/utils/confirm-upload?timestamp=…; true when storage holds the file. */
export async function confirmUpload(timestamp: string): Promise<boolean> {
  const api = await apiClient();
  const { data } = await api.get<unknown>('/onboarding/utils/confirm-upload', { params: { timestamp } });
  if (data && typeof data === 'object' && 'confirmed' in data)
    return Boolean((data as { confirmed: unknown }).confirmed);
  return Boolean(data);
}

/** POST /onboarding/custom-upload: the CSV's mapping once the file is in storage. */
export async function customUpload(payload: CustomUploadPayload): Promise<unknown> {
  const api = await apiClient();
  return (await api.post('/onboarding/custom-upload', payload)).data;
}

/** POST /onboarding/financial-upload: the documents as data URLs. */
export async function financialUpload(
  body: { files: FinancialFiles },
  onProgress?: ProgressHandler,
): Promise<unknown> {
  const api = await apiClient();
  return (await api.post('/onboarding/financial-upload', body, { onUploadProgress: progress(onProgress) }))
    .data;
}
