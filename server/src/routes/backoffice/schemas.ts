import { z } from 'zod';
import { STAFF_MESSAGES, STAFF_ROLES } from '../../staff/accounts';

// The back office's bodies (server only). Limits are generous against the policy (password.ts checks it on
// enrolment) but bounded, so nothing huge reaches argon2id or the database.

export const BACKOFFICE_MESSAGES = {
  token: STAFF_MESSAGES.token,
  password: 'Please enter your password.',
  code: 'Enter the 6-digit code your authenticator app shows.',
  email: STAFF_MESSAGES.email,
  role: STAFF_MESSAGES.role,
} as const;

const email = z.string({ error: BACKOFFICE_MESSAGES.email }).max(320, BACKOFFICE_MESSAGES.email);
const password = z
  .string({ error: BACKOFFICE_MESSAGES.password })
  .min(1, BACKOFFICE_MESSAGES.password)
  .max(1024, BACKOFFICE_MESSAGES.password);
const code = z.string({ error: BACKOFFICE_MESSAGES.code }).regex(/^\d{6}$/, BACKOFFICE_MESSAGES.code);
const token = z
  .string({ error: BACKOFFICE_MESSAGES.token })
  .min(16, BACKOFFICE_MESSAGES.token)
  .max(128, BACKOFFICE_MESSAGES.token);
const role = z.enum(STAFF_ROLES, { error: BACKOFFICE_MESSAGES.role });

/** GET /backoffice/enrolment: the link's token travels in a header (the browser keeps it in the URL fragment). */
export const enrolmentHeadersSchema = z.looseObject({ 'x-enrolment-token': token });

export const enrolmentStartSchema = z.object({
  email: z.string(),
  role,
  secret: z.string().describe('Base32, for typing into an authenticator by hand'),
  otpauthUri: z.string().describe('For the QR code'),
});

export const enrolmentFinishSchema = z.object({ token, password, code });
export const enrolledSchema = z.object({ enrolled: z.literal(true), role });

export const signInSchema = z.object({ email, password, code });

export const staffSessionSchema = z.object({
  staff: z.object({
    id: z.string().describe('The staff member’s id (as in GET /backoffice/staff and a case’s assignee)'),
    email: z.string(),
    role,
  }),
  csrfToken: z.string().describe('Send it in X-CSRF-Token on every POST, PUT, PATCH and DELETE'),
  expiresAt: z
    .string()
    .describe('When the session ends at the latest (ISO 8601); 30 idle minutes end it sooner'),
});

export const signedOutSchema = z.object({ success: z.literal(true) });
export const revokedSchema = z.object({ revoked: z.number().int() });

export const inviteSchema = z.object({ email, role });
export const invitedSchema = z.object({
  staffId: z.string(),
  email: z.string(),
  role,
  expiresAt: z.string(),
  mailSent: z.boolean().describe('False while the mail server is unreachable; the message is retried'),
});
