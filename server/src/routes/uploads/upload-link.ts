import { MAX_CSV_BYTES, uploadLinkResponseSchema } from '@onboarding/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import crypto from 'node:crypto';
import { z } from 'zod';
import { and, count, eq, gt } from 'drizzle-orm';
import { uploads } from '../../db/schema';
import { tooManyRequests } from '../../lib/http-error';
import { lockApplication, requireStep } from '../../lifecycle/application';
import { errorResponses } from '../../plugins/errors';

/** Long enough to pick a 200 MB file and start sending it on a slow line; storage checks expiry at the start. */
export const UPLOAD_LINK_TTL_SECONDS = 60 * 60;

/** Links one application may ask for per hour: a few files and retries, not a way to fill the storage. */
export const MAX_UPLOAD_LINKS_PER_HOUR = 10;
export const TOO_MANY_LINKS = 'You have started too many uploads. Please wait a while before trying again.';

/**
 * The file's own name, as the browser knows it: what the reviewer reads and the name of their download. Optional (a
 * client that sends none still uploads); the input guard has already refused control and direction characters.
 */
export const uploadLinkQuerySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1)
    .max(255, 'The file name must be at most 255 characters long.')
    .optional()
    .describe('The name of the file about to be uploaded (e.g. transactions.csv)'),
});

const uploadPrefix = (applicationId: number) => `applications/${applicationId}/uploads/`;

/**
 * GET /api/onboarding/utils/upload-link → { link: { url, fields, timestamp } }. A signed form policy for one
 * direct upload (the transactions CSV, up to 200 MB) to a generated key under the application's prefix; the
 * timestamp names the upload for confirm-upload and custom-upload. Only at the transactions step: a link costs
 * storage, so it is not given out of order. `?name=` records the file's own name for the review team.
 */
export default async function uploadLink(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/onboarding/utils/upload-link',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'A signed form policy for one direct upload of the transactions CSV',
        tags: ['uploads'],
        security: [{ session: [] }],
        querystring: uploadLinkQuerySchema,
        response: { 200: uploadLinkResponseSchema, ...errorResponses(400, 401, 409, 429, 503) },
      },
    },
    async (request) => {
      const { applicationId, applicantId } = request.session;
      const originalName = request.query.name ?? null;
      await requireStep(app, applicationId, 'transactions');
      const prefix = uploadPrefix(applicationId);
      const expiresAt = new Date(Date.now() + UPLOAD_LINK_TTL_SECONDS * 1000);
      // Under the application's row lock, so concurrent requests cannot all pass the count.
      const issued = await app.db.transaction(async (tx) => {
        await lockApplication(tx, applicationId);
        const [recent] = await tx
          .select({ n: count() })
          .from(uploads)
          .where(
            and(
              eq(uploads.applicationId, applicationId),
              gt(uploads.createdAt, new Date(Date.now() - 3600_000)),
            ),
          );
        if (recent.n >= MAX_UPLOAD_LINKS_PER_HOUR) throw tooManyRequests(TOO_MANY_LINKS);
        // Timestamps are unique per application; two links asked in the same millisecond take the next one.
        for (let attempt = 0; attempt < 10; attempt++) {
          const timestamp = String(Date.now() + attempt);
          const key = `${prefix}${timestamp}-${crypto.randomBytes(8).toString('hex')}`;
          const inserted = await tx
            .insert(uploads)
            .values({ applicationId, timestamp, key, originalName, maxBytes: MAX_CSV_BYTES, expiresAt })
            .onConflictDoNothing()
            .returning({ id: uploads.id });
          if (inserted.length) return { timestamp, key };
        }
        throw new Error('no free upload timestamp');
      });
      const post = await app.storage.createPresignedPost({
        key: issued.key,
        keyPrefix: prefix,
        minBytes: 1,
        maxBytes: MAX_CSV_BYTES,
        expiresInSeconds: UPLOAD_LINK_TTL_SECONDS,
      });
      await app.audit({
        applicationId,
        applicantId,
        action: 'upload.link_issued',
        detail: { timestamp: issued.timestamp, key: issued.key },
      });
      return { link: { url: post.url, fields: post.fields, timestamp: issued.timestamp } };
    },
  );
}
