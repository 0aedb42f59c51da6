import type { Language } from '@onboarding/shared/server';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/client';
import {
  activeAdminExists,
  insertSetupLink,
  lockUnusedSetupLinks,
  markSetupLinksUsed,
} from '../data/setup-links';
import { inviteStaff, type StaffApp } from './accounts';

// The way into a new installation's back office without the staff CLI: while no administrator is active, each API
// start issues a one-time setup link (printed, and written to DATA_DIR/setup-link.txt for whoever runs the server).
// Opening it asks for the administrator's email; using it invites that address as an admin (the usual enrolment:
// password and authenticator) and uses up every setup link, whichever instance issued it. The token itself is never
// stored, audited or logged by this module, only printed and written to the file.

export const SETUP_LINK_TTL_SECONDS = 24 * 60 * 60;
export const SETUP_LINK_FILE = 'setup-link.txt';

export const SETUP_MESSAGES = {
  token:
    'This setup link is not valid any more. Restart the server for a new one, or use the staff CLI (npm run staff -- add).',
  adminExists: 'An administrator already has an account: sign in, or ask them for an invitation.',
} as const;

export type SetupErrorCode = 'token' | 'admin-exists';

/** A refusal to show as it is (the route maps `code` to a status). */
export class SetupError extends Error {
  constructor(
    readonly code: SetupErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'SetupError';
  }
}

const sha256 = (token: string) => crypto.createHash('sha256').update(token, 'utf8').digest('hex');

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const setupLinkFile = (dataDir: string) => path.join(dataDir, SETUP_LINK_FILE);

/**
 * The setup link: the token travels in the fragment, as the enrolment link's does, so no server or Referer sees it;
 * under its own name (`#setup=`), which the back office's reading of an enrolment link (`#token=`) leaves alone.
 */
export function setupLink(backofficeUrl: string, token: string): string {
  return `${backofficeUrl.replace(/\/$/, '')}/setup#setup=${encodeURIComponent(token)}`;
}

export interface IssuedSetupLink {
  link: string;
  expiresAt: Date;
  file: string;
}

/** What issuing uses of the app. */
export type SetupApp = Pick<StaffApp, 'db' | 'audit' | 'config'>;

/**
 * At the API's start: when no administrator is active, a new setup link (24 hours, single use) written to
 * DATA_DIR/setup-link.txt (mode 0600) and shown through `print`; otherwise nothing, and a setup link file left from
 * before is removed. Each instance sharing one database issues its own; using any one of them ends all.
 */
export async function offerFirstAdminSetup(
  app: SetupApp,
  print: (issued: IssuedSetupLink) => void,
  now = new Date(),
): Promise<IssuedSetupLink | null> {
  const file = setupLinkFile(app.config.dataDir);
  if (await activeAdminExists(app.db)) {
    await fs.rm(file, { force: true });
    return null;
  }
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SETUP_LINK_TTL_SECONDS * 1000);
  await app.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const linkId = await insertSetupLink(db, { tokenHash: sha256(token), expiresAt });
    await app.audit(
      {
        actor: 'system',
        action: 'staff.setup-link-issued',
        detail: { linkId, expiresAt: expiresAt.toISOString() },
      },
      db,
    );
  });
  const issued = { link: setupLink(app.config.BACKOFFICE_URL, token), expiresAt, file };
  await writePrivateFile(file, `${issued.link}\n`);
  print(issued);
  return issued;
}

/**
 * Writes `text` to `file`, readable by this user only, whatever was there (and whatever its mode): a new file renamed
 * over it, so instances starting together on one DATA_DIR each leave a whole file.
 */
async function writePrivateFile(file: string, text: string): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const fresh = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  await fs.writeFile(fresh, text, { mode: 0o600, flag: 'wx' });
  try {
    await fs.rename(fresh, file);
  } catch (err) {
    await fs.rm(fresh, { force: true });
    throw err;
  }
}

/** The lines `npm start` and the images' logs show: hard to miss among the request lines. */
export function setupBanner(issued: IssuedSetupLink): string {
  const rule = '='.repeat(78);
  return [
    rule,
    'No administrator has an account yet. Open this one-time link to create the first one:',
    '',
    `    ${issued.link}`,
    '',
    `It works once, until ${issued.expiresAt.toISOString()}; it is also in ${issued.file}.`,
    rule,
  ].join('\n');
}

export interface SetupUse {
  staffId: string;
  /** Where the browser goes on: the enrolment page with the new enrolment token in its fragment. */
  enrolmentPath: string;
  mailSent: boolean;
}

/**
 * Uses a setup link: in one transaction, every unused link is locked, the link must be one of them and unexpired,
 * no administrator may be active by now, `email` is invited as an admin (invitedBy 'setup': the enrolment email is
 * queued) and every setup link is used up. The enrolment mail is delivered and the setup link file removed after the
 * commit. A refusal (a bad address, an address that has an account) changes nothing: the link still works.
 */
export async function redeemSetupLink(
  app: StaffApp,
  token: string,
  input: { email: string; ip?: string; language?: Language },
): Promise<SetupUse> {
  if (typeof token !== 'string' || token.length < 16 || token.length > 128)
    throw new SetupError('token', SETUP_MESSAGES.token);
  const tokenHash = sha256(token);
  const invitation = await app.db.transaction(async (tx: Tx) => {
    const db = tx as unknown as Db;
    const unused = await lockUnusedSetupLinks(tx);
    const link = unused.find((row) => row.tokenHash === tokenHash);
    const now = new Date();
    if (!link || link.expiresAt.getTime() <= now.getTime())
      throw new SetupError('token', SETUP_MESSAGES.token);
    if (await activeAdminExists(db)) throw new SetupError('admin-exists', SETUP_MESSAGES.adminExists);
    // The invitation in this transaction (a savepoint inside it), its mail delivered once this commits.
    const invited = await inviteStaff(
      {
        db,
        audit: app.audit,
        config: app.config,
        transactions: app.transactions,
        mailQueue: afterCommit(app.mailQueue),
      },
      { email: input.email, role: 'admin', invitedBy: 'setup', ip: input.ip, language: input.language },
    );
    const usedUp = await markSetupLinksUsed(db, now);
    await app.audit(
      {
        actor: 'setup',
        action: 'staff.setup-link-used',
        detail: { linkId: link.id, staffId: invited.staffId, usedUp, ...(input.ip ? { ip: input.ip } : {}) },
      },
      db,
    );
    return invited;
  });
  const mailSent = await app.mailQueue.deliver(invitation.mailId);
  await fs.rm(setupLinkFile(app.config.dataDir), { force: true });
  const fragment = new URL(invitation.link).hash;
  return { staffId: invitation.staffId, enrolmentPath: `/enrol${fragment}`, mailSent };
}

/**
 * The mail queue as seen from inside a transaction: messages are queued in it, and delivery waits for the commit
 * (the queue reads the message outside the transaction, and with PGlite would wait for it to end).
 */
function afterCommit(queue: StaffApp['mailQueue']): StaffApp['mailQueue'] {
  const deferred = Object.create(queue) as StaffApp['mailQueue'];
  deferred.deliver = async () => false;
  return deferred;
}
