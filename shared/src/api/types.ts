import type { z } from 'zod';
import type {
  apiErrorSchema,
  eligibilityResultSchema,
  eligibilityOutcomeSchema,
  eligibilityDeclineSchema,
  registerResponseSchema,
  runtimeConfigSchema,
  stageFlagsSchema,
  stageSchema,
  transactionSystemSchema,
  updateOnboardingResponseSchema,
  uploadLinkSchema,
  userStatusSchema,
} from '../schemas/responses';

// The answers' types, derived from their schemas (schemas/responses.ts, which the server answers through). Types
// only: nothing here loads zod.

export type Stage = z.infer<typeof stageSchema>;

export type StageFlags = z.infer<typeof stageFlagsSchema>;
export type StageFlag = keyof StageFlags;

export type TransactionSystem = z.infer<typeof transactionSystemSchema>;

export type UserStatus = z.infer<typeof userStatusSchema>;

export type EligibilityResult = z.infer<typeof eligibilityResultSchema>;
export type EligibilityOutcomeAnswer = z.infer<typeof eligibilityOutcomeSchema>;
export type EligibilityDecline = z.infer<typeof eligibilityDeclineSchema>;

export type UploadLink = z.infer<typeof uploadLinkSchema>;

export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export type UpdateOnboardingResponse = z.infer<typeof updateOnboardingResponseSchema>;

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/** Every 4xx body of the API. */
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
