-- Staff sessions (#16): the back office's cookie sessions. The cookie carries 32 random bytes (base64url); only their
-- SHA-256 is kept here, so a copy of this table opens nothing. A session ends 30 minutes after its last request (idle),
-- 12 hours after sign-in (absolute), when revoked (sign out, sign out everywhere), or when its account is disabled or
-- locked (server/src/staff/sessions.ts).
CREATE TABLE staff_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  staff_id uuid NOT NULL REFERENCES staff(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  ip text NOT NULL,
  user_agent text,
  revoked_at timestamptz
);
CREATE INDEX staff_sessions_staff_idx ON staff_sessions (staff_id) WHERE revoked_at IS NULL;
