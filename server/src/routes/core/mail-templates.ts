import { displayName } from '@onboarding/shared/server';
import type { MailMessage } from '../../types';

const PRODUCT = 'Onboarding';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

// What looks like an address or a link: a name that holds one could pass for our text ("Your account is suspended.
// Confirm: https://…" right before the real link), so it is left out of the greeting.
const LINK_LIKE = /[a-z][a-z0-9+.-]*:\/\/|www\.|@|\b[a-z0-9-]+\.(?:[a-z]{2,})(?:\/|\b)/i;

/**
 * The applicant's name as an email may show it: as the screens greet (displayName), on one line with spaces
 * collapsed, or null when it looks like a link or an address (the greeting then has no name). Names are single-line
 * since registration refuses line breaks; this also covers names stored before.
 */
export function greetingName(name: string): string | null {
  const line = displayName(name.replace(/\s+/g, ' '));
  return line && !LINK_LIKE.test(line) ? line : null;
}

/** Free text from a person, quoted line by line ("> ") so it cannot pass for the email's own words. */
export function quoted(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
}

/** "24 hours", "1 hour", "90 minutes": how long a link stays valid, in words. */
export function validity(seconds: number): string {
  if (seconds % 3600 === 0) {
    const h = seconds / 3600;
    return `${h} hour${h === 1 ? '' : 's'}`;
  }
  const m = Math.max(1, Math.round(seconds / 60));
  return `${m} minute${m === 1 ? '' : 's'}`;
}

/** The link of every application email: the shell stores `token` and removes it from the address bar. */
export function applicationLink(appUrl: string, sessionToken: string): string {
  return `${appUrl.replace(/\/$/, '')}/?token=${encodeURIComponent(sessionToken)}`;
}

export type LinkEmailKind = 'verify' | 'new-application' | 'continue' | 'dashboard';

const WORDING: Record<LinkEmailKind, { subject: string; intro: string; action: string }> = {
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
};

/** The email that carries an application's link (registration, new application, email-token, resend, dashboard). */
export function linkEmail(opts: {
  kind: LinkEmailKind;
  to: string;
  name: string;
  link: string;
  validForSeconds: number;
}): MailMessage {
  const w = WORDING[opts.kind];
  const valid = validity(opts.validForSeconds);
  const name = greetingName(opts.name);
  const hello = name ? `Hello ${name},` : 'Hello,';
  const text = [
    hello,
    '',
    w.intro,
    '',
    `${w.action}: ${opts.link}`,
    '',
    `The link is valid for ${valid}. If you did not ask for it, you can ignore this email.`,
    '',
    `The ${PRODUCT} team`,
  ].join('\n');
  const link = escapeHtml(opts.link);
  const html = `<!doctype html>
<html lang="en">
<body style="font-family: Arial, Helvetica, sans-serif; color: #1f2937; line-height: 1.5;">
<p>${escapeHtml(hello)}</p>
<p>${escapeHtml(w.intro)}</p>
<p><a href="${link}" style="display: inline-block; padding: 12px 20px; background: #0f766e; color: #ffffff; text-decoration: none; border-radius: 6px;">${escapeHtml(w.action)}</a></p>
<p>If the button does not work, copy this address into your browser:<br><a href="${link}">${link}</a></p>
<p>The link is valid for ${escapeHtml(valid)}. If you did not ask for it, you can ignore this email.</p>
<p>The ${PRODUCT} team</p>
</body>
</html>`;
  return { to: opts.to, subject: w.subject, text, html };
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
