import {
  assignResultSchema,
  assignSchema,
  caseDetailSchema,
  noteBodySchema,
  noteSchema,
  queueQuerySchema,
  queueSchema,
  reviewActionBodySchema,
  reviewActionResultSchema,
  reviewActionSchema,
  type CaseDetail,
} from '@onboarding/shared/backoffice';
import type { DocumentKey } from '@onboarding/shared/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import {
  caseNotesWithAuthors,
  insertCaseNote,
  caseWithApplicant,
  informationRequestsWithAuthors,
  otherApplicationsOf,
} from '../../data/cases';
import { staffMember } from '../../data/staff';
import { assignCase } from '../../lifecycle/assignment';
import type { ReviewActor } from '../../lifecycle/review';
import { APPLICANT_ACTIONS, applyReviewAction, staffActionsOn } from '../../lifecycle/review-actions';
import { forbidden } from '../../lib/http-error';
import { errorResponses } from '../../plugins/errors';
import { auditStaff } from '../../staff/audit';
import { flagRulesFileFrom, loadFlagRules } from '../../underwriting/flag-rules';
import { auditCaseView, caseParamsSchema, CASE_READERS, findCase } from './case-access';
import { caseSummary, readQueue, registerApplicationViews } from './queue';

// The workbench's case calls: the queue, a case, its notes, its review actions and its assignment. Reviewers
// and approvers only (admins see no applicant data); every view of applicant data is audited with the staff member,
// the session and the address, and every change goes through the lifecycle modules.

const actionParamsSchema = caseParamsSchema.extend({ action: reviewActionSchema });

const actorOf = (request: FastifyRequest): ReviewActor => ({
  kind: 'staff',
  id: request.staff.id,
  role: request.staff.role,
});

const staffRef = (id: string, email: string | null) => ({ id, email: email ?? '' });

async function caseDetail(app: FastifyInstance, id: number, request: FastifyRequest): Promise<CaseDetail> {
  const db: Db = app.db;
  const row = (await caseWithApplicant(db, id))!;
  const answers = row.eligibilityStep ?? {};
  const earlier = await otherApplicationsOf(db, row.applicantId, id);
  const notes = await caseNotesWithAuthors(db, id);
  const requests = await informationRequestsWithAuthors(db, id);
  const summary = caseSummary(row);
  const places = Array.isArray(answers.placeOfOperation) ? (answers.placeOfOperation as unknown[]) : [];
  const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
  return {
    ...summary,
    applicant: { id: row.applicantId, name: row.name, email: row.email, phoneNumber: row.phoneNumber },
    business: {
      name: summary.businessName,
      website: text(answers.businessWebsite),
      companyStage: text(answers.companyStage),
      dateOfIncorporation: text(answers.dateOfIncorporation),
      placeOfOperation: places.map((p) => text((p as { name?: unknown } | null)?.name) ?? '').filter(Boolean),
    },
    stage: row.stage,
    earlier: earlier.map((e) => ({
      id: e.id,
      submittedAt: e.submittedAt?.toISOString() ?? null,
      reviewStatus: e.reviewStatus,
    })),
    notes: notes.map((n) => ({
      id: n.id,
      author: staffRef(n.staffId, n.email),
      text: n.text,
      createdAt: n.createdAt.toISOString(),
    })),
    informationRequests: requests.map((r) => ({
      id: r.id,
      by: staffRef(r.staffId, r.email),
      documents: r.documents as DocumentKey[],
      message: r.message,
      createdAt: r.createdAt.toISOString(),
      answeredAt: r.answeredAt?.toISOString() ?? null,
      reply: r.reply,
    })),
    actions: await staffActionsOn(db, id, summary.reviewStatus, actorOf(request)),
    declineReasons: app.declineReasons.reasons,
  };
}

export default async function cases(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const readers = [app.staffAuthenticate, app.requireRole(...CASE_READERS)];
  // The queue's flags follow the case page's rule file (read and checked at start there too).
  const flagRules = await loadFlagRules(flagRulesFileFrom({ ...process.env, ...app.config }));

  app.get(
    '/backoffice/cases',
    {
      schema: {
        summary:
          'The review queue: submitted applications, filtered, searched and paged, with counts per status',
        tags: ['backoffice'],
        querystring: queueQuerySchema,
        response: { 200: queueSchema, ...errorResponses(401, 403, 503) },
      },
      preHandler: readers,
    },
    async (request) => {
      const queue = await readQueue(app.db, request.query, request.staff.id, flagRules.policy);
      const { q, page, pageSize, ...filters } = request.query;
      // The search text is left out: it may be an applicant's address. The cases shown are named by id.
      await auditStaff(app, request, {
        action: 'queue.viewed',
        detail: {
          filters,
          search: Boolean(q?.trim()),
          page,
          pageSize,
          caseIds: queue.cases.map((c) => c.id),
        },
      });
      return queue;
    },
  );
  registerApplicationViews(app, readers);

  app.get(
    '/backoffice/cases/:id',
    {
      schema: {
        summary:
          'A case: the applicant, the business, earlier applications, notes, requests and the reader’s actions',
        tags: ['backoffice'],
        params: caseParamsSchema,
        response: { 200: caseDetailSchema, ...errorResponses(401, 403, 404, 503) },
      },
      preHandler: readers,
    },
    async (request) => {
      await findCase(app, request.params.id);
      const detail = await caseDetail(app, request.params.id, request);
      await auditCaseView(app, request, request.params.id, 'case.viewed');
      return detail;
    },
  );

  app.post(
    '/backoffice/cases/:id/notes',
    {
      schema: {
        summary: 'Add an internal note to a case (the team reads it; the applicant never does)',
        tags: ['backoffice'],
        params: caseParamsSchema,
        body: noteBodySchema,
        response: { 200: noteSchema, ...errorResponses(401, 403, 404, 415, 503) },
      },
      preHandler: readers,
    },
    async (request) => {
      const { id } = request.params;
      await findCase(app, id);
      return app.db.transaction(async (tx) => {
        const db = tx as unknown as Db;
        const note = await insertCaseNote(db, {
          applicationId: id,
          staffId: request.staff.id,
          text: request.body.text,
        });
        const author = await staffMember(db, request.staff.id);
        await auditStaff(
          app,
          request,
          { applicationId: id, action: 'case.note-added', detail: { noteId: note.id } },
          db,
        );
        return {
          id: note.id,
          author: staffRef(request.staff.id, author?.email ?? null),
          text: note.text,
          createdAt: note.createdAt.toISOString(),
        };
      });
    },
  );

  app.post(
    '/backoffice/cases/:id/actions/:action',
    {
      schema: {
        summary: 'Take a review action on a case (request information, decline, withdraw, offers…)',
        tags: ['backoffice'],
        params: actionParamsSchema,
        body: reviewActionBodySchema.optional(),
        response: { 200: reviewActionResultSchema, ...errorResponses(401, 403, 404, 409, 415, 503) },
      },
      preHandler: readers,
    },
    async (request) => {
      const { id, action } = request.params;
      // The applicant's own steps (from the dashboard) are never taken for them.
      if (APPLICANT_ACTIONS.includes(action))
        throw forbidden('Only the applicant can do this, from their dashboard.');
      const actor = actorOf(request);
      const outcome = await applyReviewAction(app, {
        applicationId: id,
        action,
        actor,
        body: request.body,
        request,
      });
      return {
        reviewStatus: outcome.to,
        actions: await staffActionsOn(app.db, id, outcome.to, actor),
        mailSent: outcome.mailSent,
      };
    },
  );

  app.post(
    '/backoffice/cases/:id/assign',
    {
      schema: {
        summary: 'Assign a case (to oneself, to another reviewer or approver, or to nobody)',
        tags: ['backoffice'],
        params: caseParamsSchema,
        body: assignSchema,
        response: { 200: assignResultSchema, ...errorResponses(401, 403, 404, 409, 415, 503) },
      },
      preHandler: readers,
    },
    async (request) => {
      const { id } = request.params;
      const done = await assignCase(app, {
        caseId: id,
        staffId: request.body.staffId,
        actor: { id: request.staff.id, role: request.staff.role },
        request,
      });
      return {
        assignee: done.assignee,
        reviewStatus: done.reviewStatus,
        actions: await staffActionsOn(app.db, id, done.reviewStatus, actorOf(request)),
      };
    },
  );
}
