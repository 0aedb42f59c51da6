import type { UploadLink } from '@onboarding/shared';

// UPLOAD: a presigned link from the API, the file posted straight to storage with its progress, then the API asked
// to confirm it holds the file. Each failure has its own message (spec section 8), so each step is told apart.

export interface UploadDeps {
  getUploadLink(): Promise<{ link: UploadLink }>;
  directUpload(link: UploadLink, file: Blob, onProgress?: (fraction: number) => void): Promise<void>;
  confirmUpload(timestamp: string): Promise<boolean>;
}

export type UploadOutcome =
  | { ok: true; timestamp: string }
  /** link: no upload link (Error uploading!); storage: the direct POST failed (the 200 MB message); confirm: the
   * API does not hold the file (Something went wrong!). */
  | { ok: false; step: 'link' | 'storage' | 'confirm' };

export async function uploadFile(
  file: Blob,
  deps: UploadDeps,
  onProgress?: (fraction: number) => void,
): Promise<UploadOutcome> {
  let link: UploadLink;
  try {
    ({ link } = await deps.getUploadLink());
  } catch {
    return { ok: false, step: 'link' };
  }
  try {
    await deps.directUpload(link, file, onProgress);
  } catch {
    return { ok: false, step: 'storage' };
  }
  try {
    if (!(await deps.confirmUpload(link.timestamp))) return { ok: false, step: 'confirm' };
  } catch {
    return { ok: false, step: 'confirm' };
  }
  return { ok: true, timestamp: link.timestamp };
}
