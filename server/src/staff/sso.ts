import type { OidcSettings } from '../config';
import type { Db } from '../db/client';
import {
  accountOfSsoSubject,
  deleteSsoCallbacksBefore,
  insertSsoCallback,
  insertSsoStaff,
  lockStaffByEmail,
  updateStaff,
  useUpEnrolments,
} from '../data/staff';
import type { StaffRole } from '../db/schema';
import { normaliseStaffEmail, StaffError, type StaffApp } from './accounts';
import { FLOW_TTL_SECONDS, SsoError, stateHash, type Identity } from './oidc';
import { roleFromClaims } from './role-claim';

// Staff single sign-on, the accounts side: a verified identity from the provider becomes a staff member.
//
// - The email must be the provider's and verified: `email_verified: false` is refused; a provider that does not send
//   the claim at all (Entra ID, some ADFS set-ups) is trusted, since OIDC_ISSUER is the provider's own directory.
// - The role comes from the claim (OIDC_ROLE_CLAIM through OIDC_ROLE_MAP), the highest one given; none: refused.
// - An existing account (invited or active) takes that role, each change audited, and becomes active; a disabled one
//   is refused. No account: one is created, active, without password or authenticator (SSO only: the password
//   sign-in refuses it for want of a password hash).
// - The first sign-in binds the account to the provider's issuer and subject; a later sign-in with the same email as
//   another subject is refused, so an address reassigned at the provider does not inherit someone's account.
// - The lockout of password sign-ins does not apply: the provider owns that factor. Every outcome is audited.

export interface SsoSignIn {
  staffId: string;
  email: string;
  role: StaffRole;
  created: boolean;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const asDb = (tx: Tx) => tx as unknown as Db;

/**
 * Marks a callback's state as taken: true the first time, false for a replay. Rows past the flow's lifetime are
 * cleared on the way (a replay after that is refused anyway: its sealed flow has expired).
 */
export async function takeCallback(app: Pick<StaffApp, 'db'>, state: string, now: Date): Promise<boolean> {
  await deleteSsoCallbacksBefore(app.db, new Date(now.getTime() - 2 * FLOW_TTL_SECONDS * 1000));
  return insertSsoCallback(app.db, stateHash(state), now);
}

/** The identity's email, normalised; refused when missing, malformed or explicitly unverified. */
function verifiedEmail(claims: Record<string, unknown>): string {
  if (typeof claims.email !== 'string') throw new SsoError('email');
  // Some providers send "true"/"false" as strings.
  if (claims.email_verified === false || claims.email_verified === 'false')
    throw new SsoError('email-unverified');
  try {
    return normaliseStaffEmail(claims.email);
  } catch (err) {
    if (err instanceof StaffError) throw new SsoError('email');
    throw err;
  }
}

/** The refusal's audit row (with the provider's email when known: it is what an admin needs to act on). */
export function auditRefusal(
  app: Pick<StaffApp, 'audit'>,
  reason: string,
  context: { ip: string; email?: string; staffId?: string | null },
): Promise<void> {
  return app.audit({
    actor: 'staff',
    action: 'staff.sso_refused',
    staffId: context.staffId ?? null,
    ip: context.ip,
    detail: { reason, ip: context.ip, ...(context.email ? { email: context.email } : {}) },
  });
}

/**
 * Signs a verified identity in: the account found by email (or created), its role set from the claims, all under
 * the row lock with the audit rows. Throws SsoError when the identity is refused (the caller audits it with
 * auditRefusal: one place for every refusal, the protocol's included).
 */
export async function signInWithSso(
  app: StaffApp,
  identity: Identity,
  settings: Pick<OidcSettings, 'roleClaim' | 'roleMap'>,
  context: { ip: string },
): Promise<SsoSignIn> {
  const email = verifiedEmail(identity.claims);
  const subject = `${identity.issuer}|${identity.subject}`;
  const role = roleFromClaims(identity.claims, settings.roleClaim, settings.roleMap);

  const outcome = await app.db.transaction(async (tx) => {
    const db = asDb(tx);
    const member = await lockStaffByEmail(tx, email);
    if (!role) return { ok: false as const, reason: 'no-role' as const, staffId: member?.id };
    if (member?.status === 'disabled')
      return { ok: false as const, reason: 'disabled' as const, staffId: member.id };
    if (member?.ssoSubject && member.ssoSubject !== subject)
      return { ok: false as const, reason: 'subject' as const, staffId: member.id };
    // The subject already signs in to another account (its email changed at the provider): an admin decides.
    const holder = await accountOfSsoSubject(db, subject, member?.id);
    if (holder) return { ok: false as const, reason: 'subject' as const, staffId: holder };

    const now = new Date();
    const audit = (action: string, staffId: string, detail: Record<string, unknown>) =>
      app.audit(
        { actor: 'staff', action, staffId, ip: context.ip, detail: { staffId, ip: context.ip, ...detail } },
        db,
      );
    let staffId: string;
    let created = false;
    if (!member) {
      const id = await insertSsoStaff(db, { email, role, ssoSubject: subject });
      // Another callback for the same new address committed first: this one may simply be tried again.
      if (!id) return { ok: false as const, reason: 'conflict' as const, staffId: undefined };
      staffId = id;
      created = true;
      await audit('staff.sso_created', staffId, { role, issuer: identity.issuer });
    } else {
      staffId = member.id;
      await updateStaff(db, member.id, { role, status: 'active', ssoSubject: subject, updatedAt: now });
      if (member.role !== role)
        await audit('staff.role_changed', staffId, { from: member.role, to: role, source: 'sso' });
      if (member.status === 'invited') {
        // Signed in through the provider: the pending enrolment link (password and authenticator) is no longer needed.
        await useUpEnrolments(db, member.id, now);
      }
    }
    await audit('staff.sso_signed_in', staffId, { role, created, issuer: identity.issuer });
    return { ok: true as const, staffId, role, created };
  });
  if (!outcome.ok) throw new SsoError(outcome.reason, { email, staffId: outcome.staffId });
  return { staffId: outcome.staffId, email, role: outcome.role, created: outcome.created };
}
