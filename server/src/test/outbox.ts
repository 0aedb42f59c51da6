import fs from 'node:fs';
import path from 'node:path';

export interface OutboxMessage {
  file: string;
  headers: Record<string, string>;
  text: string;
  html: string;
  /** The first http(s) link of the plain text. */
  link?: string;
  /** The `token` query parameter of that link. */
  token?: string;
}

function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const ch = joined[i];
    if (ch === '=' && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function splitHeaders(raw: string): [Record<string, string>, string] {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  let last = '';
  for (const line of head.split(/\r?\n/)) {
    if (/^\s/.test(line) && last) headers[last] += ` ${line.trim()}`;
    else {
      const i = line.indexOf(':');
      last = line.slice(0, i).trim().toLowerCase();
      headers[last] = line.slice(i + 1).trim();
    }
  }
  return [headers, body];
}

function decodePart(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** Parses what the outbox mailer writes (nodemailer's multipart/alternative with text and HTML parts). */
export function parseEml(raw: string, file = ''): OutboxMessage {
  const [headers, body] = splitHeaders(raw);
  let text = '';
  let html = '';
  const boundary = /boundary="?([^";]+)"?/.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1)
        .filter((p) => !p.startsWith('--'))
        .map((p) => splitHeaders(p.replace(/^\r?\n/, '')))
    : [[headers, body] as [Record<string, string>, string]];
  for (const [partHeaders, partBody] of parts) {
    const type = partHeaders['content-type'] ?? 'text/plain';
    const decoded = decodePart(partHeaders, partBody.replace(/\r?\n$/, ''));
    if (type.startsWith('text/plain')) text = decoded;
    else if (type.startsWith('text/html')) html = decoded;
  }
  const link = /https?:\/\/[^\s<>"')]+/.exec(text)?.[0];
  const token = link ? (new URL(link).searchParams.get('token') ?? undefined) : undefined;
  return { file, headers, text, html, link, token };
}

/** Every message in DATA_DIR/outbox, oldest first (file names sort by time). */
export function readOutbox(dataDir: string): OutboxMessage[] {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => parseEml(fs.readFileSync(path.join(dir, f), 'utf8'), f));
}
