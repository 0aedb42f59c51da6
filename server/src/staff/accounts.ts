import { STAFF_ROLES } from '@onboarding/shared/backoffice';
import type { Language } from '@onboarding/shared/server';
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client';
import {
  deleteUnusedEnrolments,
  enrolmentByTokenHash,
  insertEnrolment,
  lockStaffRow,
  markEnrolmentUsed,
  staffByEmail,
  updateInvitedStaff,
  updateStaff,
  upsertInvitedStaff,
  type StaffRow,
} from '../data/staff';
import type { StaffRole } from '../db/schema';
import type { SecretBox } from '../transactions/secret-box';
import { enrolmentLink, staffInviteEmail, staffLockedEmail } from './mail';
import {
  hashPassword,
  passwordProblem,
  providerWords,
  verifyDummyPassword,
  verifyPassword,
} from './password';
import { checkTotp, newTotpSecret, openTotpSecret, sealTotpSecret, totpUri } from './totp';

// Staff accounts: invitation, enrolment (password + authenticator) and sign-in. No HTTP here: the back office
// routes call these. Every step writes an audit row with actor 'staff' (or the inviter); no password, TOTP secret,
// code or enrolment token ever goes into an audit detail or a log line.

export { STAFF_ROLES };
export const ENROLMENT_TTL_SECONDS = 72 * 60 * 60;
export const MAX_FAILED_SIGN_INS = 5;
export const LOCK_SECONDS = 15 * 60;

/** What these functions use of the app; the API's FastifyInstance is one, the CLI builds a lighter one. */
export type StaffApp = Pick<FastifyInstance, 'db' | 'audit' | 'config' | 'mailQueue'> & {
  transactions: { box: SecretBox };
};

/** `state`: the account is not in a status the change applies to (409); `unknown`: no such account (404). */
export type StaffErrorCode = 'invalid' | 'exists' | 'token' | 'password' | 'code' | 'state' | 'unknown';

/** A refusal to show as it is (the routes map `code` to a status). */
export class StaffError extends Error {
  constructor(
    readonly code: StaffErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'StaffError';
  }
}

export const STAFF_MESSAGES = {
  email: 'Please enter a valid email address.',
  role: 'The role must be reviewer, approver or admin.',
  exists: 'This email already has a staff account.',
  token: 'This link is not valid any more. Ask an administrator for a new invitation.',
  code: 'The code is not right. Enter the 6-digit code your authenticator app shows now.',
  enrolmentNotStarted: 'Open the link again to set up your authenticator first.',
  signIn: 'The email, password or code is not right, or the account is locked for a while.',
} as const;

const emailSchema = z.string().trim().toLowerCase().pipe(z.email(STAFF_MESSAGES.email).max(254));

export function normaliseStaffEmail(email: string): string {
  const parsed = emailSchema.safeParse(email);
  if (!parsed.success) throw new StaffError('invalid', STAFF_MESSAGES.email);
  return parsed.data;
}

const sha256 = (token: string) => crypto.createHash('sha256').update(token, 'utf8').digest('hex');

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const asDb = (tx: Tx) => tx as unknown as Db;

export interface Invitation {
  staffId: string;
  email: string;
  /** The one-time enrolment link (also mailed): print it to whoever ran the invitation, never log it. */
  link: string;
  expiresAt: Date;
  mailId: number;
  /** False while the mail server is unreachable: the message stays queued and the API's schedule retries it. */
  mailSent: boolean;
}

/** A new enrolment link, queued by email; the caller delivers `mailId` after its commit and never logs `link`. */
export interface IssuedLink {
  link: string;
  expiresAt: Date;
  mailId: number;
}

/**
 * Gives the (invited) account a new enrolment link, valid 72 hours, inside the caller's transaction: its unused
 * links stop working, any pending authenticator secret shown with them is dropped, and the enrolment email is
 * queued. An invitation, a renewed one and a reset (staff/team-moves.ts) all come through here.
 */
export async function issueEnrolmentLink(
  app: Pick<StaffApp, 'config' | 'mailQueue'>,
  db: Db,
  member: { id: string; email: string; role: StaffRole; language: Language },
): Promise<IssuedLink> {
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ENROLMENT_TTL_SECONDS * 1000);
  const link = enrolmentLink(app.config.BACKOFFICE_URL, token);
  await deleteUnusedEnrolments(db, member.id);
  await updateStaff(db, member.id, {
    totpSecretCiphertext: null,
    totpSecretIv: null,
    totpSecretTag: null,
    totpSecretKeyVersion: null,
  });
  await insertEnrolment(db, { staffId: member.id, tokenHash: sha256(token), expiresAt });
  const mailId = await app.mailQueue.enqueue(
    db,
    staffInviteEmail({
      to: member.email,
      role: member.role,
      link,
      validForSeconds: ENROLMENT_TTL_SECONDS,
      language: member.language,
    }),
  );
  return { link, expiresAt, mailId };
}

/**
 * Creates an invited staff account (or renews the invitation of one still pending: its old link stops working) and
 * queues the enrolment email. The mail is delivered after the commit.
 */
export async function inviteStaff(
  app: StaffApp,
  opts: { email: string; role: StaffRole; invitedBy: string; ip?: string; language?: Language },
): Promise<Invitation> {
  const email = normaliseStaffEmail(opts.email);
  if (!STAFF_ROLES.includes(opts.role)) throw new StaffError('invalid', STAFF_MESSAGES.role);
  const result = await app.db.transaction(async (tx) => {
    const db = asDb(tx);
    // Inserted, or the pending row taken over; a row that is active or disabled is left alone.
    // The invitee's language until they enrol: the one their invitation is written in.
    const language = opts.language ?? 'en';
    const staffId = await upsertInvitedStaff(db, { email, role: opts.role, language }, new Date());
    if (!staffId) throw new StaffError('exists', STAFF_MESSAGES.exists);
    const issued = await issueEnrolmentLink(app, db, { id: staffId, email, role: opts.role, language });
    await app.audit(
      {
        actor: opts.invitedBy,
        action: 'staff.invited',
        detail: {
          staffId,
          role: opts.role,
          expiresAt: issued.expiresAt.toISOString(),
          ...(opts.ip ? { ip: opts.ip } : {}),
        },
      },
      db,
    );
    return { staffId, ...issued };
  });
  const mailSent = await app.mailQueue.deliver(result.mailId);
  return { ...result, email, mailSent };
}

/** The enrolment row of a token and its staff member, when the token is unused, unexpired and still pending. */
async function pendingEnrolment(db: Db, token: string, lock: boolean) {
  if (typeof token !== 'string' || token.length < 16 || token.length > 128) return null;
  const found = await enrolmentByTokenHash(db, sha256(token), lock);
  if (
    !found ||
    found.enrolment.usedAt ||
    found.enrolment.expiresAt.getTime() <= Date.now() ||
    found.member.status !== 'invited'
  )
    return null;
  return found;
}

export interface EnrolmentStart {
  email: string;
  role: StaffRole;
  /** Base32, for typing into an authenticator by hand. */
  secret: string;
  /** For the QR code. */
  otpauthUri: string;
}

/**
 * Opens an enrolment link: a new authenticator secret, stored sealed as the account's pending one (opening the link
 * again replaces it). The link stays usable until finishEnrolment.
 */
export async function startEnrolment(
  app: StaffApp,
  token: string,
  context: { ip?: string } = {},
): Promise<EnrolmentStart> {
  const found = await pendingEnrolment(app.db, token, false);
  if (!found) throw new StaffError('token', STAFF_MESSAGES.token);
  const { member } = found;
  const secret = newTotpSecret();
  const sealed = sealTotpSecret(app.transactions.box, member.id, secret);
  await app.db.transaction(async (tx) => {
    const db = asDb(tx);
    await updateInvitedStaff(db, member.id, {
      totpSecretCiphertext: sealed.ciphertext,
      totpSecretIv: sealed.iv,
      totpSecretTag: sealed.tag,
      totpSecretKeyVersion: sealed.keyVersion,
      totpLastStep: null,
      updatedAt: new Date(),
    });
    await app.audit(
      {
        actor: 'staff',
        action: 'staff.enrolment-started',
        detail: { staffId: member.id, ...(context.ip ? { ip: context.ip } : {}) },
      },
      db,
    );
  });
  return { email: member.email, role: member.role, secret, otpauthUri: totpUri(secret, member.email) };
}

function sealedTotp(member: StaffRow) {
  if (!member.totpSecretCiphertext || !member.totpSecretIv || !member.totpSecretTag) return null;
  return {
    ciphertext: member.totpSecretCiphertext,
    iv: member.totpSecretIv,
    tag: member.totpSecretTag,
    keyVersion: member.totpSecretKeyVersion ?? '',
  };
}

/**
 * Keeps `language` (the page's a staff member enrols or signs in on) as the one of their emails from now on, audited
 * when it changes, as an applicant's is.
 */
async function keepLanguage(
  app: StaffApp,
  db: Db,
  member: { id: string; language: Language },
  language: Language | undefined,
  ip: string | undefined,
) {
  if (!language || language === member.language) return;
  await updateStaff(db, member.id, { language });
  await app.audit(
    {
      actor: 'staff',
      action: 'staff.language',
      detail: { staffId: member.id, from: member.language, to: language, ...(ip ? { ip } : {}) },
    },
    db,
  );
}

/**
 * Finishes an enrolment: the password (checked against the policy) and a code of the pending authenticator. In one
 * transaction the account is activated with its argon2id hash and the link is used up.
 */
export async function finishEnrolment(
  app: StaffApp,
  token: string,
  input: { password: string; code: string; ip?: string; language?: Language },
): Promise<{ staffId: string; role: StaffRole }> {
  const peek = await pendingEnrolment(app.db, token, false);
  if (!peek) throw new StaffError('token', STAFF_MESSAGES.token);
  const problem = passwordProblem(
    input.password,
    peek.member.email,
    providerWords(app.config.BACKOFFICE_URL),
  );
  if (problem) throw new StaffError('password', problem);
  // Hashed before the transaction: the row lock is not held for the hash's time.
  const passwordHash = await hashPassword(input.password);
  return app.db.transaction(async (tx) => {
    const db = asDb(tx);
    const found = await pendingEnrolment(db, token, true);
    if (!found) throw new StaffError('token', STAFF_MESSAGES.token);
    const { member, enrolment } = found;
    const sealed = sealedTotp(member);
    if (!sealed) throw new StaffError('token', STAFF_MESSAGES.enrolmentNotStarted);
    const check = checkTotp(openTotpSecret(app.transactions.box, member.id, sealed), input.code, null);
    if (!check.ok) throw new StaffError('code', STAFF_MESSAGES.code);
    const now = new Date();
    await updateStaff(db, member.id, {
      passwordHash,
      status: 'active',
      totpLastStep: check.step,
      failedSignIns: 0,
      lockedUntil: null,
      updatedAt: now,
    });
    await keepLanguage(app, db, member, input.language, input.ip);
    await markEnrolmentUsed(db, enrolment.id, now);
    await app.audit(
      {
        actor: 'staff',
        action: 'staff.enrolled',
        detail: { staffId: member.id, role: member.role, ...(input.ip ? { ip: input.ip } : {}) },
      },
      db,
    );
    return { staffId: member.id, role: member.role };
  });
}

export type SignInResult =
  | { ok: true; staffId: string; role: StaffRole }
  /** One reason for every refusal: it never tells which factor was wrong, nor whether the email has an account. */
  | { ok: false; reason: 'refused'; message: string };

const REFUSED = { ok: false, reason: 'refused', message: STAFF_MESSAGES.signIn } as const;

/**
 * Email, password and TOTP code. Unknown emails spend the time of a real verification. Five failures in a row lock
 * the account for 15 minutes (its owner is mailed once, when it locks); a locked account is refused whatever it is
 * given; a success resets the count.
 */
export async function signIn(
  app: StaffApp,
  input: { email: string; password: string; code: string; ip: string; language?: Language },
): Promise<SignInResult> {
  const email = emailSchema.safeParse(input.email).data;
  const member = email ? await staffByEmail(app.db, email) : undefined;
  if (!member || member.status !== 'active' || !member.passwordHash) {
    await verifyDummyPassword(input.password);
    await app.audit({
      actor: 'staff',
      action: 'staff.sign-in-refused',
      detail: { staffId: member?.id ?? null, reason: member ? member.status : 'unknown-email', ip: input.ip },
    });
    return REFUSED;
  }
  // Both factors are always checked, so the time taken does not tell which one was wrong.
  const passwordOk = await verifyPassword(input.password, member.passwordHash);
  const sealed = sealedTotp(member);
  const secret = sealed ? openTotpSecret(app.transactions.box, member.id, sealed) : null;

  const outcome = await app.db.transaction(async (tx) => {
    const db = asDb(tx);
    // Again under the row lock: concurrent attempts count one by one, and a code is accepted once.
    const row = (await lockStaffRow(tx, member.id))!;
    const now = new Date();
    const audit = (action: string, detail: Record<string, unknown>) =>
      app.audit({ actor: 'staff', action, detail: { staffId: row.id, ip: input.ip, ...detail } }, db);
    if (row.lockedUntil && row.lockedUntil > now) {
      await audit('staff.sign-in-refused', { reason: 'locked' });
      return { ok: false as const };
    }
    const totp = secret ? checkTotp(secret, input.code, row.totpLastStep) : null;
    if (passwordOk && totp?.ok) {
      await updateStaff(db, row.id, {
        failedSignIns: 0,
        lockedUntil: null,
        totpLastStep: totp.step,
        updatedAt: now,
      });
      await audit('staff.signed-in', {});
      await keepLanguage(app, db, row, input.language, input.ip);
      return { ok: true as const, row };
    }
    const failures = row.failedSignIns + 1;
    const locks = failures >= MAX_FAILED_SIGN_INS;
    await updateStaff(
      db,
      row.id,
      locks
        ? { failedSignIns: 0, lockedUntil: new Date(now.getTime() + LOCK_SECONDS * 1000), updatedAt: now }
        : { failedSignIns: failures, updatedAt: now },
    );
    // Which factor failed is recorded for the provider's own review, never answered.
    await audit('staff.sign-in-refused', {
      reason: 'credentials',
      password: passwordOk ? 'right' : 'wrong',
      code: totp?.ok ? 'right' : (totp?.reason ?? 'no-secret'),
      failures,
    });
    if (!locks) return { ok: false as const };
    await audit('staff.locked', { lockedForSeconds: LOCK_SECONDS });
    const mailId = await app.mailQueue.enqueue(
      db,
      staffLockedEmail({ to: row.email, lockedForSeconds: LOCK_SECONDS, language: row.language }),
    );
    return { ok: false as const, mailId };
  });
  if (!outcome.ok) {
    if ('mailId' in outcome && outcome.mailId !== undefined) await app.mailQueue.deliver(outcome.mailId);
    return REFUSED;
  }
  return { ok: true, staffId: outcome.row.id, role: outcome.row.role };
}
