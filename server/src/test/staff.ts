import crypto from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import type { StaffRole } from '../db/schema';
import { applications, staff } from '../db/schema';
import { createStaffSession, csrfTokenFor } from '../staff/sessions';
import { signedInApplicant, type SignedInApplicant } from './applicant';

// The workbench's route tests get their staff from here: an active account of a role with a live session, as
// enrolment and sign-in would leave it (backoffice.test.ts proves those over HTTP), without argon2 and TOTP for each.

export interface SignedInStaff {
  id: string;
  email: string;
  role: StaffRole;
  /** The session cookie (the plain `staff` name of http://localhost, where inject calls come from). */
  cookies: Record<string, string>;
  csrf: string;
}

let counter = 0;

export async function signedInStaff(app: FastifyInstance, role: StaffRole): Promise<SignedInStaff> {
  counter += 1;
  const email = `${role}-${counter}-${crypto.randomUUID().slice(0, 8)}@provider.example`;
  const [row] = await app.db
    .insert(staff)
    // An active account must hold a password and an authenticator; these never verify (nobody signs in with them).
    .values({
      email,
      role,
      status: 'active',
      passwordHash: 'test:no-sign-in',
      totpSecretCiphertext: 'none',
      totpSecretIv: 'none',
      totpSecretTag: 'none',
    })
    .returning({ id: staff.id });
  const session = await createStaffSession(app, {
    staffId: row.id,
    ip: '127.0.0.1',
    now: app.staffSessions.now(),
  });
  return { id: row.id, email, role, cookies: { staff: session.token }, csrf: csrfTokenFor(session.token) };
}

/** A staff call: the session's cookie, and its CSRF token unless `csrf: null`. */
export function staffCall(
  app: FastifyInstance,
  member: SignedInStaff | null,
  method: 'GET' | 'POST',
  url: string,
  opts: {
    payload?: object;
    csrf?: string | null;
    headers?: Record<string, string>;
    remoteAddress?: string;
  } = {},
) {
  const request: InjectOptions = {
    method,
    url,
    cookies: member?.cookies ?? {},
    headers: {
      ...(member && opts.csrf !== null ? { 'x-csrf-token': opts.csrf ?? member.csrf } : {}),
      ...opts.headers,
    },
    ...(opts.payload ? { payload: opts.payload } : {}),
    ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
  };
  return app.inject(request);
}

export interface CaseOptions {
  businessName?: string;
  businessTypes?: string[];
  country?: string;
  requestedAmount?: number;
  submittedAt?: Date;
}

/** A submitted application (a case in the queue, SUBMITTED) with the eligibility answers the queue filters on. */
export async function submittedCase(
  app: FastifyInstance,
  opts: CaseOptions = {},
): Promise<SignedInApplicant> {
  const applicant = await signedInApplicant(app, { at: 'submitted', businessTypes: opts.businessTypes });
  const [row] = await app.db
    .select({ step: applications.eligibilityStep })
    .from(applications)
    .where(eq(applications.id, applicant.applicationId));
  await app.db
    .update(applications)
    .set({
      eligibilityStep: {
        ...row.step,
        businessName: opts.businessName ?? 'Noor Cloud',
        countryOfIncorporation: opts.country ?? 'AE',
        requestedAmount: opts.requestedAmount ?? 250000,
        businessWebsite: 'https://noor.example',
        companyStage: 'Seed',
        dateOfIncorporation: '2020-01-01T00:00:00.000Z',
        placeOfOperation: [{ name: 'United Arab Emirates', code: 'AE' }],
      },
      ...(opts.submittedAt ? { submittedAt: opts.submittedAt } : {}),
    })
    .where(eq(applications.id, applicant.applicationId));
  return applicant;
}
