import {
  ELIGIBILITY_ANSWER_FIELDS,
  ELIGIBILITY_ANSWER_LABELS,
  eligibilityPanelSchema,
  type EligibilityAnswer,
  type EligibilityAnswerField,
} from '@onboarding/shared/backoffice';
import { majorToMinor, wholeMajorToMinor } from '@onboarding/shared/money';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { decisionOf } from '../../../data/eligibility';
import { errorResponses } from '../../../plugins/errors';
import { auditCaseView, CASE_READERS, caseParamsSchema, findCase } from '../case-access';

type Kind = EligibilityAnswer['kind'];

const KINDS: Record<EligibilityAnswerField, Kind> = {
  businessName: 'text',
  businessWebsite: 'url',
  businessType: 'list',
  placeOfOperation: 'list',
  countryOfIncorporation: 'text',
  companyStage: 'text',
  dateOfIncorporation: 'date',
  isSoftware: 'yesNo',
  ARRYearlyRevenue: 'money',
  activeContracts: 'number',
  investmentRounds: 'number',
  runway: 'number',
  requestedAmount: 'money',
  isSharia: 'yesNo',
  debt: 'yesNo',
  debtAmount: 'money',
  institutionalInvestors: 'number',
  raisedAmount: 'money',
};

const finite = (value: unknown): number | null => {
  const n = typeof value === 'string' ? Number(value.replace(/,/g, '')) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

/** One stored answer as the panel reads it; a value that does not fit its kind is shown as text, never dropped. */
function answerValue(kind: Kind, value: unknown): EligibilityAnswer['value'] {
  if (value === undefined || value === null || value === '') return null;
  switch (kind) {
    case 'list':
      return Array.isArray(value)
        ? value.map((item) =>
            item && typeof item === 'object' && 'name' in item ? String(item.name) : String(item),
          )
        : [String(value)];
    case 'yesNo':
      if (value === true || value === 'Yes') return true;
      if (value === false || value === 'No') return false;
      return String(value);
    case 'money': {
      const n = finite(value);
      return n === null ? String(value) : (majorToMinor(n) ?? String(value));
    }
    case 'number':
      return finite(value) ?? String(value);
    default:
      return typeof value === 'string' ? value : JSON.stringify(value);
  }
}

export function eligibilityAnswers(step: Record<string, unknown> | null): EligibilityAnswer[] {
  return ELIGIBILITY_ANSWER_FIELDS.map((field) => ({
    field,
    label: ELIGIBILITY_ANSWER_LABELS[field],
    kind: KINDS[field],
    value: answerValue(KINDS[field], step?.[field]),
  }));
}

export default async function eligibility(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/cases/:id/eligibility',
    {
      schema: {
        summary: 'A case’s eligibility answers and the policy’s decision, with its version and reasons',
        tags: ['backoffice'],
        params: caseParamsSchema,
        response: { 200: eligibilityPanelSchema, ...errorResponses(401, 403, 404, 503) },
      },
      preHandler: [app.staffAuthenticate, app.requireRole(...CASE_READERS)],
    },
    async (request) => {
      const { id } = request.params;
      const application = await findCase(app, id);
      const decision = await decisionOf(app.db, id);
      await auditCaseView(app, request, id, 'eligibility.viewed');
      return {
        answers: eligibilityAnswers(application.eligibilityStep),
        decision: decision
          ? {
              eligible: decision.eligible,
              // The policy decides in whole US dollars.
              amount: { amountMinor: wholeMajorToMinor(decision.amount), currency: 'USD' },
              policyVersion: decision.policyVersion,
              policyDigest: decision.policyDigest,
              reasons: decision.reasons.map((r) => ({
                code: String(r.code),
                kind: String(r.kind),
                message: String(r.message),
              })),
              decidedAt: decision.decidedAt.toISOString(),
            }
          : null,
      };
    },
  );
}
