import type { DocumentKey } from '@onboarding/shared/schemas';
import { escapeHtml, greetingName, quoted } from '../routes/core/mail-templates';
import type { MailMessage } from '../types';

// What the applicant is mailed when the review team acts (#16), in the style of routes/core/mail-templates.ts: plain
// text and HTML saying the same, the reviewer's words quoted so they cannot pass for ours, and no link that opens the
// application: the dashboard link is the product's address, and the applicant signs in there.

const PRODUCT = 'Onboarding';

/** The documents in the words of the upload screen (remotes/documents, /financials). */
export const DOCUMENT_NAMES: Record<DocumentKey, string> = {
  StatementPreviousTwoYear: 'Annual audited financial statement (two years ago)',
  StatementPreviousOneYear: 'Annual audited financial statement (last year)',
  Registration: 'Holding company registration',
  CapTable: 'Cap table',
  FundraisingSummary: 'Fundraising summary',
};

interface Recipient {
  to: string;
  name: string;
}

const hello = (name: string) => {
  const shown = greetingName(name);
  return shown ? `Hello ${shown},` : 'Hello,';
};

type Block = { text: string; html: string };
const para = (text: string): Block => ({ text, html: `<p>${escapeHtml(text)}</p>` });
const quote = (text: string): Block => ({
  text: quoted(text),
  html: `<blockquote style="white-space: pre-wrap; border-inline-start: 3px solid #d1d5db; margin: 0; padding-inline-start: 12px;">${escapeHtml(text)}</blockquote>`,
});
const list = (items: string[]): Block => ({
  text: items.map((item) => `- ${item}`).join('\n'),
  html: `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`,
});
const button = (label: string, link: string): Block => {
  const href = escapeHtml(link);
  return {
    text: `${label}: ${link}`,
    html: `<p><a href="${href}" style="display: inline-block; padding: 12px 20px; background: #0f766e; color: #ffffff; text-decoration: none; border-radius: 6px;">${escapeHtml(label)}</a></p>\n<p>If the button does not work, copy this address into your browser:<br><a href="${href}">${href}</a></p>`,
  };
};

function message(to: Recipient, subject: string, blocks: Block[]): MailMessage {
  const all = [para(hello(to.name)), ...blocks, para(`The ${PRODUCT} team`)];
  return {
    to: to.to,
    subject,
    text: all.map((b) => b.text).join('\n\n'),
    html: `<!doctype html>
<html lang="en">
<body style="font-family: Arial, Helvetica, sans-serif; color: #1f2937; line-height: 1.5;">
${all.map((b) => b.html).join('\n')}
</body>
</html>`,
  };
}

/** The team needs more: the documents to upload again and/or the reviewer's message, and the dashboard's link. */
export function informationRequestedEmail(
  to: Recipient,
  opts: { documents: DocumentKey[]; message: string | null; dashboardUrl: string },
): MailMessage {
  const blocks: Block[] = [
    para(`Our team is reviewing your ${PRODUCT} application and needs a little more from you.`),
  ];
  if (opts.documents.length) {
    blocks.push(
      para('Please upload these documents again:'),
      list(opts.documents.map((d) => DOCUMENT_NAMES[d])),
    );
  }
  if (opts.message) blocks.push(para('A message from the reviewer:'), quote(opts.message));
  blocks.push(
    para('You can do this from your dashboard. We continue the review as soon as we have it.'),
    button('Go to my dashboard', opts.dashboardUrl),
  );
  return message(to, `More information needed for your ${PRODUCT} application`, blocks);
}

/** Declined: the reason's label, and the reviewer's explanation when there is one. */
export function declinedEmail(to: Recipient, opts: { reason: string; text: string | null }): MailMessage {
  const blocks = [
    para(
      `Thank you for applying to ${PRODUCT}. After reviewing your application, we are not able to offer financing at this time.`,
    ),
    para(`The reason: ${opts.reason}`),
  ];
  if (opts.text) blocks.push(quote(opts.text));
  blocks.push(para('You are welcome to apply again when your circumstances change.'));
  return message(to, `Your ${PRODUCT} application`, blocks);
}

/** Withdrawn at the applicant's request. */
export function withdrawnEmail(to: Recipient): MailMessage {
  return message(to, `Your ${PRODUCT} application has been withdrawn`, [
    para(`As you asked, we have withdrawn your ${PRODUCT} application. Nothing more is needed from you.`),
    para('If this is a mistake, or you would like to apply again, simply start a new application.'),
  ]);
}

/** An offer waits for the applicant (#17): they read the letter and accept it on the dashboard, before its validity ends. */
export function offerSentEmail(
  to: Recipient,
  opts: { validUntil: string | null; dashboardUrl: string },
): MailMessage {
  const blocks: Block[] = [
    para(`Good news: we have made you a financing offer for your ${PRODUCT} application.`),
    para(
      'It is a murabaha sale at a fixed price, disclosed in full: the letter sets out the price, the schedule of instalments and every clause. Nothing is ever added to the price for late payment.',
    ),
    para(
      opts.validUntil
        ? `Please read the offer on your dashboard and accept or decline it by ${opts.validUntil}.`
        : 'Please read the offer on your dashboard and accept or decline it there.',
    ),
    button('Go to my dashboard', opts.dashboardUrl),
  ];
  return message(to, `Your ${PRODUCT} financing offer is ready`, blocks);
}
