import { z } from 'zod';
import { DECLINE_CATEGORIES } from '../outcome/decline';

// The back office's views of the applications that never reached the review: declined at eligibility, and not
// submitted (still in the journey, or left). Read-only, for reviewers and approvers, each read audited like the queue.

export const APPLICATION_VIEWS = ['declined', 'unsubmitted'] as const;
export const applicationViewSchema = z.enum(APPLICATION_VIEWS);
export type ApplicationView = z.infer<typeof applicationViewSchema>;

/** GET /backoffice/applications (audited as `queue.viewed` with its view). */
export const applicationViewQuerySchema = z.object({
  view: applicationViewSchema,
  q: z.string().max(200).optional().describe('Business name or email, any part, any case'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type ApplicationViewQuery = z.input<typeof applicationViewQuerySchema>;

export const preReviewApplicationSchema = z.object({
  id: z.int(),
  reference: z.string().describe('The reference the applicant is told (ONB-000042)'),
  businessName: z.string(),
  applicantName: z.string(),
  email: z.string(),
  stage: z.string().nullable().describe('Where the journey stopped'),
  superseded: z.boolean().describe('The applicant started a newer application'),
  startedAt: z.string(),
  lastActivityAt: z.string(),
  declined: z
    .object({
      reasons: z.array(z.enum(DECLINE_CATEGORIES)),
      decidedAt: z.string(),
      decidableFrom: z.iso.date().nullable(),
    })
    .nullable(),
});
export type PreReviewApplication = z.infer<typeof preReviewApplicationSchema>;

export const applicationViewResultSchema = z.object({
  applications: z.array(preReviewApplicationSchema).describe('The most recent activity first'),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  counts: z.object({ declined: z.int(), unsubmitted: z.int() }).describe('Under the search, per view'),
});
export type ApplicationViewResult = z.infer<typeof applicationViewResultSchema>;
