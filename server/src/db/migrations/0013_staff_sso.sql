-- Single sign-on for staff (#16): OpenID Connect when OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are set
-- (server/src/staff/oidc.ts and sso.ts). An account signed in through the identity provider records the provider's
-- subject; one created there (just in time) has neither password nor authenticator: the provider owns its
-- credentials, and the password sign-in refuses it for want of a password hash.
ALTER TABLE staff ADD COLUMN sso_subject text;
-- The issuer and subject the account signed in as; a later sign-in as another subject with the same email is refused
-- (an address reassigned at the provider does not inherit the account).
CREATE UNIQUE INDEX staff_sso_subject_idx ON staff (sso_subject) WHERE sso_subject IS NOT NULL;
-- 0009's rule that an active account has a password and an authenticator, widened to accounts the provider vouches for.
ALTER TABLE staff DROP CONSTRAINT staff_check;
ALTER TABLE staff ADD CONSTRAINT staff_active_credentials CHECK (
  status <> 'active' OR (password_hash IS NOT NULL AND totp_secret_ciphertext IS NOT NULL) OR sso_subject IS NOT NULL
);

-- Sign-in attempts whose callback has been taken: the SHA-256 of their state, so a callback replayed with the same
-- sealed cookie is refused even before the provider refuses the spent code. Rows older than the attempt's ten minutes
-- are deleted as new ones come.
CREATE TABLE staff_sso_callbacks (
  state_hash text PRIMARY KEY,
  used_at timestamptz NOT NULL
);
CREATE INDEX staff_sso_callbacks_used_idx ON staff_sso_callbacks (used_at);
