// Staff accounts from the command line: the first admin of a new installation, or anyone when the back office
// is not at hand. `npm run staff -- add <email> --role <role> [--language en|ar]` (scripts/staff.mjs), or in the
// server image `node server/dist/staff-cli.js add <email> --role <role> [--language en|ar]`. Same configuration as the API (DATA_DIR or
// DATABASE_URL, SECRETS_KEY, SMTP_URL, BACKOFFICE_URL); migrations are applied first.
import './require-node';
import Fastify from 'fastify';
import { ConfigError, loadConfig } from './config';
import { DirectoryInUseError } from './db/directory-lock';
import database from './plugins/database';
import mailer from './plugins/mailer';
import mailQueue from './plugins/mail-queue';
import type { StaffApp } from './staff/accounts';
import { answerWithoutDatabase, runStaffCommand, type CliAnswer } from './staff/cli-commands';
import { loadSecretsKey, SecretBox } from './transactions/secret-box';

async function run(argv: string[]): Promise<CliAnswer> {
  const early = answerWithoutDatabase(argv);
  if (early) return early;
  const config = loadConfig(process.env);
  // Warnings and errors only, on stderr: stdout is the link.
  const app = Fastify({
    logger: { level: process.env.LOG_LEVEL ?? 'warn', stream: process.stderr },
    pluginTimeout: 120_000,
  });
  app.decorate('config', config);
  try {
    await app.register(database);
    await app.register(mailer);
    await app.register(mailQueue);
    await app.ready();
    // The key the API seals provider secrets and queued mail with (SECRETS_KEY, or the one in DATA_DIR).
    const box = new SecretBox(await loadSecretsKey(config));
    const staffApp: StaffApp = {
      db: app.db,
      audit: app.audit,
      config,
      mailQueue: app.mailQueue,
      transactions: { box },
    };
    return await runStaffCommand(staffApp, argv);
  } finally {
    await app.close();
  }
}

export const STAFF_CLI_MESSAGES = {
  inUse:
    'the product is running on this embedded database, which one process at a time may open. Stop it (Ctrl-C in ' +
    'the terminal of npm start), run this command again, then start it again.',
} as const;

if (require.main === module) {
  run(process.argv.slice(2)).then(
    ({ code, stdout, stderr }) => {
      process.stdout.write(stdout);
      process.stderr.write(stderr);
      process.exit(code);
    },
    (err: unknown) => {
      if (err instanceof DirectoryInUseError) {
        process.stderr.write(`staff: ${STAFF_CLI_MESSAGES.inUse}\n  (${err.message})\n`);
        process.exit(2);
      }
      process.stderr.write(
        err instanceof ConfigError ? `${err.message}\n` : `staff: ${(err as Error).stack ?? String(err)}\n`,
      );
      process.exit(1);
    },
  );
}
