import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config';
import type { Database, Db } from './db/client';

export interface Session {
  applicantId: string;
  applicationId: number;
}

export interface AuditEntry {
  applicationId?: number | null;
  applicantId?: string | null;
  actor?: string;
  action: string;
  detail?: Record<string, unknown>;
}

export type TokenPurpose = 'session' | 'email-action';

export interface TokenService {
  /** A session token for the applicant's active application (the one the email link carries). */
  signSession(session: Session): Promise<string>;
  /** A token that can only ask for emails to `email` (register answer for an existing applicant). */
  signEmailAction(email: string): Promise<string>;
  /** Verifies signature (HS256 only), expiry and purpose; throws on anything else. */
  verify(token: string, purpose: 'session'): Promise<Session>;
  verify(token: string, purpose: 'email-action'): Promise<{ email: string }>;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface CaptchaVerifier {
  provider: 'altcha' | 'recaptcha';
  /** True once per valid solution: a replayed solution is refused. */
  verify(token: string | undefined, ip: string): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    tokens: TokenService;
    mailer: Mailer;
    captcha: CaptchaVerifier;
    audit(entry: AuditEntry): Promise<void>;
    /** preHandler: requires a session token whose application is still the applicant's active one. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    session: Session;
  }
}
