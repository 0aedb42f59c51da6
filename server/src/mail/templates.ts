import type { Digits, Language } from '@onboarding/shared/server';
import type { MailMessage } from '../types';
import { button, composeMail, escapeHtml, para, PRODUCT, quoted } from './compose';
import { ENGLISH, formatInteger, type MailLocale } from './format';

/** "24 hours", "1 hour", "90 minutes" (or in Arabic, in the reader's digits): how long a link stays valid, in words. */
export function validity(seconds: number, reader: MailLocale = ENGLISH): string {
  const hours = seconds % 3600 === 0;
  const n = hours ? seconds / 3600 : Math.max(1, Math.round(seconds / 60));
  if (reader.language === 'ar') {
    if (n === 1) return hours ? 'ساعة واحدة' : 'دقيقة واحدة';
    if (n === 2) return hours ? 'ساعتين' : 'دقيقتين';
    const count = formatInteger(n, reader);
    if (n <= 10) return `${count} ${hours ? 'ساعات' : 'دقائق'}`;
    return `${count} ${hours ? 'ساعة' : 'دقيقة'}`;
  }
  return `${n} ${hours ? 'hour' : 'minute'}${n === 1 ? '' : 's'}`;
}

/** The link of every application email: the shell stores `token` and removes it from the address bar. */
export function applicationLink(appUrl: string, sessionToken: string): string {
  return `${appUrl.replace(/\/$/, '')}/?token=${encodeURIComponent(sessionToken)}`;
}

export type LinkEmailKind = 'verify' | 'new-application' | 'continue' | 'dashboard';

const WORDING: Record<Language, Record<LinkEmailKind, { subject: string; intro: string; action: string }>> = {
  en: {
    verify: {
      subject: `Confirm your email to continue with ${PRODUCT}`,
      intro: `Thank you for starting your application with ${PRODUCT}. Please confirm your email address to continue.`,
      action: 'Confirm my email',
    },
    'new-application': {
      subject: `Your new ${PRODUCT} application`,
      intro: `You have started a new application with ${PRODUCT}. Open it with the link below.`,
      action: 'Open my new application',
    },
    continue: {
      subject: `Continue your ${PRODUCT} application`,
      intro: `Here is the link to continue your application with ${PRODUCT}.`,
      action: 'Continue my application',
    },
    dashboard: {
      subject: `Sign in to your ${PRODUCT} dashboard`,
      intro: `Here is your link to sign in to your ${PRODUCT} dashboard. It works once.`,
      action: 'Open my dashboard',
    },
  },
  ar: {
    verify: {
      subject: `أكّد بريدك الإلكتروني لمتابعة طلبك لدى ${PRODUCT}`,
      intro: `شكرًا لبدء طلبك لدى ${PRODUCT}. يرجى تأكيد عنوان بريدك الإلكتروني للمتابعة.`,
      action: 'تأكيد بريدي الإلكتروني',
    },
    'new-application': {
      subject: `طلبك الجديد لدى ${PRODUCT}`,
      intro: `لقد بدأت طلبًا جديدًا لدى ${PRODUCT}. افتحه من الرابط أدناه.`,
      action: 'فتح طلبي الجديد',
    },
    continue: {
      subject: `تابِع طلبك لدى ${PRODUCT}`,
      intro: `إليك الرابط لمتابعة طلبك لدى ${PRODUCT}.`,
      action: 'متابعة طلبي',
    },
    dashboard: {
      subject: `تسجيل الدخول إلى لوحة متابعتك في ${PRODUCT}`,
      intro: `إليك رابط تسجيل الدخول إلى لوحة متابعتك في ${PRODUCT}. يعمل الرابط مرة واحدة.`,
      action: 'فتح لوحة متابعتي',
    },
  },
};

const VALID_FOR: Record<Language, (valid: string) => string> = {
  en: (valid) => `The link is valid for ${valid}. If you did not ask for it, you can ignore this email.`,
  ar: (valid) => `الرابط صالح لمدة ${valid}. إذا لم تطلبه، يمكنك تجاهل هذه الرسالة.`,
};

/**
 * The email that carries an application's link (registration, new application, email-token, resend, dashboard), in
 * the applicant's language.
 */
export function linkEmail(opts: {
  kind: LinkEmailKind;
  to: string;
  name: string;
  link: string;
  validForSeconds: number;
  language?: Language;
  /** The applicant's digits, for an Arabic email. */
  digits?: Digits;
}): MailMessage {
  const language = opts.language ?? 'en';
  const w = WORDING[language][opts.kind];
  return composeMail(
    opts,
    w.subject,
    [
      para(w.intro),
      button(w.action, opts.link, language),
      para(VALID_FOR[language](validity(opts.validForSeconds, { language, digits: opts.digits }))),
    ],
    language,
  );
}

/** A help request forwarded to the support address; replying answers the applicant. */
export function helpEmail(opts: {
  to: string;
  from: string;
  note: string;
  applicant?: { name: string; applicationId: number };
}): MailMessage {
  const name = opts.applicant ? opts.applicant.name.replace(/\s+/g, ' ').trim() : '';
  const who = opts.applicant
    ? `"${name}" <${opts.from}> (application ${opts.applicant.applicationId})`
    : `${opts.from} (not signed in)`;
  const text = [
    `Help request from ${who}, quoted:`,
    '',
    quoted(opts.note),
    '',
    'Reply to this email to answer the applicant.',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en">
<body style="font-family: Arial, Helvetica, sans-serif; color: #1f2937; line-height: 1.5;">
<p>Help request from ${escapeHtml(who)}, quoted:</p>
<blockquote style="white-space: pre-wrap; border-inline-start: 3px solid #d1d5db; margin: 0; padding-inline-start: 12px;">${escapeHtml(opts.note)}</blockquote>
<p>Reply to this email to answer the applicant.</p>
</body>
</html>`;
  return {
    to: opts.to,
    replyTo: opts.from,
    subject: `${PRODUCT} help request from ${opts.from}`,
    text,
    html,
  };
}
