import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseEml, type OutboxMessage } from './outbox';

export interface ReceivedMail extends OutboxMessage {
  envelope: { from: string; to: string[] };
}

/**
 * A real SMTP server on 127.0.0.1 (a random port, or `port`: a server coming back where one was down) that keeps
 * what it receives, for the SMTP_URL path.
 */
export async function startSmtpServer(port = 0): Promise<{
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          ...parseEml(Buffer.concat(chunks).toString('utf8')),
          envelope: {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
          },
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const listening = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${listening}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
