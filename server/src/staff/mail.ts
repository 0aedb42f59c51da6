import { escapeHtml } from '../mail/compose';
import { validity } from '../routes/core/mail-templates';
import type { MailMessage } from '../types';
import type { StaffRole } from '../db/schema';

// The staff accounts' emails, in the style of routes/core/mail-templates.ts: plain text and HTML saying the same.

const PRODUCT = 'Onboarding';

const ROLE_NAMES: Record<StaffRole, string> = {
  reviewer: 'a reviewer',
  approver: 'an approver',
  admin: 'an administrator',
};

/** The enrolment link: the token travels in the fragment, so it never reaches a server log or a Referer header. */
export function enrolmentLink(backofficeUrl: string, token: string): string {
  return `${backofficeUrl.replace(/\/$/, '')}/enrol#token=${encodeURIComponent(token)}`;
}

function page(paragraphs: string[]): string {
  return `<!doctype html>
<html lang="en">
<body style="font-family: Arial, Helvetica, sans-serif; color: #1f2937; line-height: 1.5;">
${paragraphs.map((p) => `<p>${p}</p>`).join('\n')}
</body>
</html>`;
}

/** The invitation to a staff account: set a password and an authenticator through a single-use link. */
export function staffInviteEmail(opts: {
  to: string;
  role: StaffRole;
  link: string;
  validForSeconds: number;
}): MailMessage {
  const valid = validity(opts.validForSeconds);
  const intro = `You have been invited to the ${PRODUCT} back office as ${ROLE_NAMES[opts.role]}.`;
  const steps =
    'Open the link below to set your password and add the account to an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password).';
  const expiry = `The link works once and is valid for ${valid}. If you did not expect this invitation, you can ignore this email.`;
  const text = [
    'Hello,',
    '',
    intro,
    steps,
    '',
    `Set up my account: ${opts.link}`,
    '',
    expiry,
    '',
    `The ${PRODUCT} team`,
  ].join('\n');
  const link = escapeHtml(opts.link);
  const html = page([
    'Hello,',
    escapeHtml(intro),
    escapeHtml(steps),
    `<a href="${link}" style="display: inline-block; padding: 12px 20px; background: #0f766e; color: #ffffff; text-decoration: none; border-radius: 6px;">Set up my account</a>`,
    `If the button does not work, copy this address into your browser:<br><a href="${link}">${link}</a>`,
    escapeHtml(expiry),
    `The ${PRODUCT} team`,
  ]);
  return { to: opts.to, subject: `Your ${PRODUCT} back office account`, text, html };
}

/** Sent once when repeated failed sign-ins lock a staff account. */
export function staffLockedEmail(opts: { to: string; lockedForSeconds: number }): MailMessage {
  const lockedFor = validity(opts.lockedForSeconds);
  const what = `Your ${PRODUCT} back office account has been locked for ${lockedFor} after several failed sign-in attempts.`;
  const next =
    'If it was you, wait and sign in again. If it was not, someone may know your password: change it once you are back in, and tell an administrator.';
  const text = ['Hello,', '', what, '', next, '', `The ${PRODUCT} team`].join('\n');
  const html = page(['Hello,', escapeHtml(what), escapeHtml(next), `The ${PRODUCT} team`]);
  return { to: opts.to, subject: `Your ${PRODUCT} back office account is locked`, text, html };
}
