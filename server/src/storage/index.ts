import path from 'node:path';
import type { Config } from '../config';
import { readOrCreateSecret } from '../lib/secret-file';
import { LocalStorage } from './local';
import type { ObjectStorage } from './types';

export * from './types';
export { isUnderPrefix, isValidKey } from './keys';
export { LocalStorage } from './local';

/** Where the browser posts upload forms when the local driver is in use (same origin, through the shell's proxy). */
export const LOCAL_UPLOAD_PATH = '/api/onboarding/utils/storage-upload';

/** S3 when S3_BUCKET is set (with S3_ENDPOINT for MinIO and friends), otherwise local disk under DATA_DIR/storage. */
export async function createStorage(
  config: Pick<
    Config,
    | 'dataDir'
    | 'S3_BUCKET'
    | 'S3_ENDPOINT'
    | 'S3_REGION'
    | 'S3_ACCESS_KEY_ID'
    | 'S3_SECRET_ACCESS_KEY'
    | 'S3_PUBLIC_URL'
  >,
): Promise<ObjectStorage> {
  if (config.S3_BUCKET) {
    // Loaded only when used: the AWS SDK is large and slows the start of the embedded setup for nothing.
    const { S3Storage } = await import('./s3');
    return new S3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      publicUrl: config.S3_PUBLIC_URL,
    });
  }
  return new LocalStorage({
    root: path.join(config.dataDir, 'storage'),
    secret: await readOrCreateSecret(config.dataDir, 'storage-post-key'),
    postUrl: LOCAL_UPLOAD_PATH,
  });
}
