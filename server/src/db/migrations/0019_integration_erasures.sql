-- An applicant's deletion (#18) also reaches the integration service's own tables (OAuth states, sealed provider
-- tokens, outcomes of their applications). The application ids to forget there are written in the deletion's
-- transaction, as storage_erasures holds the objects: the API calls the integration service right after the commit,
-- and the storage sweep retries what failed (service down, a crash) with the same backoff, dropping each row once
-- the integration service has forgotten it. Only written when an integration service is configured.
CREATE TABLE integration_erasures (
  application_id integer PRIMARY KEY,
  queued_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text
);
CREATE INDEX integration_erasures_due_idx ON integration_erasures (next_attempt_at);
