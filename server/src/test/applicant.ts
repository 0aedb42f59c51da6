import type { Stage, StageFlags } from '@onboarding/shared/server';
import type { FastifyInstance } from 'fastify';
import crypto from 'node:crypto';
import { applicants, applications } from '../db/schema';
import { completed, verified, type JourneyState } from '../lifecycle/journey';

// The one way route tests get a signed-in applicant: an applicant and an application at a point of the journey,
// in the state the lifecycle itself gives that point (so a test never seeds a state the product cannot reach),
// and a session token, without replaying registration and the earlier steps.

/** Where the applicant stands: each point is the previous one with one more step completed. */
export type JourneyPoint =
  'verified' | 'ineligible' | 'eligible' | 'documents' | 'transactions' | 'submitted';

export function journeyState(point: JourneyPoint): JourneyState {
  let state = verified();
  if (point === 'verified') return state;
  state = completed('eligibility', state, { eligible: point !== 'ineligible' });
  if (point === 'ineligible' || point === 'eligible') return state;
  state = completed('documents', state);
  if (point === 'documents') return state;
  state = completed('transactions', state);
  if (point === 'transactions') return state;
  return completed('accounting', state);
}

export interface SignedInApplicant {
  applicantId: string;
  applicationId: number;
  token: string;
  /** Request headers carrying the session. */
  auth: { authorization: string };
}

export interface ApplicantOptions {
  at?: JourneyPoint;
  /** Business type codes of the eligibility answers (default a software business). */
  businessTypes?: string[];
  /** Only to test what the product must survive: a stored state no journey point has. */
  state?: { stage: Stage | null; stages: StageFlags };
}

export const APPLICANT_NAME = 'Amina Noor';

/** What eligibility_step holds once the applicant has answered (a software business by default). */
export function eligibilityAnswers(businessTypes: string[] = ['SAAS']): Record<string, unknown> {
  return {
    businessName: 'Noor Cloud',
    ARRYearlyRevenue: 900000,
    businessType: businessTypes.map((code) => ({ name: code, code })),
  };
}

let counter = 0;

export async function signedInApplicant(
  app: FastifyInstance,
  opts: ApplicantOptions = {},
): Promise<SignedInApplicant> {
  counter += 1;
  const at = opts.at ?? 'eligible';
  const state = opts.state ?? journeyState(at);
  const [applicant] = await app.db
    .insert(applicants)
    .values({
      email: `applicant-${counter}-${crypto.randomUUID()}@example.com`,
      name: APPLICANT_NAME,
      phoneNumber: '+971501234567',
      emailVerifiedAt: new Date(),
    })
    .returning({ id: applicants.id });
  const [application] = await app.db
    .insert(applications)
    .values({
      applicantId: applicant.id,
      stage: state.stage,
      stages: state.stages,
      eligibilityStep: at === 'verified' ? null : eligibilityAnswers(opts.businessTypes),
      submittedAt: state.stage === 'PENDING' ? new Date() : null,
      reviewStatus: state.stage === 'PENDING' ? 'SUBMITTED' : null,
    })
    .returning({ id: applications.id });
  const token = await app.tokens.signSession({ applicantId: applicant.id, applicationId: application.id });
  return {
    applicantId: applicant.id,
    applicationId: application.id,
    token,
    auth: { authorization: `Bearer ${token}` },
  };
}
