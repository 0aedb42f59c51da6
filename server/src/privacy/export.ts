import { and, asc, eq, inArray, like } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { findApplicant, type ApplicantRow } from '../data/applicants';
import { allApplicationsOf, type ApplicationRow } from '../data/applications';
import { informationRequestsOf, type InformationRequestRow } from '../data/cases';
import { documentsOf, type DocumentRow } from '../data/documents';
import { decisionsOf, type EligibilityDecisionRow } from '../data/eligibility';
import { everyVersionOf, type OfferRow } from '../data/offers';
import type { Db } from '../db/client';
import {
  accountingConnectionEvents,
  accountingUploads,
  auditLog,
  entertainmentPaths,
  helpRequests,
  providerCredentials,
  transactionImports,
  uploads,
} from '../db/schema';

// The applicant's copy of their data: data.json with what they gave and what was decided about it, and the
// original files. Reading the rows is loadExportRows; what goes in the file is buildExport, pure, so what it holds
// (and what it never holds: keys, tokens, ciphertexts, staff notes, other people's data) is tested apart from HTTP.

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];

/** The tables of a step's own rows, exported whole. */
type StepTable =
  | typeof uploads
  | typeof transactionImports
  | typeof providerCredentials
  | typeof accountingUploads
  | typeof accountingConnectionEvents;

export interface ApplicationExportRows {
  application: ApplicationRow;
  decision: EligibilityDecisionRow | null;
  entertainment: Row<typeof entertainmentPaths> | null;
  documents: DocumentRow[];
  uploads: Row<typeof uploads>[];
  imports: Row<typeof transactionImports>[];
  credentials: Row<typeof providerCredentials>[];
  accountingUploads: Row<typeof accountingUploads>[];
  connections: Row<typeof accountingConnectionEvents>[];
  informationRequests: InformationRequestRow[];
  offers: OfferRow[];
  /** The review's transitions and the applicant's answers to offers (audit entries `review.*`). */
  reviewHistory: Row<typeof auditLog>[];
}

export interface ExportRows {
  applicant: ApplicantRow;
  helpRequests: Row<typeof helpRequests>[];
  applications: ApplicationExportRows[];
}

/** A stored object in the ZIP: where it goes, and its key in storage. */
export interface ExportFile {
  path: string;
  key: string;
}

/** Keys that name a secret wherever a feature wrote them; such a value never leaves in an export. */
const SECRET_KEY =
  /secret|token|password|passphrase|api[-_]?key|private[-_]?key|client[-_]?id|credential|cipher/i;

/** `value` without any entry whose key names a secret, at any depth (defence in depth over the stored answers). */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([key]) => !SECRET_KEY.test(key))
        .map(([key, v]) => [key, withoutSecrets(v)]),
    );
  }
  return value;
}

/** A file name safe in a ZIP on every system: letters, digits, `.`, `-`, `_` only; never empty, never hidden. */
export function safeFileName(name: string, fallback: string): string {
  const cleaned = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(-120);
  return cleaned || fallback;
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** Offers the applicant was sent (drafts, returned and superseded versions are the team's, not theirs). */
const wasSent = (offer: OfferRow) => offer.sentAt !== null;

/**
 * data.json and the files of the ZIP. `present` holds the keys whose objects are still in storage: a file removed
 * since (a replaced document after its retention) is listed with `file: null`.
 */
export function buildExport(
  rows: ExportRows,
  present: ReadonlySet<string>,
  now: Date,
): { data: Record<string, unknown>; files: ExportFile[] } {
  const files: ExportFile[] = [];
  const fileFor = (applicationId: number, folder: string, name: string, key: string | null) => {
    if (!key || !present.has(key)) return null;
    const path = `files/${applicationId}/${folder}/${name}`;
    files.push({ path, key });
    return path;
  };

  const applicationsData = rows.applications.map((r) => {
    const a = r.application;
    const uploadFiles = new Map<string, string | null>();
    const csvUploads = r.uploads
      .filter((u) => u.status === 'stored')
      .map((u) => {
        const file = fileFor(
          a.id,
          'transactions',
          `upload-${u.id}-${safeFileName(u.timestamp, 'file')}.csv`,
          u.key,
        );
        uploadFiles.set(u.key, file);
        // The name their device gave the file (null for an upload from before names were kept).
        return { name: u.originalName, uploadedAt: iso(u.confirmedAt), size: u.size, file };
      });
    return {
      id: a.id,
      status: a.status,
      stage: a.stage,
      stages: a.stages,
      reviewStatus: a.reviewStatus,
      createdAt: iso(a.createdAt),
      updatedAt: iso(a.updatedAt),
      submittedAt: iso(a.submittedAt),
      answers: withoutSecrets({
        eligibility: a.eligibilityStep,
        transactions: a.transactionsStep,
        accounting: a.accountingStep,
        entertainment: r.entertainment
          ? { businessTypes: r.entertainment.businessTypes, recordedAt: iso(r.entertainment.recordedAt) }
          : null,
      }),
      eligibilityDecision: r.decision
        ? {
            eligible: r.decision.eligible,
            amount: r.decision.amount,
            reasons: r.decision.reasons,
            policyVersion: r.decision.policyVersion,
            decidedAt: iso(r.decision.decidedAt),
          }
        : null,
      documents: r.documents.map((d) => ({
        kind: d.kind,
        name: d.originalName,
        mime: d.mime,
        size: d.size,
        sha256: d.sha256,
        status: d.status,
        uploadedAt: iso(d.createdAt),
        replacedAt: iso(d.supersededAt),
        file: d.sweptAt
          ? null
          : fileFor(a.id, 'documents', `${d.id}-${safeFileName(d.originalName, d.kind)}`, d.key),
      })),
      transactions: {
        // The facts of the connection only: the sealed key and client id stay behind (they are secrets, even to
        // their owner's export: whoever holds the ZIP would hold the provider account).
        providerConnections: r.credentials.map((c) => ({
          provider: c.provider,
          verification: c.verification,
          verifiedAt: iso(c.verifiedAt),
          status: c.status,
          connectedAt: iso(c.createdAt),
          replacedAt: iso(c.supersededAt),
        })),
        csvUploads,
        imports: r.imports.map((i) => ({
          systemName: i.systemName,
          industry: i.industry,
          method: i.method,
          mapping: i.mapping,
          dateOrder: i.dateOrder,
          skipValidation: i.skipValidation,
          series: i.series,
          customers: i.customers,
          rowsRead: i.rowsRead,
          rowsRejected: i.rowsRejected,
          rejectedByKind: i.rejectedByKind,
          bytes: i.bytes,
          status: i.status,
          importedAt: iso(i.createdAt),
          file: uploadFiles.get(i.uploadKey) ?? null,
        })),
      },
      accounting: {
        connections: r.connections.map((c) => ({
          service: c.service,
          status: c.status,
          reason: c.reason,
          at: iso(c.occurredAt),
        })),
        workbooks: r.accountingUploads.map((u) => ({
          name: u.name,
          fileName: u.fileName,
          size: u.sizeBytes,
          sha256: u.sha256,
          sheetNames: u.sheetNames,
          selectedSheet: u.selectedSheet,
          isMapping: u.isMapping,
          columnMapping: u.columnMapping,
          monthlySeries: u.monthlySeries,
          uploadedAt: iso(u.createdAt),
          file: fileFor(a.id, 'accounting', `${u.id}-${safeFileName(u.fileName, 'workbook')}`, u.storageKey),
        })),
      },
      informationRequests: r.informationRequests.map((i) => ({
        id: i.id,
        requestedAt: iso(i.createdAt),
        documents: i.documentKinds,
        message: i.message,
        answeredAt: iso(i.answeredAt),
        reply: i.reply,
      })),
      offers: r.offers.filter(wasSent).map((o) => {
        return {
          version: o.version,
          status: o.status,
          currency: o.currency,
          costMinor: o.costMinor,
          profitMinor: o.profitMinor,
          salePriceMinor: o.salePriceMinor,
          tenureMonths: o.tenureMonths,
          validUntil: o.validUntil,
          terms: o.terms,
          sentAt: iso(o.sentAt),
          // The applicant's own answer, as the dashboard recorded it on the version (0016_dashboard.sql).
          answer:
            o.answeredAt && (o.status === 'accepted' || o.status === 'declined')
              ? {
                  kind: o.status,
                  at: iso(o.answeredAt),
                  signature: o.signature,
                  reason: o.declineReason,
                }
              : null,
          letter: fileFor(a.id, 'offers', `offer-v${o.version}.pdf`, o.pdfKey),
        };
      }),
      statusHistory: r.reviewHistory
        .filter((h) => typeof h.detail.to === 'string')
        .map((h) => ({ at: iso(h.at), from: h.detail.from ?? null, to: h.detail.to })),
    };
  });

  return {
    data: {
      format: 'onboarding-export/1',
      exportedAt: now.toISOString(),
      applicant: {
        name: rows.applicant.name,
        email: rows.applicant.email,
        phoneNumber: rows.applicant.phoneNumber,
        emailVerifiedAt: iso(rows.applicant.emailVerifiedAt),
        registeredAt: iso(rows.applicant.createdAt),
        language: rows.applicant.language,
        digits: rows.applicant.digits,
      },
      applications: applicationsData,
      helpRequests: rows.helpRequests.map((h) => ({ note: h.note, email: h.email, at: iso(h.createdAt) })),
    },
    files,
  };
}

/** The applicant's rows, oldest application first; null when the applicant is gone. */
export async function loadExportRows(db: Db, applicantId: string): Promise<ExportRows | null> {
  const applicant = await findApplicant(db, applicantId);
  if (!applicant) return null;
  const apps = await allApplicationsOf(db, applicantId);
  const ids = apps.map((a) => a.id);
  const help = await db
    .select()
    .from(helpRequests)
    .where(eq(helpRequests.applicantId, applicantId))
    .orderBy(asc(helpRequests.id));
  if (!ids.length) return { applicant, helpRequests: help, applications: [] };

  const of = <T extends { applicationId: number }>(rows: T[], id: number) =>
    rows.filter((r) => r.applicationId === id);
  /** The rows of `table` of these applications, in the order of `by`. */
  const rowsOf = <T extends StepTable>(table: T, by: AnyPgColumn) =>
    // Drizzle's from() takes no generic table: the query is typed for the union, and its rows are T's.
    db
      .select()
      .from(table as StepTable)
      .where(inArray(table.applicationId, ids))
      .orderBy(asc(by)) as unknown as Promise<Row<T>[]>;
  const [decisions, ents, docs, ups, imports, creds, accUps, conns, requests, offerRows, history] =
    await Promise.all([
      decisionsOf(db, ids),
      db.select().from(entertainmentPaths).where(inArray(entertainmentPaths.applicationId, ids)),
      documentsOf(db, ids),
      rowsOf(uploads, uploads.id),
      rowsOf(transactionImports, transactionImports.id),
      rowsOf(providerCredentials, providerCredentials.id),
      rowsOf(accountingUploads, accountingUploads.id),
      rowsOf(accountingConnectionEvents, accountingConnectionEvents.occurredAt),
      informationRequestsOf(db, ids),
      everyVersionOf(db, ids),
      db
        .select()
        .from(auditLog)
        .where(and(inArray(auditLog.applicationId, ids), like(auditLog.action, 'review.%')))
        .orderBy(asc(auditLog.id)),
    ]);
  return {
    applicant,
    helpRequests: help,
    applications: apps.map((application) => ({
      application,
      decision: decisions.find((d) => d.applicationId === application.id) ?? null,
      entertainment: ents.find((e) => e.applicationId === application.id) ?? null,
      documents: of(docs, application.id),
      uploads: of(ups, application.id),
      imports: of(imports, application.id),
      credentials: of(creds, application.id),
      accountingUploads: of(accUps, application.id),
      connections: of(conns, application.id),
      informationRequests: of(requests, application.id),
      offers: of(offerRows, application.id),
      reviewHistory: history.filter((h) => h.applicationId === application.id),
    })),
  };
}
