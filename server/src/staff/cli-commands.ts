import { isLanguage, LANGUAGES, type Language } from '@onboarding/shared/server';
import type { StaffRole } from '../db/schema';
import { inviteStaff, STAFF_ROLES, StaffError, type StaffApp } from './accounts';

// The staff commands' meaning and answers, apart from where they run: the staff CLI runs them on a database it opens
// itself, or (while the API holds the embedded database) the API runs them for it over its local channel. Either way
// the answer is the same exit code and text.

export const USAGE = `Usage: npm run staff -- add <email> --role <${STAFF_ROLES.join('|')}> [--language <${LANGUAGES.join('|')}>]
       (in the server image: node server/dist/staff-cli.js add <email> --role <role> [--language <language>])

Invites a staff member to the back office: mails them a single-use enrolment link (valid 72 hours)
and prints it here too. --language is the one of their emails (en, English, by default; ar, Arabic)
until they enrol and sign in, when it becomes their back office page's.`;

export type Command =
  { command: 'add'; email: string; role: StaffRole; language: Language } | { command: 'help' };

export class UsageError extends Error {}

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

/** A command's answer: what the CLI writes to stdout and stderr, and its exit code. */
export interface CliAnswer {
  code: number;
  stdout: string;
  stderr: string;
}

const answer = (code: number, stdout = '', stderr = ''): CliAnswer => ({ code, stdout, stderr });

/** The answer to a command line before any database is needed: usage errors (exit 2) and help; null otherwise. */
export function answerWithoutDatabase(argv: string[]): CliAnswer | null {
  try {
    const command = parseArgs(argv);
    return command.command === 'help' ? answer(0, `${USAGE}\n`) : null;
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    return answer(2, '', `staff: ${err.message}\n\n${USAGE}\n`);
  }
}

/** Runs a command line against `app`'s database; refusals are answers (exit 1), anything else throws. */
export async function runStaffCommand(app: StaffApp, argv: string[]): Promise<CliAnswer> {
  const early = answerWithoutDatabase(argv);
  if (early) return early;
  const command = parseArgs(argv) as Exclude<Command, { command: 'help' }>;
  try {
    const invitation = await inviteStaff(app, {
      email: command.email,
      role: command.role,
      invitedBy: 'cli',
      language: command.language,
    });
    return answer(
      0,
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
  } catch (err) {
    if (err instanceof StaffError) return answer(1, '', `staff: ${err.message}\n`);
    throw err;
  }
}
