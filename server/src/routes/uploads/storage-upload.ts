import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError, notFound } from '../../lib/http-error';
import { errorResponses } from '../../plugins/errors';
import { isStorageError } from '../../storage';

const MB = 1024 * 1024;

/** The spec's wording for an oversize direct upload, for whatever limit the link's policy set (200 MB for CSV). */
export const tooLargeMessage = (maxBytes: number) =>
  `The uploaded file is too large. The maximum file size allowed is ${Math.floor(maxBytes / MB)} MB.`;

/**
 * POST /api/onboarding/utils/storage-upload: the local driver's stand-in for an S3 bucket's upload endpoint. No
 * session is needed, exactly as with S3: the signed policy from upload-link is the permission, and it names the
 * one key, the size range and the expiry. With the S3 driver the browser posts to the bucket and this answers 404.
 */
export default async function storageUpload(app: FastifyInstance) {
  // The driver streams the multipart body itself; Fastify must neither buffer it nor apply its JSON body limit.
  app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));

  // Under the /api prefix this is storage's LOCAL_UPLOAD_PATH, the URL upload-link returns for the local driver.
  app.post(
    '/onboarding/utils/storage-upload',
    {
      schema: {
        summary:
          "The local storage driver's form upload (multipart, the signed policy of upload-link); 404 with S3",
        tags: ['uploads'],
        response: { 204: z.null().describe('Stored'), ...errorResponses(403, 404, 413, 503) },
      },
    },
    async (request, reply) => {
      if (!app.storage.receivePost) throw notFound();
      try {
        const stored = await app.storage.receivePost(request.raw);
        request.log.info({ key: stored.key, size: stored.size }, 'direct upload stored');
      } catch (err) {
        throw toHttpError(err);
      }
      return reply.status(204).send();
    },
  );
}

function toHttpError(err: unknown): unknown {
  if (!isStorageError(err)) return err;
  switch (err.code) {
    case 'EntityTooLarge':
      return new HttpError(413, tooLargeMessage(err.limit ?? 0));
    case 'AccessDenied':
    case 'PolicyExpired':
      return new HttpError(403, err.message);
    default:
      return new HttpError(400, err.message);
  }
}
