import { z } from 'zod';

/** The answers of liveness and readiness, in the API and in the integration service. */
export const liveSchema = z.object({ status: z.literal('ok') });
export const readySchema = z.object({ status: z.literal('ready') });
