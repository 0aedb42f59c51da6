-- My data (#18): an applicant's deletion request erases their rows at once, in one transaction, and their objects in
-- storage right after it. The objects to remove are written in that same transaction (storage_erasures), so a crash
-- between the commit and the removal loses none: the storage sweep removes what is left, retrying with backoff, and
-- drops each row once its object is gone.
CREATE TABLE storage_erasures (
  key text PRIMARY KEY,
  queued_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text
);
CREATE INDEX storage_erasures_due_idx ON storage_erasures (next_attempt_at);

-- What the retention policy (RETENTION_POLICY_FILE) kept of an erased applicant: only the parts its rule names (e.g.
-- an accepted offer's terms, letter, signature and the business's name), until the date it gives; then the sweep
-- erases the record and its objects too. No foreign keys: the applicant and the application are gone; their ids are
-- kept as pseudonyms, nothing else identifies the person.
CREATE TABLE retained_records (
  id bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  applicant_id uuid NOT NULL,
  application_id integer NOT NULL,
  rule text NOT NULL,
  policy_version text NOT NULL,
  policy_digest text NOT NULL,
  what text NOT NULL,
  why text NOT NULL,
  keep_until date NOT NULL,
  data jsonb NOT NULL,
  storage_keys jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX retained_records_until_idx ON retained_records (keep_until);

-- The audit log outlives the people it is about: an erased applicant's entries stay (scrubbed of personal data) with
-- the applicant's and application's ids as pseudonyms, so their rows no longer hold the erased rows in place.
ALTER TABLE audit_log DROP CONSTRAINT IF EXISTS audit_log_application_id_fkey;
ALTER TABLE audit_log DROP CONSTRAINT IF EXISTS audit_log_applicant_id_fkey;
