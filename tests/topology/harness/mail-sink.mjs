#!/usr/bin/env node
// The SMTP server of the topology test (Mailpit's stand-in): accepts every message on 127.0.0.1 and writes it, as
// received, to DIR/<time>-<n>.eml, the layout the end-to-end outbox helpers (tests/e2e/support/outbox.ts) read.
//   node tests/topology/harness/mail-sink.mjs --port N --dir DIR
import { Buffer } from 'node:buffer';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { SMTPServer } = require('smtp-server');

function arg(name) {
  const index = process.argv.indexOf(`--${name}`);
  const value = index > 0 ? process.argv[index + 1] : undefined;
  if (!value) {
    console.error(`mail-sink: --${name} is required`);
    process.exit(2);
  }
  return value;
}

const port = Number(arg('port'));
const dir = arg('dir');
fs.mkdirSync(dir, { recursive: true });
// A message is limited like a real mail server limits it; ours are a few kilobytes.
const MAX_BYTES = 5 * 1024 * 1024;
let sequence = 0;

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  size: MAX_BYTES,
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      if (stream.sizeExceeded)
        return callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
      sequence += 1;
      // Written under a temporary name, then renamed: a reader never sees half a message.
      const name = `${new Date().toISOString().replace(/[-:.]/g, '')}-${String(sequence).padStart(6, '0')}.eml`;
      const temporary = path.join(dir, `.${name}.part`);
      fs.writeFileSync(temporary, Buffer.concat(chunks));
      fs.renameSync(temporary, path.join(dir, name));
      console.log(`mail ${name} to ${session.envelope.rcptTo.map((r) => r.address).join(', ')}`);
      callback();
    });
  },
});

server.on('error', (err) => console.error(`mail-sink: ${err.message}`));
server.listen(port, '127.0.0.1', () => console.log(`mail ready on smtp://127.0.0.1:${port} (folder ${dir})`));

const close = () => server.close(() => process.exit(0));
process.once('SIGTERM', close);
process.once('SIGINT', close);
