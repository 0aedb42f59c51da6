import { index, integer, jsonb, pgTable, text, timestamp, uuid, primaryKey } from 'drizzle-orm/pg-core';
import type { SealedSecret } from '../transactions/secret-box';

/** Mirrors migrations/i0001_oauth.sql and i0002_oauth_browser_binding.sql (the integration service's own tables). */
export const oauthStates = pgTable(
  'oauth_states',
  {
    stateHash: text('state_hash').primaryKey(),
    clientState: text('client_state').notNull(),
    applicationId: integer('application_id').notNull(),
    applicantId: uuid('applicant_id').notNull(),
    provider: text('provider').notNull(),
    mode: text('mode').$type<'live' | 'sandbox'>().notNull(),
    codeVerifier: jsonb('code_verifier').$type<SealedSecret>(),
    /** SHA-256 of the binding cookie of the browser that started the connection; null only on rows from before. */
    browserHash: text('browser_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('oauth_states_application_idx').on(t.applicationId, t.createdAt)],
);

export const oauthConnections = pgTable(
  'oauth_connections',
  {
    applicationId: integer('application_id').notNull(),
    provider: text('provider').notNull(),
    mode: text('mode').$type<'live' | 'sandbox'>().notNull(),
    accessToken: jsonb('access_token').$type<SealedSecret>().notNull(),
    refreshToken: jsonb('refresh_token').$type<SealedSecret>(),
    tokenType: text('token_type'),
    scope: text('scope'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    tenantId: text('tenant_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.provider] })],
);

export const oauthResults = pgTable('oauth_results', {
  id: uuid('id').primaryKey(),
  applicationId: integer('application_id').notNull(),
  provider: text('provider').notNull(),
  status: text('status').$type<'connected' | 'access_denied'>().notNull(),
  reason: text('reason'),
  clientState: text('client_state'),
  occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  failedAt: timestamp('failed_at', { withTimezone: true }),
  lastError: text('last_error'),
});

export const oauthSandboxCodes = pgTable('oauth_sandbox_codes', {
  codeHash: text('code_hash').primaryKey(),
  clientId: text('client_id').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  codeChallenge: text('code_challenge').notNull(),
  scope: text('scope').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
