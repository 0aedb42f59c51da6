import {
  DECLINE_CATEGORY_TEXTS,
  type DeclineCategory,
  type Digits,
  type EligibilityDecline,
  type Language,
} from '@onboarding/shared/server';
import type { MailMessage } from '../types';
import { button, composeMail, list, para, PRODUCT, type Block } from './compose';
import { formatDay } from './format';

// What the applicant is mailed when their journey ends on its own: submitted for review (with the application's
// reference) or declined at eligibility (the reasons in categories and when a new application can be decided).
// Both lead to the dashboard, the product's address, where the applicant signs in; neither link opens the application.

export interface OutcomeRecipient {
  to: string;
  name: string;
  language?: Language;
  digits?: Digits;
}

const WORDS = {
  en: {
    dashboard: 'Go to my dashboard',
    submitted: {
      subject: (reference: string) => `We have received your ${PRODUCT} application ${reference}`,
      received: `Thank you for applying to ${PRODUCT}: your application is submitted.`,
      reference: (reference: string) =>
        `Your application's reference is ${reference}. Please quote it whenever you contact us.`,
      next: 'Our team will review your application and get back to you within two business days. You can follow it on your dashboard.',
    },
    ineligible: {
      subject: `The outcome of your ${PRODUCT} eligibility check`,
      intro: `Thank you for applying to ${PRODUCT}. Unfortunately, based on the information you provided, your business is not eligible for financing at this time.`,
      reasons: (n: number) => (n === 1 ? 'The reason:' : 'The reasons:'),
      from: (date: string) => `A new application can be decided from ${date}.`,
      any: 'You are welcome to apply again when your circumstances change.',
      contact: 'If our team finds that your situation is otherwise, we will contact you.',
    },
  },
  ar: {
    dashboard: 'الانتقال إلى لوحة متابعتي',
    submitted: {
      subject: (reference: string) => `استلمنا طلبك لدى ${PRODUCT} ذا المرجع ${reference}`,
      received: `نشكرك على تقديم طلبك لدى ${PRODUCT}: تم تقديم طلبك.`,
      reference: (reference: string) => `مرجع طلبك هو ${reference}. يرجى ذكره كلما تواصلت معنا.`,
      next: 'سيراجع فريقنا طلبك ويتواصل معك خلال يومَي عمل. يمكنك متابعته من لوحة متابعتك.',
    },
    ineligible: {
      subject: `نتيجة التحقق من أهليتك لدى ${PRODUCT}`,
      intro: `نشكرك على تقديم طلبك لدى ${PRODUCT}. للأسف، بناءً على المعلومات التي قدمتها، نشاطك التجاري غير مؤهل للتمويل في الوقت الحالي.`,
      reasons: (n: number) => (n === 1 ? 'السبب:' : 'الأسباب:'),
      from: (date: string) => `يمكن البت في طلب جديد ابتداءً من ${date}.`,
      any: 'يسعدنا أن تتقدم بطلب جديد متى تغيرت ظروفك.',
      contact: 'إذا رأى فريقنا أن وضعك مختلف، فسنتواصل معك.',
    },
  },
} as const;

const languageOf = (to: OutcomeRecipient): Language => to.language ?? 'en';

/** Submitted for review: the reference to quote, what happens next and the dashboard. */
export function submittedEmail(
  to: OutcomeRecipient,
  opts: { reference: string; dashboardUrl: string },
): MailMessage {
  const language = languageOf(to);
  const w = WORDS[language];
  return composeMail(
    to,
    w.submitted.subject(opts.reference),
    [
      para(w.submitted.received),
      para(w.submitted.reference(opts.reference)),
      para(w.submitted.next),
      button(w.dashboard, opts.dashboardUrl, language),
    ],
    language,
  );
}

/** The categories of a decline in the reader's words. */
export const declineReasonTexts = (reasons: readonly DeclineCategory[], language: Language): string[] =>
  reasons.map((r) => DECLINE_CATEGORY_TEXTS[language][r]);

/** Declined at eligibility: why, in categories, and the day a new application can be decided. */
export function ineligibleEmail(
  to: OutcomeRecipient,
  opts: EligibilityDecline & { dashboardUrl: string },
): MailMessage {
  const language = languageOf(to);
  const w = WORDS[language];
  const blocks: Block[] = [para(w.ineligible.intro)];
  if (opts.reasons.length)
    blocks.push(
      para(w.ineligible.reasons(opts.reasons.length)),
      list(declineReasonTexts(opts.reasons, language)),
    );
  blocks.push(
    para(
      opts.decidableFrom
        ? w.ineligible.from(formatDay(opts.decidableFrom, { language, digits: to.digits }))
        : w.ineligible.any,
    ),
    para(w.ineligible.contact),
    button(w.dashboard, opts.dashboardUrl, language),
  );
  return composeMail(to, w.ineligible.subject, blocks, language);
}
