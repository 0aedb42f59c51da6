-- Staff accounts (#16): the provider's back office. People are invited by an admin (or `npm run staff -- add`), enrol
-- through a single-use link (a password and a TOTP authenticator), then sign in with email, password and code.
-- Passwords are argon2id PHC strings; the TOTP secret is sealed with SECRETS_KEY (AES-256-GCM, bound to the row),
-- never stored in clear (server/src/staff/).
CREATE TABLE staff (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Stored lower-case and trimmed: one account per address, whatever the case it is typed in.
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  role text NOT NULL CHECK (role IN ('reviewer', 'approver', 'admin')),
  status text NOT NULL DEFAULT 'invited' CHECK (status IN ('invited', 'active', 'disabled')),
  password_hash text,
  -- The TOTP secret (pending while invited), sealed: ciphertext, IV and tag in base64, and the key's fingerprint.
  totp_secret_ciphertext text,
  totp_secret_iv text,
  totp_secret_tag text,
  totp_secret_key_version text,
  -- The last 30-second step whose code was accepted: a code is never accepted twice.
  totp_last_step bigint,
  failed_sign_ins integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (status <> 'active' OR (password_hash IS NOT NULL AND totp_secret_ciphertext IS NOT NULL))
);

-- Enrolment links: only the SHA-256 of the token is kept; a link works once and for a limited time.
CREATE TABLE staff_enrolments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  staff_id uuid NOT NULL REFERENCES staff(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_enrolments_staff_idx ON staff_enrolments (staff_id);
