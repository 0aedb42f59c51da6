import type { Language } from '@onboarding/shared/server';
import type { MailMessage } from '../types';
import { button, composeMail, para } from './compose';
import { formatAmount, formatInteger } from './format';

// The approvers' notice that an offer version awaits their approval: sent to each active approver but
// its proposer, in the language kept with their account, so a proposal never waits unseen. It names the case, the
// version, its sale price and the approvals it needs, and links to the case's page; the terms stay in the back office.

const WORDS = {
  en: {
    subject: (caseId: string, version: string) =>
      `Offer version ${version} for case ${caseId} awaits your approval`,
    what: (proposer: string, caseId: string, version: string, price: string) =>
      `${proposer} proposed version ${version} of the offer for case ${caseId}, at a sale price of ${price}.`,
    needed: (count: number) =>
      count === 1
        ? 'It needs one approval from an approver who did not propose it.'
        : `It needs ${count} approvals from approvers who did not propose it.`,
    next: 'Open the case to read the terms, then approve the version or return it to review.',
    action: 'Open the case',
  },
  ar: {
    subject: (caseId: string, version: string) =>
      `الإصدار ${version} من عرض الحالة ${caseId} بانتظار اعتمادك`,
    what: (proposer: string, caseId: string, version: string, price: string) =>
      `اقترح ${proposer} الإصدار ${version} من العرض للحالة ${caseId}، بسعر بيع قدره ${price}.`,
    needed: (count: number) =>
      count === 1
        ? 'يحتاج إلى اعتماد واحد من معتمِد غير الذي اقترحه.'
        : `يحتاج إلى اعتمادين من معتمِدَين غير الذي اقترحه.`,
    next: 'افتح الحالة لقراءة الشروط، ثم اعتمد الإصدار أو أعده إلى المراجعة.',
    action: 'فتح الحالة',
  },
} satisfies Record<Language, Record<string, unknown>>;

/** The case's page in the back office. */
export const caseLink = (backofficeUrl: string, caseId: number) =>
  `${backofficeUrl.replace(/\/$/, '')}/cases/${caseId}`;

/** An approver's notice that version `version` of case `caseId` awaits their approval. */
export function offerAwaitingApprovalEmail(opts: {
  to: string;
  language: Language;
  caseId: number;
  version: number;
  proposerEmail: string;
  salePriceMinor: number;
  currency: string;
  requiredApprovals: number;
  backofficeUrl: string;
}): MailMessage {
  const { language } = opts;
  const w = WORDS[language];
  const reader = { language };
  const caseId = formatInteger(opts.caseId, reader);
  const version = formatInteger(opts.version, reader);
  return composeMail(
    { to: opts.to, name: '' },
    w.subject(caseId, version),
    [
      para(
        w.what(opts.proposerEmail, caseId, version, formatAmount(opts.salePriceMinor, opts.currency, reader)),
      ),
      para(w.needed(opts.requiredApprovals)),
      para(w.next),
      button(w.action, caseLink(opts.backofficeUrl, opts.caseId), language),
    ],
    language,
  );
}
