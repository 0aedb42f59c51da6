import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { S3Storage } from './s3';
import { storageContract } from './test-support/contract';

// Default: s3rver started in this process on 127.0.0.1 with a temp folder. Set S3_CONTRACT_ENDPOINT (with
// S3_CONTRACT_BUCKET, S3_CONTRACT_ACCESS_KEY_ID, S3_CONTRACT_SECRET_ACCESS_KEY) to run the same suite against MinIO
// or S3, where the POST policy is enforced and the refusal cases run too.
const external = process.env.S3_CONTRACT_ENDPOINT;

storageContract(
  external ? `s3 (${external})` : 's3 (s3rver)',
  async () => {
    if (external) {
      const opts = {
        bucket: process.env.S3_CONTRACT_BUCKET ?? 'onboarding',
        region: process.env.S3_CONTRACT_REGION ?? 'us-east-1',
        endpoint: external,
        accessKeyId: process.env.S3_CONTRACT_ACCESS_KEY_ID,
        secretAccessKey: process.env.S3_CONTRACT_SECRET_ACCESS_KEY,
      };
      const storage = new S3Storage(opts);
      return {
        storage,
        resolveUrl: (url) => url,
        presignExpired: (o) => new S3Storage(opts).createPresignedPost({ ...o, expiresInSeconds: -3600 }),
        close: () => storage.close(),
      };
    }
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const S3rver = require('s3rver');
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'onboarding-s3rver-'));
    const server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: 'onboarding-test' }],
    });
    const { port } = await server.run();
    const opts = {
      bucket: 'onboarding-test',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    };
    const storage = new S3Storage(opts);
    return {
      storage,
      resolveUrl: (url) => url,
      presignExpired: (o) => storage.createPresignedPost({ ...o, expiresInSeconds: -3600 }),
      close: async () => {
        await storage.close();
        await server.close();
        fs.rmSync(directory, { recursive: true, force: true });
      },
    };
  },
  { enforcesPostPolicy: Boolean(external) },
);
