import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { MailMessage, Mailer } from '../types';

export interface MailerOptions {
  from: string;
  /** SMTP transport when set (production: `SMTP_URL`), otherwise the outbox folder. */
  smtpUrl?: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}

export interface ClosableMailer extends Mailer {
  mode: 'smtp' | 'outbox';
  close(): Promise<void>;
}

const LINK = /https?:\/\/[^\s<>"')]+/;

/** The first http(s) link of a message's plain text: the one action the email asks for. */
export function firstLink(text: string): string | undefined {
  return LINK.exec(text)?.[0];
}

let sequence = 0;

/**
 * Outbox file names sort by creation time: an ISO timestamp, then a per-process sequence for messages written in
 * the same millisecond, then a random suffix so two processes sharing a folder never collide.
 */
export function outboxFileName(now = new Date()): string {
  sequence = (sequence + 1) % 1_000_000;
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('.', '');
  return `${stamp}-${String(sequence).padStart(6, '0')}-${crypto.randomBytes(3).toString('hex')}.eml`;
}

export function createMailer(opts: MailerOptions): ClosableMailer {
  const envelope = (m: MailMessage) => ({
    from: opts.from,
    to: m.to,
    replyTo: m.replyTo,
    subject: m.subject,
    text: m.text,
    html: m.html,
  });

  if (opts.smtpUrl) {
    // A mail server that hangs must not hold the applicant's request for nodemailer's default two minutes: the
    // message stays queued (mail/queue.ts) and is retried.
    const transport = nodemailer.createTransport({
      url: opts.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return {
      mode: 'smtp',
      async send(message) {
        const info = await transport.sendMail(envelope(message));
        // No recipient and no link here: on a real server the log must not carry what opens an application.
        opts.log.info({ messageId: info.messageId }, 'mail sent');
      },
      async close() {
        transport.close();
      },
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let ready: Promise<unknown> | undefined;
  return {
    mode: 'outbox',
    async send(message) {
      ready ??= fs.mkdir(opts.outboxDir, { recursive: true, mode: 0o700 });
      await ready;
      const info = await transport.sendMail(envelope(message));
      const file = path.join(opts.outboxDir, outboxFileName());
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      // The outbox stands in for a mail server on a developer machine: printing the link (which carries a session
      // token) is its whole purpose, so the developer can click through without opening the file. Only this
      // embedded mode logs it; the SMTP mode above never does.
      opts.log.info(
        { to: message.to, subject: message.subject, file, link: firstLink(message.text) },
        'mail saved to outbox',
      );
    },
    async close() {
      transport.close();
    },
  };
}

export default fp(async function mailer(app: FastifyInstance) {
  const mailer = createMailer({
    from: app.config.MAIL_FROM,
    smtpUrl: app.config.SMTP_URL,
    outboxDir: path.join(app.config.dataDir, 'outbox'),
    log: app.log,
  });
  if (mailer.mode === 'outbox' && app.config.NODE_ENV === 'production') {
    app.log.warn('SMTP_URL is not set: emails are written to DATA_DIR/outbox and never delivered');
  }
  app.decorate('mailer', mailer);
  app.addHook('onClose', () => mailer.close());
});
