import type { AccountingUploadPayload, OAuthSecret } from '../schemas/accounting';
import { HTTP_TIMEOUT_MS } from '../constants/limits';
import { apiClient } from './http';
import { getRuntimeConfig } from './config';

export interface InlineFile {
  name: string;
  /** data URL */
  content: string;
}

/** POST /onboarding/utils/excel-sheets: the workbook's sheet names. */
export async function excelSheets(file: InlineFile): Promise<{ sheets: string[] }> {
  const api = await apiClient();
  return (await api.post<{ sheets: string[] }>('/onboarding/utils/excel-sheets', { file })).data;
}

/** POST /onboarding/utils/excel-sheet-rows: the rows of one sheet. */
export async function excelSheetRows(body: {
  sheetName: string;
  file: InlineFile;
}): Promise<{ rows: unknown[][] }> {
  const api = await apiClient();
  return (await api.post<{ rows: unknown[][] }>('/onboarding/utils/excel-sheet-rows', body)).data;
}

/** POST /onboarding/accounting-upload: the monthly management accounts. */
export async function accountingUpload(body: AccountingUploadPayload): Promise<unknown> {
  const api = await apiClient();
  return (await api.post('/onboarding/accounting-upload', body)).data;
}

/**
 * POST {integrationUrl}/oauth/code on the integration service; `data` is the provider's
 * consent URL the browser is sent to.
 */
export async function oauthCode(body: { secret: OAuthSecret }): Promise<{ data: string }> {
  const api = await apiClient();
  const { integrationUrl } = await getRuntimeConfig();
  // An empty baseURL keeps '/oauth/code' on this origin instead of under /api.
  const res = await api.post<{ data: string }>('/oauth/code', body, {
    baseURL: integrationUrl,
    timeout: HTTP_TIMEOUT_MS,
  });
  return res.data;
}
