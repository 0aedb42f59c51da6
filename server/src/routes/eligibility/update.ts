import type { UpdateOnboardingResponse } from '@onboarding/shared/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { applicantContact } from '../../data/applicants';
import { updateApplication } from '../../data/applications';
import { decisionOf, decisionsOfOtherApplications, insertDecision } from '../../data/eligibility';
import { coolingOffReason, coolingOffUntil } from '../../eligibility/cooling-off';
import { decide } from '../../eligibility/decide';
import { toDecisionInputs } from '../../eligibility/inputs';
import type { LoadedPolicy } from '../../eligibility/load-policy';
import { declineOutcome } from '../../eligibility/outcome';
import { badRequest, conflict, HttpError, unauthorized } from '../../lib/http-error';
import { assertStep, lockApplication, recordStep, type Tx } from '../../lifecycle/application';
import { deliverQueued, queueIneligibleMail } from '../../lifecycle/outcome-mail';
import { connectProvider } from '../../transactions/connect-provider';
import type { Session } from '../../types';
import { applyDraft, parseDraft, parseFinalStep, sameJson, type StoredStep } from './step';

export const ALREADY_DECIDED =
  'Your eligibility check has already been submitted and decided. If your details have changed, please contact us through the help link.';

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export function onboardingUpdate(app: FastifyInstance, loaded: LoadedPolicy) {
  return async (request: FastifyRequest): Promise<UpdateOnboardingResponse> => {
    const body = request.body;
    if (!isObject(body)) throw badRequest('The request body must be a JSON object.');
    const hasEligibility = body.eligibility_step !== undefined;
    const hasTransactions = body.transactions_step !== undefined;
    if (hasEligibility && hasTransactions) {
      throw badRequest('Send either eligibility_step or transactions_step, not both.');
    }
    if (hasTransactions) return connectProvider(app, request.session, request.log, body.transactions_step);
    if (!hasEligibility) throw badRequest('eligibility_step or transactions_step is required.');

    const step = body.eligibility_step;
    if (!isObject(step)) throw badRequest('eligibility_step must be an object.');
    if (step.draft !== undefined && typeof step.draft !== 'boolean') {
      throw badRequest('eligibility_step.draft must be true or false.');
    }
    return step.draft === true
      ? saveDraft(app, request.session, step)
      : submit(app, loaded, request.session, step);
  };
}

async function saveDraft(app: FastifyInstance, session: Session, raw: Record<string, unknown>) {
  const patch = parseDraft(raw);
  if (!patch.ok) throw badRequest(patch.message);
  return app.db.transaction(async (tx) => {
    const current = await lockApplication(tx, session.applicationId);
    assertStep('eligibility', current);
    const next = applyDraft(current.eligibilityStep, patch.value);
    if (await decisionOf(tx, session.applicationId)) {
      // Repeating what is saved is harmless (a retried request); changing decided answers is not.
      if (!sameJson(next, current.eligibilityStep)) throw conflict(ALREADY_DECIDED);
      return respond(tx, session, current.eligibilityStep);
    }
    await updateApplication(tx, session.applicationId, { eligibilityStep: next, updatedAt: new Date() });
    await app.audit(
      {
        applicationId: session.applicationId,
        applicantId: session.applicantId,
        action: 'eligibility.draft_saved',
        detail: { fields: Object.keys(patch.value.set), cleared: patch.value.clear },
      },
      tx,
    );
    return respond(tx, session, next);
  });
}

async function submit(
  app: FastifyInstance,
  loaded: LoadedPolicy,
  session: Session,
  raw: Record<string, unknown>,
) {
  const parsed = parseFinalStep(raw);
  if (!parsed.ok) throw badRequest(parsed.message);
  const step = parsed.value;
  // What is stored and compared is the JSON form (dates as ISO text, no undefined keys).
  const inputs = JSON.parse(JSON.stringify(step)) as StoredStep;
  // A decline is mailed (its reasons and the cooling-off) once the decision is committed.
  let mailId: number | null = null;
  try {
    const response = await app.db.transaction(async (tx) => {
      const current = await lockApplication(tx, session.applicationId);
      assertStep('eligibility', current);
      const previous = await decisionOf(tx, session.applicationId);
      if (previous) {
        // The first decision stands (docs/eligibility-policy.md). The same answers again, e.g. a retry after a lost
        // response, get the same success; different answers would let an applicant probe the policy.
        if (!sameJson(previous.inputs, inputs)) throw conflict(ALREADY_DECIDED);
        return respond(tx, session, current.eligibilityStep);
      }

      const now = new Date();
      const earlier = await decisionsOfOtherApplications(tx, session.applicantId, session.applicationId);
      const until = coolingOffUntil(earlier, now, app.config.ELIGIBILITY_COOLING_OFF_DAYS);
      const decision = until
        ? {
            eligible: false,
            amount: 0,
            reasons: [
              coolingOffReason(
                until,
                earlier.filter((d) => !d.eligible).map((d) => d.applicationId),
              ),
            ],
          }
        : decide(loaded.policy, toDecisionInputs(step), now);
      const decisionId = await insertDecision(tx, {
        applicationId: session.applicationId,
        policyVersion: loaded.policy.version,
        policyDigest: loaded.digest,
        inputs,
        eligible: decision.eligible,
        amount: decision.amount,
        reasons: decision.reasons,
        // The instant the cooling-off counts from, the same in the email as in what is read later.
        decidedAt: now,
      });
      // In the same transaction as the decision, so neither exists without the other.
      await recordStep(
        app,
        tx,
        current,
        'eligibility',
        {
          action: 'eligibility.decided',
          detail: {
            decisionId,
            policyVersion: loaded.policy.version,
            eligible: decision.eligible,
            amount: decision.amount,
            reasons: decision.reasons.map((r) => r.code),
          },
          set: { eligibilityStep: inputs },
        },
        { eligible: decision.eligible },
      );
      const decline = declineOutcome(
        { ...decision, decidedAt: now },
        app.config.ELIGIBILITY_COOLING_OFF_DAYS,
      );
      if (decline) mailId = await queueIneligibleMail(app, tx, session.applicantId, decline);
      return respond(tx, session, inputs);
    });
    await deliverQueued(app, [mailId]);
    return response;
  } catch (err) {
    // Backstop behind the row lock: the unique index allows one decision per application whatever the path.
    if (isUniqueViolation(err)) throw conflict(ALREADY_DECIDED);
    throw err;
  }
}

async function respond(tx: Tx, session: Session, step: StoredStep | null): Promise<UpdateOnboardingResponse> {
  const applicant = await applicantContact(tx, session.applicantId);
  if (!applicant) throw unauthorized();
  return { name: applicant.name, email: applicant.email, eligibility_step: step };
}

function isUniqueViolation(err: unknown): boolean {
  if (err instanceof HttpError) return false;
  const code = (e: unknown) => (e && typeof e === 'object' ? (e as { code?: unknown }).code : undefined);
  return code(err) === '23505' || code((err as { cause?: unknown })?.cause) === '23505';
}
