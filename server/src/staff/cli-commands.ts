import { isLanguage, LANGUAGES, type Language } from '@onboarding/shared/server';
import { staffByEmail } from '../data/staff';
import type { StaffRole } from '../db/schema';
import { inviteStaff, normaliseStaffEmail, STAFF_ROLES, StaffError, type StaffApp } from './accounts';
import { applyStaffMove, teamAccounts, type StaffMoveOutcome, type TeamMember } from './team-moves';

// The staff commands' meaning and answers, apart from where they run: the staff CLI runs them on a database it opens
// itself, or (while the API holds the embedded database) the API runs them for it over its local channel. Either way
// the answer is the same exit code and text.

export const USAGE = `Usage: npm run staff -- add <email> --role <${STAFF_ROLES.join('|')}> [--language <${LANGUAGES.join('|')}>]
       npm run staff -- list
       npm run staff -- disable|enable|reset|end-sessions|resend-invitation|revoke-invitation <email>
       npm run staff -- role <email> <${STAFF_ROLES.join('|')}>
       (in the server image: node server/dist/staff-cli.js with the same arguments)

add                Invites a staff member to the back office: mails them a single-use enrolment link (valid 72 hours)
                   and prints it here too. --language is the one of their emails (en, English, by default; ar, Arabic)
                   until they enrol and sign in, when it becomes their back office page's.
list               The team: role, status, sign-in, last sign-in, live sessions, invitation expiry.
disable            Stops the account signing in and ends its live sessions at once.
enable             Lets a disabled account sign in again.
role               Changes the role.
reset              Clears the password and authenticator, ends the sessions, and mails (and prints) a new
                   enrolment link.
end-sessions       Ends every live session of the account.
resend-invitation  Mails (and prints) a new enrolment link; the previous one stops working.
revoke-invitation  Removes a pending invitation and its link.

The last active administrator cannot be disabled, reset or given another role.`;

/** The commands that apply one team move to the account of an email, each named as its move. */
const MOVE_COMMANDS = [
  'disable',
  'enable',
  'reset',
  'end-sessions',
  'resend-invitation',
  'revoke-invitation',
] as const;
type MoveCommand = (typeof MOVE_COMMANDS)[number];

export type Command =
  | { command: 'add'; email: string; role: StaffRole; language: Language }
  | { command: 'list' }
  | { command: MoveCommand; email: string }
  | { command: 'role'; email: string; role: StaffRole }
  | { command: 'help' };

const isMoveCommand = (command: string): command is MoveCommand =>
  (MOVE_COMMANDS as readonly string[]).includes(command);

function parseRole(role: string | undefined): StaffRole {
  if (!(STAFF_ROLES as readonly string[]).includes(role ?? ''))
    throw new UsageError(`the role must be one of ${STAFF_ROLES.join(', ')}`);
  return role as StaffRole;
}

/** The positional arguments of a command that takes no option. */
function positional(command: string, rest: string[], names: string[]): string[] {
  const option = rest.find((arg) => arg.startsWith('-'));
  if (option) throw new UsageError(`unknown option "${option}"`);
  if (rest.length > names.length) throw new UsageError(`unexpected argument "${rest[names.length]}"`);
  if (rest.length < names.length) throw new UsageError(`${command}: the ${names[rest.length]} is missing`);
  return rest;
}

export class UsageError extends Error {}

/** The command line's meaning, or a UsageError saying what is wrong with it. */
export function parseArgs(argv: string[]): Command {
  if (argv.length === 1 && ['help', '--help', '-h'].includes(argv[0])) return { command: 'help' };
  const [command, ...rest] = argv;
  if (command === 'list') {
    positional(command, rest, []);
    return { command };
  }
  if (command === 'role') {
    const [email, role] = positional(command, rest, ['email', 'role']);
    return { command, email, role: parseRole(role) };
  }
  if (command && isMoveCommand(command)) {
    const [email] = positional(command, rest, ['email']);
    return { command, email };
  }
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
  const valid = parseRole(role);
  if (!isLanguage(language)) throw new UsageError(`the language must be one of ${LANGUAGES.join(', ')}`);
  return { command: 'add', email, role: valid, language };
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

/** The CLI's lines about a new enrolment link (the link itself is printed for whoever ran the command). */
function linkLines(sent: { mailSent?: boolean; expiresAt?: Date; link?: string }): string[] {
  return [
    sent.mailSent
      ? 'The enrolment email has been sent.'
      : 'The enrolment email could not be sent yet: it stays queued and the API retries it.',
    `One-time enrolment link (valid until ${sent.expiresAt?.toISOString()}):`,
    `  ${sent.link}`,
  ];
}

const minute = (iso: string | null) => (iso ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : '-');

/** The team as a plain table, columns aligned with spaces. */
export function teamTable(members: TeamMember[]): string {
  const header = [
    'EMAIL',
    'ROLE',
    'STATUS',
    'SIGN-IN',
    'LAST SIGN-IN',
    'LIVE SESSIONS',
    'INVITATION EXPIRES',
  ];
  const rows = members.map((m) => [
    m.email,
    m.role,
    m.status,
    m.account?.signIn ?? '-',
    minute(m.account?.lastSignInAt ?? null),
    String(m.account?.liveSessions ?? 0),
    minute(m.account?.invitationExpiresAt ?? null),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)));
  return [header, ...rows]
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

const DONE: Record<MoveCommand | 'role', (email: string, outcome: StaffMoveOutcome) => string> = {
  disable: (email, o) => `Disabled ${email}; ended ${o.endedSessions} live session(s).`,
  enable: (email) => `Enabled ${email}.`,
  role: (email, o) => `${email} is now ${o.member?.role}.`,
  reset: (email, o) =>
    `Reset ${email}: password and authenticator cleared, ${o.endedSessions} live session(s) ended.`,
  'end-sessions': (email, o) => `Ended ${o.endedSessions} live session(s) of ${email}.`,
  'resend-invitation': (email) => `Sent the invitation of ${email} again; the previous link no longer works.`,
  'revoke-invitation': (email) => `Revoked the invitation of ${email}.`,
};

async function invite(app: StaffApp, command: Extract<Command, { command: 'add' }>): Promise<CliAnswer> {
  const invitation = await inviteStaff(app, {
    email: command.email,
    role: command.role,
    invitedBy: 'cli',
    language: command.language,
  });
  return answer(
    0,
    [`Invited ${invitation.email} as ${command.role}.`, ...linkLines(invitation), ''].join('\n'),
  );
}

async function move(
  app: StaffApp,
  command: Extract<Command, { command: MoveCommand | 'role' }>,
): Promise<CliAnswer> {
  const email = normaliseStaffEmail(command.email);
  const member = await staffByEmail(app.db, email);
  if (!member) return answer(1, '', `staff: no staff account has the email ${email}.\n`);
  const outcome = await applyStaffMove(app, {
    actor: 'cli',
    targetId: member.id,
    move: command.command,
    role: command.command === 'role' ? command.role : undefined,
  });
  const lines = [DONE[command.command](email, outcome), ...(outcome.link ? linkLines(outcome) : []), ''];
  return answer(0, lines.join('\n'));
}

/** Runs a command line against `app`'s database; refusals are answers (exit 1), anything else throws. */
export async function runStaffCommand(app: StaffApp, argv: string[]): Promise<CliAnswer> {
  const early = answerWithoutDatabase(argv);
  if (early) return early;
  const command = parseArgs(argv) as Exclude<Command, { command: 'help' }>;
  try {
    if (command.command === 'add') return await invite(app, command);
    if (command.command === 'list') return answer(0, `${teamTable(await teamAccounts(app, new Date()))}\n`);
    return await move(app, command);
  } catch (err) {
    if (err instanceof StaffError) return answer(1, '', `staff: ${err.message}\n`);
    throw err;
  }
}
