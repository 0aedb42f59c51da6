import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

// The embedded mail transport writes every message as an .eml file under DATA_DIR/outbox/ (file names sort by time).
// These helpers read them the way a mail client would: headers, then the text and HTML parts, decoded.

export interface OutboxMessage {
  file: string;
  to: string;
  from: string;
  subject: string;
  date: Date | null;
  text: string;
  html: string;
  /** Every http(s) link in the text and HTML parts, in order, without duplicates. */
  links: string[];
}

/** DATA_DIR of the product under test (playwright.config.ts sets it). */
export function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR_RESOLVED;
  if (!dir) throw new Error('E2E_DATA_DIR_RESOLVED is not set: run through playwright.config.ts');
  return dir;
}

export function outboxDir(): string {
  return path.join(dataDir(), 'outbox');
}

function unfoldHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** RFC 2047 encoded words (=?UTF-8?B?…?= / =?UTF-8?Q?…?=), as nodemailer writes non-ASCII subjects. */
export function decodeWords(value: string): string {
  return value.replace(
    /=\?([^?]+)\?([bqBQ])\?([^?]*)\?=\s*/g,
    (_all, _charset, enc: string, data: string) => {
      if (enc.toUpperCase() === 'B') return Buffer.from(data, 'base64').toString('utf8');
      const bytes = data
        .replace(/_/g, ' ')
        .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    },
  );
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable': {
      const soft = body.replace(/=\r?\n/g, '');
      const bytes = soft.replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
        String.fromCharCode(parseInt(hex, 16)),
      );
      return Buffer.from(bytes, 'latin1').toString('utf8');
    }
    default:
      return body;
  }
}

interface Part {
  type: string;
  body: string;
}

function parseEntity(raw: string): Part[] {
  const split = raw.search(/\r?\n\r?\n/);
  const headerBlock = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = unfoldHeaders(headerBlock);
  const contentType = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (contentType.toLowerCase().startsWith('multipart/') && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    return parts.filter((p) => !p.startsWith('--')).flatMap((p) => parseEntity(p.replace(/^\r?\n/, '')));
  }
  return [
    {
      type: contentType.split(';')[0].trim().toLowerCase(),
      body: decodeBody(body, headers.get('content-transfer-encoding')),
    },
  ];
}

const LINK = /https?:\/\/[^\s<>"')]+/g;

export function parseEml(raw: string, file = ''): OutboxMessage {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = unfoldHeaders(split < 0 ? raw : raw.slice(0, split));
  const parts = parseEntity(raw);
  const text = parts
    .filter((p) => p.type === 'text/plain')
    .map((p) => p.body)
    .join('\n');
  const html = parts
    .filter((p) => p.type === 'text/html')
    .map((p) => p.body)
    .join('\n');
  const links = [
    ...new Set([...(text.match(LINK) ?? []), ...(html.replace(/&amp;/g, '&').match(LINK) ?? [])]),
  ];
  const date = headers.get('date');
  return {
    file,
    to: decodeWords(headers.get('to') ?? ''),
    from: decodeWords(headers.get('from') ?? ''),
    subject: decodeWords(headers.get('subject') ?? ''),
    date: date ? new Date(date) : null,
    text,
    html,
    links,
  };
}

/** All messages in the outbox, oldest first. */
export function readOutbox(dir = outboxDir()): OutboxMessage[] {
  let files: string[];
  try {
    files = fs.readdirSync(dir).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  return files.sort().map((f) => parseEml(fs.readFileSync(path.join(dir, f), 'utf8'), path.join(dir, f)));
}

/** Messages addressed to `email` (case-insensitive), oldest first. */
export function messagesTo(email: string, dir = outboxDir()): OutboxMessage[] {
  const wanted = email.toLowerCase();
  return readOutbox(dir).filter((m) => m.to.toLowerCase().includes(wanted));
}

/**
 * Waits until at least `count` messages to `email` are in the outbox and returns the newest.
 * Pass the count seen before an action to wait for the message that action sends.
 */
export async function waitForEmail(
  email: string,
  { count = 1, timeout = 15_000 } = {},
): Promise<OutboxMessage> {
  await expect
    .poll(() => messagesTo(email).length, { message: `an email to ${email} in ${outboxDir()}`, timeout })
    .toBeGreaterThanOrEqual(count);
  const all = messagesTo(email);
  return all[all.length - 1];
}

/** The link of a message that carries `?token=` (the email-verification link), and its token. */
export function tokenLink(message: OutboxMessage): { url: string; token: string } {
  for (const link of message.links) {
    const token = new URL(link).searchParams.get('token');
    if (token) return { url: link, token };
  }
  throw new Error(`no link with a token in "${message.subject}" (${message.file})`);
}
