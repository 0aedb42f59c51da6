// Staff accounts from the command line: the first admin of a new installation, or anyone when the back office
// is not at hand. `npm run staff -- add <email> --role <role> [--language en|ar]` (scripts/staff.mjs), or in the
// server image `node server/dist/staff-cli.js add <email> --role <role> [--language en|ar]`. Same configuration as
// the API (DATA_DIR or DATABASE_URL, SECRETS_KEY, SMTP_URL, BACKOFFICE_URL); migrations are applied first.
// It works while the product runs: with DATABASE_URL it opens PostgreSQL beside the API; with the embedded database,
// which one process at a time may open, the running API holding it runs the command for it over its staff channel
// (plugins/staff-channel.ts: a Unix socket under DATA_DIR, with a token only the service's user can read).
import './require-node';
import Fastify from 'fastify';
import { ConfigError, loadConfig, type Config } from './config';
import { DirectoryInUseError } from './db/directory-lock';
import database from './plugins/database';
import mailer from './plugins/mailer';
import mailQueue from './plugins/mail-queue';
import {
  askStaffChannel,
  StaffChannelFailed,
  staffChannelFiles,
  StaffChannelUnavailable,
} from './plugins/staff-channel-client';
import type { StaffApp } from './staff/accounts';
import { answerWithoutDatabase, runStaffCommand, type CliAnswer } from './staff/cli-commands';
import { loadSecretsKey, SecretBox } from './transactions/secret-box';

export const STAFF_CLI_MESSAGES = {
  inUse:
    'another process has this embedded database open and its staff channel does not answer. If it is the product ' +
    '(npm start), restart it with npm start (it then runs staff commands for you while it runs) and run this ' +
    'command again, or stop it (Ctrl-C in its terminal) and run this command again. If it is another staff ' +
    'command, wait for it to end.',
  tooDeep:
    'the product is running on this embedded database, and DATA_DIR is too long a path for its staff channel ' +
    '(a Unix socket). Stop the product (Ctrl-C in the terminal of npm start), run this command again, then start ' +
    'it again; or give it a shorter DATA_DIR.',
  failed:
    'the running product took this command but did not answer it: it may have run. Look at the Team page of the ' +
    'back office or the product’s log before running it again.',
} as const;

/** A message to print as it is: exit 2 when nothing ran (with what to do), 1 when the command may have run. */
class CliFailure extends Error {
  constructor(
    message: string,
    readonly code: 1 | 2,
  ) {
    super(message);
  }
}

/** Runs the command on a database this process opens itself (the embedded one only while nobody else holds it). */
async function runOnOwnDatabase(config: Config, argv: string[]): Promise<CliAnswer> {
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

async function run(argv: string[]): Promise<CliAnswer> {
  const early = answerWithoutDatabase(argv);
  if (early) return early;
  const config = loadConfig(process.env);
  try {
    return await runOnOwnDatabase(config, argv);
  } catch (err) {
    if (!(err instanceof DirectoryInUseError)) throw err;
    // The lock was refused before the database was opened: the process holding it runs the command instead.
    const files = staffChannelFiles(config.dataDir);
    if (!files) throw new CliFailure(`${STAFF_CLI_MESSAGES.tooDeep}\n  (${err.message})`, 2);
    try {
      return await askStaffChannel(files, argv);
    } catch (channelErr) {
      if (channelErr instanceof StaffChannelUnavailable)
        throw new CliFailure(
          `${STAFF_CLI_MESSAGES.inUse}\n  (${err.message})\n  (staff channel: ${channelErr.message})`,
          2,
        );
      if (channelErr instanceof StaffChannelFailed)
        throw new CliFailure(`${STAFF_CLI_MESSAGES.failed}\n  (${channelErr.message})`, 1);
      throw channelErr;
    }
  }
}

if (require.main === module) {
  run(process.argv.slice(2)).then(
    ({ code, stdout, stderr }) => {
      process.stdout.write(stdout);
      process.stderr.write(stderr);
      process.exit(code);
    },
    (err: unknown) => {
      if (err instanceof CliFailure) {
        process.stderr.write(`staff: ${err.message}\n`);
        process.exit(err.code);
      }
      process.stderr.write(
        err instanceof ConfigError ? `${err.message}\n` : `staff: ${(err as Error).stack ?? String(err)}\n`,
      );
      process.exit(1);
    },
  );
}
