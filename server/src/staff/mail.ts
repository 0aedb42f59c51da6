import type { Language } from '@onboarding/shared/server';
import { button, composeMail, para, PRODUCT } from '../mail/compose';
import { validity } from '../mail/templates';
import type { MailMessage } from '../types';
import type { StaffRole } from '../db/schema';

// The staff accounts' emails, laid out like the applicant's (mail/compose.ts), in the staff member's language:
// the invitation in the language of the page the admin invites from (Accept-Language, which the back office's API
// client sends) or the one the CLI is given, kept with the account and updated to their own page's language when they
// enrol and sign in; the lock notice in the one kept.

const INVITE = {
  en: {
    subject: `Your ${PRODUCT} back office account`,
    roles: { reviewer: 'a reviewer', approver: 'an approver', admin: 'an administrator' },
    intro: (role: string) => `You have been invited to the ${PRODUCT} back office as ${role}.`,
    resetIntro: (role: string) =>
      `An administrator has reset the password and authenticator of your ${PRODUCT} back office account as ${role} and ended its sessions.`,
    steps:
      'Open the link below to set your password and add the account to an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password).',
    action: 'Set up my account',
    expiry: (valid: string) =>
      `The link works once and is valid for ${valid}. If you did not expect this invitation, you can ignore this email.`,
    resetExpiry: (valid: string) =>
      `The link works once and is valid for ${valid}. If you did not ask for this, tell an administrator.`,
  },
  ar: {
    subject: `حسابك في المكتب الخلفي لـ ${PRODUCT}`,
    // As the back office names the roles (its enrolment page: "بصفة {{role}}").
    roles: { reviewer: 'مراجع', approver: 'معتمِد', admin: 'مسؤول' },
    intro: (role: string) => `تمت دعوتك إلى المكتب الخلفي لـ ${PRODUCT} بصفة ${role}.`,
    resetIntro: (role: string) =>
      `أعاد أحد المسؤولين تعيين كلمة المرور وتطبيق المصادقة لحسابك في المكتب الخلفي لـ ${PRODUCT} بصفة ${role} وأنهى جلساته.`,
    steps:
      'افتح الرابط أدناه لتعيين كلمة المرور وإضافة الحساب إلى تطبيق مصادقة (مثل Google Authenticator أو Microsoft Authenticator أو 1Password).',
    action: 'إعداد حسابي',
    expiry: (valid: string) =>
      `يعمل الرابط مرة واحدة، وهو صالح لمدة ${valid}. إذا لم تكن تتوقع هذه الدعوة، يمكنك تجاهل هذه الرسالة.`,
    resetExpiry: (valid: string) =>
      `يعمل الرابط مرة واحدة، وهو صالح لمدة ${valid}. إذا لم تطلب ذلك، فأبلغ أحد المسؤولين.`,
  },
} satisfies Record<Language, { roles: Record<StaffRole, string> } & Record<string, unknown>>;

/** The enrolment link: the token travels in the fragment, so it never reaches a server log or a Referer header. */
export function enrolmentLink(backofficeUrl: string, token: string): string {
  return `${backofficeUrl.replace(/\/$/, '')}/enrol#token=${encodeURIComponent(token)}`;
}

/**
 * The invitation to a staff account: set a password and an authenticator through a single-use link. After an
 * administrator's reset, the same link with what happened and whom to tell if it was not expected.
 */
export function staffInviteEmail(opts: {
  to: string;
  role: StaffRole;
  link: string;
  validForSeconds: number;
  /** The inviting admin's page language, or the CLI's --language; English when not given. */
  language?: Language;
  reason?: 'invited' | 'reset';
}): MailMessage {
  const language = opts.language ?? 'en';
  const w = INVITE[language];
  const reset = opts.reason === 'reset';
  return composeMail(
    { to: opts.to, name: '' },
    w.subject,
    [
      para((reset ? w.resetIntro : w.intro)(w.roles[opts.role])),
      para(w.steps),
      button(w.action, opts.link, language),
      para((reset ? w.resetExpiry : w.expiry)(validity(opts.validForSeconds, { language }))),
    ],
    language,
  );
}

const LOCKED = {
  en: {
    subject: `Your ${PRODUCT} back office account is locked`,
    what: (valid: string) =>
      `Your ${PRODUCT} back office account has been locked for ${valid} after several failed sign-in attempts.`,
    next: 'If it was you, wait and sign in again. If it was not, someone may know your password: change it once you are back in, and tell an administrator.',
  },
  ar: {
    subject: `تم قفل حسابك في المكتب الخلفي لـ ${PRODUCT}`,
    what: (valid: string) =>
      `تم قفل حسابك في المكتب الخلفي لـ ${PRODUCT} لمدة ${valid} بعد عدة محاولات غير ناجحة لتسجيل الدخول.`,
    next: 'إذا كنت أنت من قام بهذه المحاولات، فانتظر ثم سجّل الدخول مجددًا. وإن لم تكن أنت، فقد يكون شخص آخر على علم بكلمة المرور الخاصة بك: غيّرها فور دخولك إلى حسابك، وأبلغ أحد المسؤولين.',
  },
} satisfies Record<Language, Record<string, unknown>>;

/** Sent once when repeated failed sign-ins lock a staff account, in the language kept with the account. */
export function staffLockedEmail(opts: {
  to: string;
  lockedForSeconds: number;
  language: Language;
}): MailMessage {
  const w = LOCKED[opts.language];
  return composeMail(
    { to: opts.to, name: '' },
    w.subject,
    [para(w.what(validity(opts.lockedForSeconds, { language: opts.language }))), para(w.next)],
    opts.language,
  );
}
