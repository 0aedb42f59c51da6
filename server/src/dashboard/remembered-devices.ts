import crypto from 'node:crypto';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { latestActiveApplicationId } from '../data/applications';
import { dashboardRememberedDevices } from '../db/schema';

// "Keep me signed in on this device": a random token in the device's HttpOnly cookie, kept here only as its SHA-256,
// tied to the applicant for 30 days from the day it was ticked. A returning visit without a session exchanges it for
// the session a sign-in link would give (and a new token: a stolen copy of the old one opens nothing once the device
// has come back). The applicant sees their devices on the dashboard and revokes any of them.

export const REMEMBER_DAYS = 30;
export const REMEMBER_MS = REMEMBER_DAYS * 24 * 60 * 60 * 1000;
/** The summary of a User-Agent is short; the header itself is never stored. */
const SUMMARY_MAX = 80;

const hashOf = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
const newToken = () => crypto.randomBytes(32).toString('base64url');

/** What a person recognises a device by, from its User-Agent: "Firefox · Windows", "Safari · iOS". */
export function deviceSummary(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser =
    (
      [
        [/\bEdg(e|A|iOS)?\//, 'Edge'],
        [/\b(OPR|Opera)\//, 'Opera'],
        [/\bSamsungBrowser\//, 'Samsung Internet'],
        [/\b(Firefox|FxiOS)\//, 'Firefox'],
        [/\b(Chrome|CriOS|HeadlessChrome|Chromium)\//, 'Chrome'],
        [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
      ] as const
    ).find(([pattern]) => pattern.test(ua))?.[1] ?? null;
  const system =
    (
      [
        [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
        [/\bAndroid\b/, 'Android'],
        [/\bCrOS\b/, 'ChromeOS'],
        [/\bWindows\b/, 'Windows'],
        [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
        [/\bLinux\b/, 'Linux'],
      ] as const
    ).find(([pattern]) => pattern.test(ua))?.[1] ?? null;
  const summary = [browser, system].filter(Boolean).join(' · ');
  return (summary || 'Unknown device').slice(0, SUMMARY_MAX);
}

export interface RememberedDevice {
  id: number;
  device: string;
  createdAt: Date;
  lastUsedAt: Date;
  expiresAt: Date;
  /** The device the request came from. */
  current: boolean;
}

export interface DeviceToken {
  token: string;
  expiresAt: Date;
}

/** Remembers the device for the applicant, on `db` (a transaction's, to go with the sign-in): its cookie's token. */
export async function rememberDevice(
  app: FastifyInstance,
  db: Db,
  applicantId: string,
  userAgent: string | undefined,
  now: Date,
): Promise<DeviceToken> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + REMEMBER_MS);
  const device = deviceSummary(userAgent);
  const [row] = await db
    .insert(dashboardRememberedDevices)
    .values({
      applicantId,
      tokenHash: hashOf(token),
      userAgent: device,
      lastUsedAt: now,
      expiresAt,
      createdAt: now,
    })
    .returning({ id: dashboardRememberedDevices.id });
  await app.audit(
    { applicantId, action: 'dashboard.device-remembered', detail: { deviceId: row!.id, device } },
    db,
  );
  return { token, expiresAt };
}

export interface DeviceSignIn {
  applicantId: string;
  applicationId: number | null;
  /** The device's new token (the one it came with is spent). */
  next: DeviceToken;
}

/**
 * Exchanges a device's token for the applicant's sign-in, once: one guarded UPDATE replaces the token, so two
 * concurrent uses of the same token cannot both win. Null for an unknown, revoked or expired token.
 */
export async function signInWithDevice(
  app: FastifyInstance,
  token: string,
  userAgent: string | undefined,
  now: Date,
): Promise<DeviceSignIn | null> {
  return app.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const next = newToken();
    const [used] = await db
      .update(dashboardRememberedDevices)
      .set({ tokenHash: hashOf(next), lastUsedAt: now, userAgent: deviceSummary(userAgent) })
      .where(
        and(
          eq(dashboardRememberedDevices.tokenHash, hashOf(token)),
          gt(dashboardRememberedDevices.expiresAt, now),
        ),
      )
      .returning({
        id: dashboardRememberedDevices.id,
        applicantId: dashboardRememberedDevices.applicantId,
        expiresAt: dashboardRememberedDevices.expiresAt,
      });
    if (!used) return null;
    const applicationId = (await latestActiveApplicationId(db, used.applicantId)) ?? null;
    await app.audit(
      {
        applicantId: used.applicantId,
        applicationId,
        action: 'dashboard.device-signed-in',
        detail: { deviceId: used.id },
      },
      db,
    );
    return {
      applicantId: used.applicantId,
      applicationId,
      next: { token: next, expiresAt: used.expiresAt },
    };
  });
}

/** The applicant's devices still remembered, oldest first; `token` (the request's cookie) marks the current one. */
export async function rememberedDevices(
  db: Db,
  applicantId: string,
  token: string | undefined,
  now: Date,
): Promise<RememberedDevice[]> {
  const rows = await db
    .select()
    .from(dashboardRememberedDevices)
    .where(
      and(
        eq(dashboardRememberedDevices.applicantId, applicantId),
        gt(dashboardRememberedDevices.expiresAt, now),
      ),
    )
    .orderBy(asc(dashboardRememberedDevices.createdAt), asc(dashboardRememberedDevices.id));
  const current = token ? hashOf(token) : null;
  return rows.map((row) => ({
    id: row.id,
    device: row.userAgent,
    createdAt: row.createdAt,
    lastUsedAt: row.lastUsedAt,
    expiresAt: row.expiresAt,
    current: row.tokenHash === current,
  }));
}

/** Forgets one of the applicant's devices; false when they have no such device. */
export async function revokeDevice(app: FastifyInstance, applicantId: string, id: number): Promise<boolean> {
  return app.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const removed = await db
      .delete(dashboardRememberedDevices)
      .where(
        and(eq(dashboardRememberedDevices.id, id), eq(dashboardRememberedDevices.applicantId, applicantId)),
      )
      .returning({ id: dashboardRememberedDevices.id });
    if (removed.length === 0) return false;
    await app.audit({ applicantId, action: 'dashboard.device-revoked', detail: { deviceId: id } }, db);
    return true;
  });
}

/** Forgets every device of the applicant ("sign out everywhere"): how many there were. */
export async function revokeAllDevices(app: FastifyInstance, applicantId: string): Promise<number> {
  return app.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const removed = await db
      .delete(dashboardRememberedDevices)
      .where(eq(dashboardRememberedDevices.applicantId, applicantId))
      .returning({ id: dashboardRememberedDevices.id });
    await app.audit(
      { applicantId, action: 'dashboard.devices-revoked', detail: { devices: removed.length } },
      db,
    );
    return removed.length;
  });
}

/** Forgets the device whose cookie holds `token` (signing out on it), whoever it belongs to. */
export async function forgetDevice(app: FastifyInstance, token: string): Promise<void> {
  await app.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const [removed] = await db
      .delete(dashboardRememberedDevices)
      .where(eq(dashboardRememberedDevices.tokenHash, hashOf(token)))
      .returning({ id: dashboardRememberedDevices.id, applicantId: dashboardRememberedDevices.applicantId });
    if (removed)
      await app.audit(
        {
          applicantId: removed.applicantId,
          action: 'dashboard.device-revoked',
          detail: { deviceId: removed.id },
        },
        db,
      );
  });
}
