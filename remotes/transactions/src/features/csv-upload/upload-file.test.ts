import type { UploadLink } from '@onboarding/shared';
import { uploadFile, type UploadDeps } from './upload-file';

const link: UploadLink = {
  url: '/api/onboarding/utils/storage-upload',
  fields: { key: 'k' },
  timestamp: '1732240000000',
};
const file = new Blob(['customer_id,amount,start_date,period\n']);

function deps(overrides: Partial<UploadDeps> = {}): UploadDeps {
  return {
    getUploadLink: jest.fn(async () => ({ link })),
    directUpload: jest.fn(async (_l, _f, onProgress) => {
      onProgress?.(0.5);
      onProgress?.(1);
    }),
    confirmUpload: jest.fn(async () => true),
    ...overrides,
  };
}

describe('uploadFile', () => {
  it('link, direct POST with progress, confirmation: the timestamp names the upload', async () => {
    const d = deps();
    const progress: number[] = [];
    await expect(uploadFile(file, d, (f) => progress.push(f))).resolves.toEqual({
      ok: true,
      timestamp: link.timestamp,
    });
    expect(d.directUpload).toHaveBeenCalledWith(link, file, expect.any(Function));
    expect(d.confirmUpload).toHaveBeenCalledWith(link.timestamp);
    expect(progress).toEqual([0.5, 1]);
  });

  it('tells which step failed', async () => {
    const fail = jest.fn(async () => {
      throw new Error('nope');
    });
    await expect(uploadFile(file, deps({ getUploadLink: fail }))).resolves.toEqual({
      ok: false,
      step: 'link',
    });
    const d = deps({ directUpload: fail });
    await expect(uploadFile(file, d)).resolves.toEqual({ ok: false, step: 'storage' });
    expect(d.confirmUpload).not.toHaveBeenCalled();
    await expect(uploadFile(file, deps({ confirmUpload: async () => false }))).resolves.toEqual({
      ok: false,
      step: 'confirm',
    });
    await expect(uploadFile(file, deps({ confirmUpload: fail }))).resolves.toEqual({
      ok: false,
      step: 'confirm',
    });
  });
});
