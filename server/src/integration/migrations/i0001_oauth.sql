-- The integration service's own tables (accounting OAuth). Named i0001… so that, on a PostgreSQL shared with the
-- API, they never collide with the API's migrations in schema_migrations.

-- One started connection. The provider sees only `state` (32 random bytes); we keep its SHA-256, so a leaked table
-- cannot be replayed. client_state is the browser's 6-digit number (spec), kept to correlate, never trusted.
CREATE TABLE oauth_states (
  state_hash text PRIMARY KEY,
  client_state text NOT NULL,
  application_id integer NOT NULL,
  applicant_id uuid NOT NULL,
  provider text NOT NULL,
  mode text NOT NULL CHECK (mode IN ('live', 'sandbox')),
  -- PKCE verifier, sealed (AES-256-GCM) and bound to this row; null when the provider has no PKCE.
  code_verifier jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX oauth_states_application_idx ON oauth_states (application_id, created_at);

-- The provider tokens of a connected application, sealed at rest.
CREATE TABLE oauth_connections (
  application_id integer NOT NULL,
  provider text NOT NULL,
  mode text NOT NULL CHECK (mode IN ('live', 'sandbox')),
  access_token jsonb NOT NULL,
  refresh_token jsonb,
  token_type text,
  scope text,
  expires_at timestamptz,
  -- The organisation the tokens open, when the provider names it in the callback (QuickBooks realmId).
  tenant_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (application_id, provider)
);

-- Outcomes to report to the API (an outbox): delivered at once, retried until the API has them.
CREATE TABLE oauth_results (
  id uuid PRIMARY KEY,
  application_id integer NOT NULL,
  provider text NOT NULL,
  status text NOT NULL CHECK (status IN ('connected', 'access_denied')),
  reason text,
  client_state text,
  occurred_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  delivered_at timestamptz,
  failed_at timestamptz,
  last_error text
);
CREATE INDEX oauth_results_pending_idx ON oauth_results (next_attempt_at) WHERE delivered_at IS NULL AND failed_at IS NULL;

-- Authorization codes issued by the built-in sandbox provider: single use, short-lived, bound to the client, the
-- redirect URI and the PKCE challenge, as a real authorization server binds them.
CREATE TABLE oauth_sandbox_codes (
  code_hash text PRIMARY KEY,
  client_id text NOT NULL,
  redirect_uri text NOT NULL,
  code_challenge text NOT NULL,
  scope text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
