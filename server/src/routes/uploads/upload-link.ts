import { MAX_CSV_BYTES, uploadLinkResponseSchema } from '@onboarding/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import crypto from 'node:crypto';
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

const uploadPrefix = (applicationId: number) => `applications/${applicationId}/uploads/`;

/**
 * GET /api/onboarding/utils/upload-link → { link: { url, fields, timestamp } }. A signed form policy for one
 * direct upload (the transactions CSV, up to 200 MB) to a generated key under the application's prefix; the
 * timestamp names the upload for confirm-upload and custom-upload. Only at the transactions step: a link costs
 * storage, so it is not given out of order.
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
        response: { 200: uploadLinkResponseSchema, ...errorResponses(401, 409, 429, 503) },
      },
    },
    async (request) => {
      const { applicationId, applicantId } = request.session;
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
            .values({ applicationId, timestamp, key, maxBytes: MAX_CSV_BYTES, expiresAt })
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
