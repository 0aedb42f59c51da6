import { and, eq, gt, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { updateApplication } from '../../data/applications';
import { accountingConnectionEvents, accountingUploads } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { lockApplication, recordStep, takeStep } from '../../lifecycle/application';
import { refusal } from '../../lifecycle/journey';
import { deliverQueued } from '../../lifecycle/outcome-mail';
import type { Session } from '../../types';

// How the accounting step changes an application, through the lifecycle (server/src/lifecycle): one transaction
// with its audit row.

export interface ConnectionEvent {
  resultId: string;
  applicationId: number;
  service: string;
  status: 'connected' | 'access_denied';
  reason?: string | null;
  occurredAt: Date;
}

/** `refused`: a connection the journey does not allow yet (or any more), recorded but not applied. */
export const connectionOutcomeSchema = z.enum(['applied', 'duplicate', 'superseded', 'stale', 'refused']);
type ConnectionOutcome = z.infer<typeof connectionOutcomeSchema>;

/**
 * Records an outcome the integration service reports. Connected: ACCOUNTING done, stage PENDING (the routing rules
 * then take the applicant to /funded). Denied or failed: accounting_step[0].status = access_denied, which /accounting
 * shows as the Access Denied modal. A retried delivery changes nothing twice; an outcome older than one already
 * recorded (deliveries can arrive out of order) is kept for the record but not applied; a superseded application is
 * left as it is.
 */
export async function recordConnectionEvent(
  app: FastifyInstance,
  event: ConnectionEvent,
): Promise<ConnectionOutcome> {
  // A connection that completes the journey queues the confirmation; it is sent once the outcome is committed.
  let mailId: number | null = null;
  const outcome = await app.db.transaction(async (tx): Promise<ConnectionOutcome> => {
    const application = await lockApplication(tx, event.applicationId, () =>
      notFound('Application not found'),
    );

    const inserted = await tx
      .insert(accountingConnectionEvents)
      .values({
        resultId: event.resultId,
        applicationId: event.applicationId,
        service: event.service,
        status: event.status,
        reason: event.reason ?? null,
        occurredAt: event.occurredAt,
      })
      .onConflictDoNothing()
      .returning({ resultId: accountingConnectionEvents.resultId });
    if (inserted.length === 0) return 'duplicate';
    if (application.status !== 'active') return 'superseded';

    const [newer] = await tx
      .select({ resultId: accountingConnectionEvents.resultId })
      .from(accountingConnectionEvents)
      .where(
        and(
          eq(accountingConnectionEvents.applicationId, event.applicationId),
          ne(accountingConnectionEvents.resultId, event.resultId),
          gt(accountingConnectionEvents.occurredAt, event.occurredAt),
        ),
      )
      .limit(1);
    if (newer) return 'stale';

    const step = [{ status: event.status, service: event.service }];
    const detail = {
      service: event.service,
      resultId: event.resultId,
      ...(event.reason ? { reason: event.reason } : {}),
    };
    // Out of order (no transaction system yet) or too late (submitted): kept for the record, not applied.
    const refused = refusal('accounting', application);
    if (refused) {
      await app.audit(
        {
          applicationId: event.applicationId,
          applicantId: application.applicantId,
          actor: 'integration',
          action: 'accounting.outcome_refused',
          detail: { ...detail, status: event.status, refused },
        },
        tx,
      );
      return 'refused';
    }
    if (event.status === 'connected') {
      ({ mailId } = await recordStep(app, tx, application, 'accounting', {
        action: 'accounting.connected',
        actor: 'integration',
        detail,
        set: { accountingStep: step },
      }));
      return 'applied';
    }
    // A denial changes no stage: /accounting shows it and the applicant may try again.
    await updateApplication(tx, event.applicationId, { accountingStep: step, updatedAt: new Date() });
    await app.audit(
      {
        applicationId: event.applicationId,
        applicantId: application.applicantId,
        actor: 'integration',
        action: 'accounting.access_denied',
        detail,
      },
      tx,
    );
    return 'applied';
  });
  await deliverQueued(app, [mailId]);
  return outcome;
}

export interface UploadRecord {
  name: string;
  fileName: string;
  storageKey: string;
  sizeBytes: number;
  sha256: string;
  sheetNames: string[];
  selectedSheet: string | null;
  isMapping: boolean;
  columnMapping: Record<string, unknown>;
  monthlySeries: { rows: Record<string, number>; months: Record<string, unknown>[] } | null;
}

/** Monthly accounts received: ACCOUNTING done, stage PENDING, the application submitted for review. */
export async function recordUpload(
  app: FastifyInstance,
  session: Session,
  upload: UploadRecord,
): Promise<number> {
  const { result } = await takeStep(app, session.applicationId, 'accounting', async (tx) => {
    const [row] = await tx
      .insert(accountingUploads)
      .values({ applicationId: session.applicationId, ...upload })
      .returning({ id: accountingUploads.id });
    return {
      result: row.id,
      record: {
        action: 'accounting.uploaded',
        detail: {
          uploadId: row.id,
          fileName: upload.fileName,
          selectedSheet: upload.selectedSheet,
          months: upload.monthlySeries?.months.length ?? 0,
        },
        set: { accountingStep: [{ status: 'uploaded', service: 'other' }] },
      },
    };
  });
  return result;
}
