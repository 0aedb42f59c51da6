import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { readOutbox } from '../test/outbox';
import { startSmtpServer } from '../test/smtp';
import { createMailer, firstLink, outboxFileName } from './mailer';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  return { lines, log: pino({ level: 'info' }, stream) };
}

const message = {
  to: 'amina@example.com',
  replyTo: 'support@example.com',
  subject: 'Confirm your email',
  text: 'Hello Amina,\n\nConfirm: http://app.test/?token=abc.def.ghi\n\nThanks, see https://example.com/help',
  html: '<p>Hello Amina, <a href="http://app.test/?token=abc.def.ghi">confirm</a></p>',
};

describe('outbox mailer (embedded default)', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mailer-test-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes each message as an .eml file, in time order, and logs its first link', async () => {
    const { lines, log } = capture();
    const mailer = createMailer({
      from: 'Onboarding <no-reply@onboarding.local>',
      outboxDir: path.join(dir, 'outbox'),
      log,
    });
    await mailer.send(message);
    await mailer.send({ ...message, to: 'second@example.com' });
    await mailer.close();

    const mails = readOutbox(dir);
    expect(mails.map((m) => m.headers.to)).toEqual(['amina@example.com', 'second@example.com']);
    expect(mails[0].headers.from).toBe('Onboarding <no-reply@onboarding.local>');
    expect(mails[0].headers['reply-to']).toBe('support@example.com');
    expect(mails[0].text).toBe(message.text);
    expect(mails[0].html).toBe(message.html);
    expect(mails[0].token).toBe('abc.def.ghi');
    expect(lines.filter((l) => l.msg === 'mail saved to outbox').map((l) => l.link)).toEqual([
      'http://app.test/?token=abc.def.ghi',
      'http://app.test/?token=abc.def.ghi',
    ]);
  });

  it('names files so that they sort by time', () => {
    const names = [
      new Date('2026-01-02T03:04:05.006Z'),
      new Date('2026-01-02T03:04:05.006Z'),
      new Date('2026-11-02T00:00:00Z'),
    ].map((d) => outboxFileName(d));
    expect([...names].sort()).toEqual(names);
    expect(names[0]).toMatch(/^20260102T030405006Z-\d{6}-[0-9a-f]{6}\.eml$/);
  });

  it('finds the first link of a text', () => {
    expect(firstLink('Open https://a.example/x?token=1.2.3 now, or http://b.example')).toBe(
      'https://a.example/x?token=1.2.3',
    );
    expect(firstLink('no link here')).toBeUndefined();
  });
});

describe('SMTP mailer (SMTP_URL)', () => {
  it('delivers through the SMTP server and logs neither the recipient nor the link', async () => {
    const smtp = await startSmtpServer();
    const { lines, log } = capture();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mailer-test-'));
    try {
      const mailer = createMailer({
        from: 'Onboarding <no-reply@onboarding.local>',
        smtpUrl: smtp.url,
        outboxDir: dir,
        log,
      });
      expect(mailer.mode).toBe('smtp');
      await mailer.send(message);
      await mailer.close();
      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail.envelope).toEqual({ from: 'no-reply@onboarding.local', to: ['amina@example.com'] });
      expect(mail.headers.subject).toBe('Confirm your email');
      expect(mail.headers['reply-to']).toBe('support@example.com');
      expect(mail.token).toBe('abc.def.ghi');
      expect(fs.readdirSync(dir)).toEqual([]);
      const logged = JSON.stringify(lines);
      expect(logged).toContain('mail sent');
      expect(logged).not.toContain('abc.def.ghi');
      expect(logged).not.toContain('amina@example.com');
    } finally {
      await smtp.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
