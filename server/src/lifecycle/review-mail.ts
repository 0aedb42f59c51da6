import type { Digits, Language } from '@onboarding/shared/server';
import type { DocumentKey } from '@onboarding/shared/schemas';
import { button, composeMail, list, para, PRODUCT, quote, type Block } from '../mail/compose';
import { formatDay } from '../mail/format';
import type { MailMessage } from '../types';

// What the applicant is mailed when the review team acts, in their language: the reviewer's words quoted
// so they cannot pass for ours, and no link that opens the application: the dashboard link is the product's address,
// and the applicant signs in there.

/** The documents in the words of the upload screen (remotes/documents, /financials). */
const DOCUMENT_NAMES: Record<Language, Record<DocumentKey, string>> = {
  en: {
    StatementPreviousTwoYear: 'Annual audited financial statement (two years ago)',
    StatementPreviousOneYear: 'Annual audited financial statement (last year)',
    Registration: 'Holding company registration',
    CapTable: 'Cap table',
    FundraisingSummary: 'Fundraising summary',
  },
  ar: {
    StatementPreviousTwoYear: 'القوائم المالية السنوية المدققة (قبل عامين)',
    StatementPreviousOneYear: 'القوائم المالية السنوية المدققة (العام الماضي)',
    Registration: 'سجل الشركة القابضة',
    CapTable: 'جدول ملكية الحصص',
    FundraisingSummary: 'ملخص جولات التمويل',
  },
};

interface Recipient {
  to: string;
  name: string;
  language?: Language;
  /** Their digits, for the numbers of an Arabic email. */
  digits?: Digits;
}

const WORDS = {
  en: {
    dashboard: 'Go to my dashboard',
    information: {
      subject: `More information needed for your ${PRODUCT} application`,
      intro: `Our team is reviewing your ${PRODUCT} application and needs a little more from you.`,
      documents: 'Please upload these documents again:',
      message: 'A message from the reviewer:',
      how: 'You can do this from your dashboard. We continue the review as soon as we have it.',
    },
    declined: {
      subject: `Your ${PRODUCT} application`,
      intro: `Thank you for applying to ${PRODUCT}. After reviewing your application, we are not able to offer financing at this time.`,
      reason: (reason: string) => `The reason: ${reason}`,
      again: 'You are welcome to apply again when your circumstances change.',
    },
    withdrawn: {
      subject: `Your ${PRODUCT} application has been withdrawn`,
      done: `As you asked, we have withdrawn your ${PRODUCT} application. Nothing more is needed from you.`,
      again: 'If this is a mistake, or you would like to apply again, simply start a new application.',
    },
    offer: {
      subject: `Your ${PRODUCT} financing offer is ready`,
      intro: `Good news: we have made you a financing offer for your ${PRODUCT} application.`,
      murabaha:
        'It is a murabaha sale at a fixed price, disclosed in full: the letter sets out the price, the schedule of instalments and every clause. Nothing is ever added to the price for late payment.',
      by: (date: string) => `Please read the offer on your dashboard and accept or decline it by ${date}.`,
      there: 'Please read the offer on your dashboard and accept or decline it there.',
    },
    offerWithdrawn: {
      subject: `Your ${PRODUCT} financing offer has been withdrawn`,
      intro: `We have withdrawn the financing offer we sent you for your ${PRODUCT} application: it can no longer be accepted.`,
      next: 'Our team is reviewing your application again and will write to you. You can follow it on your dashboard.',
    },
  },
  ar: {
    dashboard: 'الانتقال إلى لوحة متابعتي',
    information: {
      subject: `مطلوب معلومات إضافية لطلبك لدى ${PRODUCT}`,
      intro: `يراجع فريقنا طلبك لدى ${PRODUCT} ويحتاج منك إلى بعض المعلومات الإضافية.`,
      documents: 'يرجى رفع هذه المستندات مرة أخرى:',
      message: 'رسالة من المراجع:',
      how: 'يمكنك القيام بذلك من لوحة متابعتك، وسنستأنف المراجعة فور استلامها.',
    },
    declined: {
      subject: `طلبك لدى ${PRODUCT}`,
      intro: `نشكرك على تقديم طلبك لدى ${PRODUCT}. بعد مراجعة طلبك، نعتذر عن عدم تمكننا من تقديم تمويل في الوقت الحالي.`,
      reason: (reason: string) => `السبب: ${reason}`,
      again: 'يسعدنا أن تتقدم بطلب جديد متى تغيرت ظروفك.',
    },
    withdrawn: {
      subject: `تم سحب طلبك لدى ${PRODUCT}`,
      done: `بناءً على طلبك، سحبنا طلبك لدى ${PRODUCT}. لا يلزمك أي إجراء آخر.`,
      again: 'إذا كان ذلك عن طريق الخطأ، أو رغبت في التقدم مجددًا، فما عليك إلا بدء طلب جديد.',
    },
    offer: {
      subject: `عرض التمويل الخاص بك لدى ${PRODUCT} جاهز`,
      intro: `يسعدنا إبلاغك بأننا قدّمنا لك عرض تمويل لطلبك لدى ${PRODUCT}.`,
      murabaha:
        'العرض بيع مرابحة بسعر ثابت مُفصح عنه بالكامل: يبيّن الخطاب السعر وجدول الأقساط وجميع البنود، ولا يُضاف إلى السعر أي مبلغ عند التأخر في السداد.',
      by: (date: string) => `يرجى قراءة العرض في لوحة متابعتك وقبوله أو رفضه قبل نهاية يوم ${date}.`,
      there: 'يرجى قراءة العرض في لوحة متابعتك وقبوله أو رفضه من هناك.',
    },
    offerWithdrawn: {
      subject: `تم سحب عرض التمويل الخاص بك لدى ${PRODUCT}`,
      intro: `سحبنا عرض التمويل الذي أرسلناه لك بخصوص طلبك لدى ${PRODUCT}، ولم يعد بالإمكان قبوله.`,
      next: 'يعيد فريقنا مراجعة طلبك وسيتواصل معك. يمكنك متابعته من لوحة متابعتك.',
    },
  },
} as const;

const languageOf = (to: Recipient): Language => to.language ?? 'en';

/** The team needs more: the documents to upload again and/or the reviewer's message, and the dashboard's link. */
export function informationRequestedEmail(
  to: Recipient,
  opts: { documents: DocumentKey[]; message: string | null; dashboardUrl: string },
): MailMessage {
  const language = languageOf(to);
  const w = WORDS[language];
  const blocks: Block[] = [para(w.information.intro)];
  if (opts.documents.length) {
    blocks.push(para(w.information.documents), list(opts.documents.map((d) => DOCUMENT_NAMES[language][d])));
  }
  if (opts.message) blocks.push(para(w.information.message), quote(opts.message));
  blocks.push(para(w.information.how), button(w.dashboard, opts.dashboardUrl, language));
  return composeMail(to, w.information.subject, blocks, language);
}

/** Declined: the reason's label in the applicant's language, and the reviewer's explanation when there is one. */
export function declinedEmail(
  to: Recipient,
  opts: { reason: Record<Language, string>; text: string | null },
): MailMessage {
  const language = languageOf(to);
  const w = WORDS[language].declined;
  const blocks = [para(w.intro), para(w.reason(opts.reason[language]))];
  if (opts.text) blocks.push(quote(opts.text));
  blocks.push(para(w.again));
  return composeMail(to, w.subject, blocks, language);
}

/** Withdrawn at the applicant's request. */
export function withdrawnEmail(to: Recipient): MailMessage {
  const language = languageOf(to);
  const w = WORDS[language].withdrawn;
  return composeMail(to, w.subject, [para(w.done), para(w.again)], language);
}

/** The provider withdrew the offer it sent: it can no longer be accepted, and the review goes on. */
export function offerWithdrawnEmail(to: Recipient, opts: { dashboardUrl: string }): MailMessage {
  const language = languageOf(to);
  const { dashboard, offerWithdrawn: w } = WORDS[language];
  const blocks = [para(w.intro), para(w.next), button(dashboard, opts.dashboardUrl, language)];
  return composeMail(to, w.subject, blocks, language);
}

/**
 * An offer waits for the applicant: they read the letter and accept it on the dashboard, before its validity
 * ends (`validUntil`, the last day, YYYY-MM-DD: written out in their language).
 */
export function offerSentEmail(
  to: Recipient,
  opts: { validUntil: string | null; dashboardUrl: string },
): MailMessage {
  const language = languageOf(to);
  const w = WORDS[language];
  return composeMail(
    to,
    w.offer.subject,
    [
      para(w.offer.intro),
      para(w.offer.murabaha),
      para(
        opts.validUntil
          ? w.offer.by(formatDay(opts.validUntil, { language, digits: to.digits }))
          : w.offer.there,
      ),
      button(w.dashboard, opts.dashboardUrl, language),
    ],
    language,
  );
}
