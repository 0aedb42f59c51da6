import crypto from 'node:crypto';
import { todayOf } from '@onboarding/shared/backoffice';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { findVersion, letterRecipient, versionHistory, type OfferRow } from '../data/offers';
import { conflict, notFound } from '../lib/http-error';
import { isStorageError } from '../storage';
import { offerLetter, type LetterOutcome, type LetterVersion } from './letter';
import { OFFER_MESSAGES_SERVER } from './rules';

// Where a version's letter lives: made when the version is approved and kept in object storage (the uploads'
// drivers) under a key of its own, with its digest and size in the version's row; read back pinned to that size.

export interface StoredLetter {
  key: string;
  sha256: string;
  size: number;
}

/** The versions of the case's offer its letter lists (sent ones, and this one): numbers and dates, oldest first. */
async function letterVersions(db: Db, caseId: number, version: number): Promise<LetterVersion[]> {
  const rows = await versionHistory(db, caseId);
  // The applicant reads the versions they were sent and this one: a draft the team returned or replaced before
  // sending it is the provider's internal history, never theirs.
  return rows
    .filter((r) => r.sentAt !== null || r.version === version)
    .map((r) => ({
      version: r.version,
      status: r.status,
      salePriceMinor: r.salePriceMinor,
      currency: r.currency,
      proposedOn: todayOf(r.proposedAt),
      approvals: r.approvals,
      requiredApprovals: r.requiredApprovals,
      approvedOn:
        r.lastApproval && r.approvals >= r.requiredApprovals ? todayOf(new Date(r.lastApproval)) : null,
      returnedOn: r.returnedAt ? todayOf(r.returnedAt) : null,
    }));
}

/** The letter of `row` as made on `issuedOn`, in the applicant's language, with `outcome` if given. */
async function makeLetter(
  app: FastifyInstance,
  db: Db,
  caseId: number,
  row: OfferRow,
  issuedOn: string,
  outcome?: LetterOutcome,
) {
  const who = await letterRecipient(db, caseId);
  const businessName = typeof who?.step?.businessName === 'string' ? who.step.businessName : '';
  return offerLetter({
    caseId,
    version: row.version,
    language: who?.language ?? 'en',
    digits: who?.digits,
    applicant: { name: who?.name ?? '', businessName },
    terms: row.terms,
    clauses: app.offerClauses,
    versions: await letterVersions(db, caseId, row.version),
    issuedOn,
    outcome,
  });
}

/**
 * Makes and stores the letter of `row` in the applicant's language; the columns that record it. The key goes into
 * `stored`, so that the caller removes the object if its transaction does not commit.
 */
export async function storeLetter(
  app: FastifyInstance,
  db: Db,
  caseId: number,
  row: OfferRow,
  issuedOn: string,
  stored: string[],
): Promise<Pick<OfferRow, 'pdfKey' | 'pdfSha256' | 'pdfSize'>> {
  const { pdf, sha256 } = await makeLetter(app, db, caseId, row, issuedOn);
  // A key of its own each time: a letter once stored is never replaced.
  const key = `offers/${caseId}/v${row.version}-${crypto.randomUUID()}.pdf`;
  await app.storage.put(key, pdf, {
    size: pdf.length,
    contentType: 'application/pdf',
    metadata: { sha256, case: String(caseId), version: String(row.version) },
  });
  stored.push(key);
  return { pdfKey: key, pdfSha256: sha256, pdfSize: pdf.length };
}

/** The letter recorded in `row` if its object is still stored, else a new one made and stored now. */
export async function keptOrStoredLetter(
  app: FastifyInstance,
  db: Db,
  caseId: number,
  row: OfferRow,
  issuedOn: string,
  stored: string[],
): Promise<Pick<OfferRow, 'pdfKey' | 'pdfSha256' | 'pdfSize'>> {
  return row.pdfKey && (await app.storage.exists(row.pdfKey))
    ? { pdfKey: row.pdfKey, pdfSha256: row.pdfSha256, pdfSize: row.pdfSize }
    : storeLetter(app, db, caseId, row, issuedOn, stored);
}

/**
 * The applicant's copy of an answered or withdrawn version: the letter as it was issued, its acceptance section
 * saying when it was accepted and by whom, or that it was withdrawn. Null for a version still open (its stored letter
 * is the copy). Made on each request: the stored letter stays the record of what was sent.
 */
export async function letterAsItStands(
  app: FastifyInstance,
  caseId: number,
  row: OfferRow,
): Promise<{ pdf: Buffer; sha256: string } | null> {
  const outcome: LetterOutcome | null =
    row.status === 'accepted' && row.answeredAt && row.signature
      ? { kind: 'accepted', on: todayOf(row.answeredAt), signature: row.signature }
      : row.status === 'withdrawn' && row.withdrawnAt
        ? { kind: 'withdrawn', on: todayOf(row.withdrawnAt) }
        : null;
  if (!outcome) return null;
  return makeLetter(app, app.db, caseId, row, todayOf(row.approvedAt ?? row.proposedAt), outcome);
}

/** Removes letters stored by a transaction that did not commit. */
export async function removeLetters(app: FastifyInstance, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => app.storage.delete(key).catch(() => undefined)));
}

/** The stored letter of a version row; 404 while it has none. */
export function letterOfRow(row: Pick<OfferRow, 'pdfKey' | 'pdfSha256' | 'pdfSize'>): StoredLetter {
  if (!row.pdfKey || !row.pdfSha256 || row.pdfSize === null) throw notFound(OFFER_MESSAGES_SERVER.noLetter);
  return { key: row.pdfKey, sha256: row.pdfSha256, size: row.pdfSize };
}

/** The stored letter of a version, for GET …/offers/:version/pdf. */
export async function letterOf(app: FastifyInstance, caseId: number, version: number): Promise<StoredLetter> {
  const row = await findVersion(app.db, caseId, version);
  if (!row) throw notFound(OFFER_MESSAGES_SERVER.noVersion);
  return letterOfRow(row);
}

const LETTER_CHANGED = 'The stored letter has changed since it was made.';

/** The letter's bytes from storage, pinned to the version of the size recorded; 404 gone, 409 changed. */
export async function openLetter(app: FastifyInstance, letter: StoredLetter) {
  const head = await app.storage.head(letter.key);
  if (!head) throw notFound(OFFER_MESSAGES_SERVER.noLetter);
  if (head.size !== letter.size) throw conflict(LETTER_CHANGED);
  try {
    return await app.storage.getStream(letter.key, { version: head.version });
  } catch (err) {
    if (isStorageError(err, 'NotFound')) throw notFound(OFFER_MESSAGES_SERVER.noLetter);
    if (isStorageError(err, 'Changed')) throw conflict(LETTER_CHANGED);
    throw err;
  }
}
