import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import errors from '../plugins/errors';
import storageUpload from '../routes/uploads/storage-upload';
import { LOCAL_UPLOAD_PATH } from '.';
import { LocalStorage } from './local';
import { storageContract } from './test-support/contract';

storageContract(
  'local',
  async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'onboarding-storage-'));
    const secret = Buffer.alloc(32, 3);
    const storage = new LocalStorage({ root, secret, postUrl: LOCAL_UPLOAD_PATH });
    // The upload endpoint as the API serves it: the real route and error handler, nothing else.
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorate('storage', storage);
    await app.register(errors);
    await app.register(storageUpload, { prefix: '/api' });
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const hourAgo = new LocalStorage({
      root,
      secret,
      postUrl: LOCAL_UPLOAD_PATH,
      now: () => new Date(Date.now() - 60 * 60 * 1000),
    });
    return {
      storage,
      resolveUrl: (url) => new URL(url, base).toString(),
      presignExpired: (opts) => hourAgo.createPresignedPost({ ...opts, expiresInSeconds: 60 }),
      close: async () => {
        await app.close();
        fs.rmSync(root, { recursive: true, force: true });
      },
    };
  },
  { enforcesPostPolicy: true },
);
