import type { AuditEntryView } from '@onboarding/shared/backoffice';
import { auditDetailLines } from '../../app/format';

// The audit log in words: each action code the server writes has a label (`audit.actionNames` in the texts, nested
// by the code's dots), and an entry's detail reads as short lines. Codes and keys nobody named yet are shown as
// written, so a new code is never hidden. Pure: the texts are passed in.

/** Every action code the server writes (audit-words.test.ts checks the server's sources against it). */
export const AUDIT_ACTIONS = [
  'access.refused',
  'accounting.connected',
  'accounting.uploaded',
  'accounting.viewed',
  'applicant.erased',
  'applicant.language',
  'applicant.registered',
  'application.activated',
  'application.created',
  'application.superseded',
  'audit.exported',
  'audit.viewed',
  'case.assigned',
  'case.note-added',
  'case.viewed',
  'dashboard.device-remembered',
  'dashboard.device-revoked',
  'dashboard.device-signed-in',
  'dashboard.devices-revoked',
  'data.exported',
  'document.downloaded',
  'document.marked',
  'document.viewed',
  'documents.uploaded',
  'documents.viewed',
  'eligibility.decided',
  'eligibility.viewed',
  'email.verified',
  'help.requested',
  'offer.approval-recorded',
  'offer.letter-downloaded',
  'offer.letter-viewed',
  'offers.viewed',
  'queue.viewed',
  'retention.expired',
  'review.acceptOffer',
  'review.approveOffer',
  'review.decline',
  'review.declineOffer',
  'review.proposeOffer',
  'review.provideInformation',
  'review.requestInformation',
  'review.returnToReview',
  'review.sendOffer',
  'review.startReview',
  'review.withdraw',
  'review.withdrawOffer',
  'staff.disabled',
  'staff.enabled',
  'staff.enrolled',
  'staff.enrolment-started',
  'staff.invitation-resent',
  'staff.invitation-revoked',
  'staff.invited',
  'staff.language',
  'staff.locked',
  'staff.reset',
  'staff.role-changed',
  'staff.session-ended',
  'staff.session-started',
  'staff.sessions-ended',
  'staff.setup-link-issued',
  'staff.setup-link-used',
  'staff.sign-in-refused',
  'staff.signed-in',
  'staff.signed-out',
  'staff.signed-out-everywhere',
  'summary.viewed',
  'transactions.csv-downloaded',
  'transactions.viewed',
  'underwriting.recomputed',
  'underwriting.viewed',
  'upload.rejected',
  'upload.stored',
] as const;

/** A nested table of texts, as `t(key, { returnObjects: true })` gives it. */
export type Texts = { [key: string]: string | Texts };

function lookUp(texts: Texts | undefined, path: string): string | undefined {
  let node: string | Texts | undefined = texts;
  for (const part of path.split('.')) {
    if (!node || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The action's label ("Opened the case"), or its code when it has none. */
export function auditActionLabel(code: string, names: Texts | undefined): string {
  return lookUp(names, code) ?? code;
}

/** What an entry's detail says, in words: its parts as (label, value) pairs. */
export interface DetailLine {
  label: string;
  value: string;
  /** The label is the detail's own key, not yet named in the texts (shown as written, left to right). */
  raw?: true;
}

/** The keys shown elsewhere (the member column, the address column) or that are bookkeeping an export keeps. */
const HIDDEN = new Set(['sessionId', 'viewId', 'ip', 'staffId', 'email']);

/**
 * The detail as lines a person reads: the member a team change was about, a change of role as "from → to", the
 * other keys by their label (`audit.detailKeys`, else the key) with values from auditDetailLines. Session and view ids
 * stay in the export only.
 */
export function auditDetailSummary(
  entry: Pick<AuditEntryView, 'detail' | 'target'>,
  words: { keys: Texts | undefined; member: string; roles?: Texts; none: string },
): DetailLine[] {
  const lines: DetailLine[] = [];
  const target = entry.target?.email ?? entry.target?.id;
  if (target) lines.push({ label: words.member, value: target });
  const { from, to, ...rest } = entry.detail;
  const role = (value: unknown) => (typeof value === 'string' ? (lookUp(words.roles, value) ?? value) : '');
  if (typeof from === 'string' && typeof to === 'string')
    lines.push({ label: lookUp(words.keys, 'role') ?? 'role', value: `${role(from)} → ${role(to)}` });
  else Object.assign(rest, from === undefined ? {} : { from }, to === undefined ? {} : { to });
  const shown = Object.fromEntries(Object.entries(rest).filter(([key]) => !HIDDEN.has(key)));
  for (const line of auditDetailLines(shown)) {
    const label = lookUp(words.keys, line.key);
    lines.push({
      label: label ?? line.key,
      value: line.value === 'none' ? words.none : line.value,
      ...(label ? {} : { raw: true as const }),
    });
  }
  return lines;
}
