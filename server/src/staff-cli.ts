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
import { isLanguage, LANGUAGES, type Language } from '@onboarding/shared/server';
import { inviteStaff, STAFF_ROLES, StaffError, type StaffApp } from './staff/accounts';
import { loadSecretsKey, SecretBox } from './transactions/secret-box';
import type { StaffRole } from './db/schema';

export const USAGE = `Usage: npm run staff -- add <email> --role <${STAFF_ROLES.join('|')}> [--language <${LANGUAGES.join('|')}>]
       (in the server image: node server/dist/staff-cli.js add <email> --role <role> [--language <language>])

Invites a staff member to the back office: mails them a single-use enrolment link (valid 72 hours)
and prints it here too. --language is the one of their emails (en, English, by default; ar, Arabic)
until they enrol and sign in, when it becomes their back office page's.`;

export type Command =
  { command: 'add'; email: string; role: StaffRole; language: Language } | { command: 'help' };

/** The command line's meaning, or a UsageError saying what is wrong with it. */
export function parseArgs(argv: string[]): Command {
  if (argv.length === 1 && ['help', '--help', '-h'].includes(argv[0])) return { command: 'help' };
  const [command, ...rest] = argv;
  if (command !== 'add') throw new UsageError(command ? `unknown command "${command}"` : 'no command');
  let email: string | undefined;
  let role: string | undefined;
  let language: string = 'en';
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    if (arg === '--role') role = rest[++i];
    else if (arg.startsWith('--role=')) role = arg.slice('--role='.length);
    else if (arg === '--language') language = rest[++i];
    else if (arg.startsWith('--language=')) language = arg.slice('--language='.length);
    else if (arg.startsWith('-')) throw new UsageError(`unknown option "${arg}"`);
    else if (email === undefined) email = arg;
    else throw new UsageError(`unexpected argument "${arg}"`);
  }
  if (!email) throw new UsageError('the email is missing');
  if (!role) throw new UsageError('--role is missing');
  if (!(STAFF_ROLES as readonly string[]).includes(role))
    throw new UsageError(`the role must be one of ${STAFF_ROLES.join(', ')}`);
  if (!isLanguage(language)) throw new UsageError(`the language must be one of ${LANGUAGES.join(', ')}`);
  return { command: 'add', email, role: role as StaffRole, language };
}

export class UsageError extends Error {}

async function run(argv: string[]): Promise<number> {
  let command: Command;
  try {
    command = parseArgs(argv);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    process.stderr.write(`staff: ${err.message}\n\n${USAGE}\n`);
    return 2;
  }
  if (command.command === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
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
    const invitation = await inviteStaff(staffApp, {
      email: command.email,
      role: command.role,
      invitedBy: 'cli',
      language: command.language,
    });
    process.stdout.write(
      [
        `Invited ${invitation.email} as ${command.role}.`,
        invitation.mailSent
          ? 'The enrolment email has been sent.'
          : 'The enrolment email could not be sent yet: it stays queued and the API retries it.',
        `One-time enrolment link (valid until ${invitation.expiresAt.toISOString()}):`,
        `  ${invitation.link}`,
        '',
      ].join('\n'),
    );
    return 0;
  } catch (err) {
    if (err instanceof StaffError) {
      process.stderr.write(`staff: ${err.message}\n`);
      return 1;
    }
    throw err;
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
    (code) => process.exit(code),
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
