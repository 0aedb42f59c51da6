import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { StageFlagsRow, StageName, StaffRole } from './db/schema';
import type { StaffPrincipal } from './staff/sessions';

export interface Session {
  applicantId: string;
  applicationId: number;
}

/**
 * What `authenticate` loaded for the session, as it was when the request was authenticated: the application (still
 * the applicant's active one) and its applicant, the fields check-user answers with.
 */
export interface SessionAccount {
  applicant: { name: string; email: string; phoneNumber: string };
  application: {
    id: number;
    status: 'pending' | 'active' | 'superseded';
    stage: StageName | null;
    stages: StageFlagsRow;
    eligibilityStep: Record<string, unknown> | null;
    transactionsStep: Record<string, unknown> | null;
    accountingStep: Record<string, unknown>[];
  };
}

export interface AuditEntry {
  applicationId?: number | null;
  applicantId?: string | null;
  actor?: string;
  action: string;
  detail?: Record<string, unknown>;
  /** A staff member's entry: who, and from which address (staff/audit.ts fills both from the request). */
  staffId?: string | null;
  ip?: string | null;
}

export type TokenPurpose = 'session' | 'email-action' | 'dashboard';

export interface TokenService {
  /** A session token for the applicant's active application (the one the email link carries). */
  signSession(session: Session): Promise<string>;
  /** A token that can only ask for emails to `email` (register answer for an existing applicant). */
  signEmailAction(email: string): Promise<string>;
  /**
   * A token that opens the applicant's dashboard and nothing of the journey: what a dashboard sign-in link gives an
   * applicant with no active application (only earlier ones), who has no journey to continue.
   */
  signDashboard(applicantId: string): Promise<string>;
  /** Verifies signature (HS256 only), expiry and purpose; throws on anything else. */
  verify(token: string, purpose: 'session'): Promise<Session>;
  verify(token: string, purpose: 'email-action'): Promise<{ email: string }>;
  verify(token: string, purpose: 'dashboard'): Promise<{ applicantId: string }>;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface CaptchaVerifier {
  provider: 'altcha' | 'recaptcha';
  /** True once per valid solution: a replayed solution is refused. */
  verify(token: string | undefined, ip: string): Promise<boolean>;
  /** ALTCHA only: a new signed challenge for the widget (GET /api/onboarding/utils/altcha-challenge). */
  createChallenge?(): Promise<object>;
}

export interface RateLimits {
  /**
   * Counts the request against `scope`: per IP (once per request and scope, so it composes with `perIp`) and, when
   * `email` is given, per email (trimmed, lower-cased). Throws the 429 `{ details: { error } }` once either is over.
   */
  check(request: FastifyRequest, scope: string, keys?: { email?: string }): Promise<void>;
  /** onRequest hook: per-IP limit of `scope` (runs before the body is even parsed). */
  perIp(scope: string): onRequestAsyncHookHandler;
}

export interface StaffSessionTools {
  /** The clock staff sessions are timed with (injectable: `buildApp(config, { now })`). */
  now(): Date;
  /** The session token of the cookie this request's context uses (`__Host-staff`, or `staff` on http://localhost). */
  readToken(request: FastifyRequest): string | undefined;
  setCookie(request: FastifyRequest, reply: FastifyReply, token: string): void;
  clearCookie(request: FastifyRequest, reply: FastifyReply): void;
  /** 403 for a state-changing call whose Origin header is present and not BACKOFFICE_URL's. */
  checkOrigin(request: FastifyRequest): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    tokens: TokenService;
    mailer: Mailer;
    captcha: CaptchaVerifier;
    rateLimits: RateLimits;
    /** Writes an audit row; pass the transaction to make it part of the change it records. */
    audit(entry: AuditEntry, db?: Db): Promise<void>;
    /** preHandler: requires a session token whose application is still the applicant's active one. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    staffSessions: StaffSessionTools;
    /**
     * preHandler: requires a live staff session (cookie) and, on POST/PUT/PATCH/DELETE, its CSRF token in
     * X-CSRF-Token; sets `request.staff`.
     */
    staffAuthenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** preHandler after staffAuthenticate: 403 unless the staff member has one of `roles`. */
    requireRole(...roles: StaffRole[]): (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    session: Session;
    /** Set by `authenticate` beside `session`. */
    account: SessionAccount;
    staff: StaffPrincipal;
    /** The member whose call staffAuthenticate refused (a forged CSRF token), for the refusal's audit entry. */
    staffRefused: StaffPrincipal | null;
  }
}
