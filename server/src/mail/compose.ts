import { displayName, type Language } from '@onboarding/shared/server';
import { escapeHtml } from '../lib/escape-html';
import type { MailMessage } from '../types';

export { escapeHtml };

// The applicant's emails are made of these blocks, in the applicant's language: plain text and HTML saying
// the same, the page laid out right to left for Arabic, and a person's words quoted so they cannot pass for ours.
// Addresses and links stay left to right inside Arabic text.

export const PRODUCT = 'Onboarding';

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

export interface Block {
  text: string;
  html: string;
}

export const para = (text: string): Block => ({ text, html: `<p>${escapeHtml(text)}</p>` });

export const quote = (text: string): Block => ({
  text: quoted(text),
  html: `<blockquote dir="auto" style="white-space: pre-wrap; border-inline-start: 3px solid #d1d5db; margin: 0; padding-inline-start: 12px;">${escapeHtml(text)}</blockquote>`,
});

export const list = (items: string[]): Block => ({
  text: items.map((item) => `- ${item}`).join('\n'),
  html: `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`,
});

const WORDS = {
  en: {
    hello: (name: string | null) => (name ? `Hello ${name},` : 'Hello,'),
    team: `The ${PRODUCT} team`,
    copy: 'If the button does not work, copy this address into your browser:',
  },
  ar: {
    hello: (name: string | null) => (name ? `مرحبًا ${name}،` : 'مرحبًا،'),
    team: `فريق ${PRODUCT}`,
    copy: 'إذا لم يعمل الزر، انسخ هذا العنوان والصقه في متصفحك:',
  },
} satisfies Record<Language, unknown>;

/** A call to action: a button in HTML, the label and the address in text. The address reads left to right. */
export function button(label: string, link: string, language: Language = 'en'): Block {
  const href = escapeHtml(link);
  return {
    text: `${label}: ${link}`,
    html: `<p><a href="${href}" style="display: inline-block; padding: 12px 20px; background: #0f766e; color: #ffffff; text-decoration: none; border-radius: 6px;">${escapeHtml(label)}</a></p>\n<p>${escapeHtml(WORDS[language].copy)}<br><a href="${href}" dir="ltr">${href}</a></p>`,
  };
}

/** The whole email: the greeting, the blocks and the team's signature, in `language`. */
export function composeMail(
  to: { to: string; name: string },
  subject: string,
  blocks: Block[],
  language: Language = 'en',
): MailMessage {
  const words = WORDS[language];
  const all = [para(words.hello(greetingName(to.name))), ...blocks, para(words.team)];
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const font =
    language === 'ar'
      ? "'Noto Naskh Arabic', 'Noto Sans Arabic', Tahoma, Arial, sans-serif"
      : 'Arial, Helvetica, sans-serif';
  return {
    to: to.to,
    subject,
    text: all.map((b) => b.text).join('\n\n'),
    html: `<!doctype html>
<html lang="${language}" dir="${dir}">
<body style="font-family: ${font}; color: #1f2937; line-height: 1.6;">
${all.map((b) => b.html).join('\n')}
</body>
</html>`,
  };
}
