import { STAFF_ROLES, type StaffRole } from '@onboarding/shared/backoffice';

// Which staff role an identity provider's claims give (single sign-on). Pure, so config.ts can check
// OIDC_ROLE_MAP at start and the callback can apply it without any I/O.

/** The provider's value (a group, an app role) → the staff role it gives. */
export type RoleMap = ReadonlyMap<string, StaffRole>;

/** Highest first: someone in several mapped groups gets the strongest role they were given. */
const RANK: Record<StaffRole, number> = { reviewer: 1, approver: 2, admin: 3 };

const isRole = (value: string): value is StaffRole => (STAFF_ROLES as readonly string[]).includes(value);

/**
 * OIDC_ROLE_MAP: a JSON object (`{"bo-admins":"admin"}`) or `idpValue=role` pairs separated by commas
 * (`bo-admins=admin,bo-review=reviewer`). Each role must be reviewer, approver or admin. Problems never echo the
 * value beyond the role that is wrong (the map is not a secret, but config messages never echo values).
 */
export function parseRoleMap(text: string): { ok: true; map: RoleMap } | { ok: false; problem: string } {
  let pairs: [string, unknown][];
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(trimmed);
    } catch {
      return { ok: false, problem: 'must be a JSON object or idpValue=role pairs separated by commas' };
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
      return { ok: false, problem: 'must be a JSON object or idpValue=role pairs separated by commas' };
    pairs = Object.entries(parsed);
  } else {
    pairs = [];
    for (const entry of trimmed
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean)) {
      // The last '=' splits: a provider's value may itself hold one (an LDAP DN such as cn=admins,… does not: use JSON).
      const at = entry.lastIndexOf('=');
      if (at <= 0) return { ok: false, problem: 'each entry must be idpValue=role' };
      pairs.push([entry.slice(0, at).trim(), entry.slice(at + 1).trim()]);
    }
  }
  const map = new Map<string, StaffRole>();
  for (const [value, role] of pairs) {
    if (typeof role !== 'string' || !isRole(role))
      return { ok: false, problem: 'each role must be reviewer, approver or admin' };
    if (!value) return { ok: false, problem: 'each entry needs the provider’s value before =' };
    map.set(value, role);
  }
  if (!map.size) return { ok: false, problem: 'must map at least one value' };
  return { ok: true, map };
}

/** The value at a claim name or dotted path (`realm_access.roles`); a claim whose own name holds dots wins. */
export function claimAt(claims: Record<string, unknown>, path: string): unknown {
  if (Object.hasOwn(claims, path)) return claims[path];
  let node: unknown = claims;
  for (const key of path.split('.')) {
    if (!node || typeof node !== 'object' || Array.isArray(node) || !Object.hasOwn(node, key))
      return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** A claim's values: an array of strings, or one string (some providers send "a b" or "a,b"). */
function values(claim: unknown): string[] {
  if (typeof claim === 'string') return claim.split(/[\s,]+/).filter(Boolean);
  if (Array.isArray(claim)) return claim.filter((v): v is string => typeof v === 'string');
  return [];
}

/**
 * The highest staff role the claims give, or null when none of their values maps to one. Without a map, the values
 * are the role names themselves (reviewer, approver, admin); anything else is ignored.
 */
export function roleFromClaims(
  claims: Record<string, unknown>,
  path: string,
  map: RoleMap | null,
): StaffRole | null {
  let best: StaffRole | null = null;
  for (const value of values(claimAt(claims, path))) {
    const role = map ? map.get(value) : isRole(value) ? value : undefined;
    if (role && (!best || RANK[role] > RANK[best])) best = role;
  }
  return best;
}
