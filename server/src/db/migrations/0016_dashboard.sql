-- The applicant's dashboard (#18). Sign-in by email: a one-time link whose secret only its hash is kept here; it
-- opens one session, once, until it expires. The rows go with their applicant (deletion of personal data).
CREATE TABLE dashboard_sign_in_links (
  id bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  applicant_id uuid NOT NULL REFERENCES applicants(id) ON DELETE CASCADE,
  secret_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX dashboard_sign_in_links_applicant_idx ON dashboard_sign_in_links (applicant_id, created_at);

-- The applicant's answer to a sent offer, on the version answered: when, from which address, and the full name typed
-- as signature (an acceptance) or the optional reason (a decline).
ALTER TABLE offers ADD COLUMN answered_at timestamptz;
ALTER TABLE offers ADD COLUMN answered_ip text;
ALTER TABLE offers ADD COLUMN signature text;
ALTER TABLE offers ADD COLUMN decline_reason text;
ALTER TABLE offers ADD CONSTRAINT offers_answer_check CHECK (
  (status = 'accepted' AND answered_at IS NOT NULL AND signature IS NOT NULL)
  OR (status = 'declined' AND answered_at IS NOT NULL AND signature IS NULL)
  OR (status NOT IN ('accepted', 'declined') AND answered_at IS NULL)
);

-- The applicant's words when answering a request for information from the dashboard (optional).
ALTER TABLE information_requests ADD COLUMN reply text;
