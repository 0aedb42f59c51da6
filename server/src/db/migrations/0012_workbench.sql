-- The review workbench (#16): who a case is assigned to, the team's internal notes, the per-document marks every
-- reviewer sees, the requests for information the applicant answers from the dashboard, and the webhook outbox.
-- Staff entries in the audit log name the staff member and the client address in columns of their own, so admins
-- can read the log per case and per staff member.
ALTER TABLE audit_log ADD COLUMN staff_id uuid REFERENCES staff(id);
ALTER TABLE audit_log ADD COLUMN ip text;
CREATE INDEX audit_log_staff_idx ON audit_log (staff_id, at) WHERE staff_id IS NOT NULL;

ALTER TABLE applications ADD COLUMN assignee_id uuid REFERENCES staff(id);
CREATE INDEX applications_review_idx ON applications (review_status, submitted_at) WHERE review_status IS NOT NULL;

CREATE TABLE case_notes (
  id bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  application_id integer NOT NULL REFERENCES applications(id),
  staff_id uuid NOT NULL REFERENCES staff(id),
  text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX case_notes_application_idx ON case_notes (application_id, created_at);

-- One mark per document version: a re-uploaded file is a new document row and starts unmarked.
CREATE TABLE document_marks (
  document_id bigint PRIMARY KEY REFERENCES documents(id),
  mark text NOT NULL CHECK (mark IN ('accepted', 'needs_reupload')),
  staff_id uuid NOT NULL REFERENCES staff(id),
  marked_at timestamptz NOT NULL DEFAULT now()
);

-- What a reviewer asked for: the document kinds to upload again and/or a message. Answered (answered_at) when the
-- applicant gives the information from the dashboard and the case goes back to review.
CREATE TABLE information_requests (
  id bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  application_id integer NOT NULL REFERENCES applications(id),
  staff_id uuid NOT NULL REFERENCES staff(id),
  document_kinds jsonb NOT NULL DEFAULT '[]'::jsonb,
  message text,
  created_at timestamptz NOT NULL DEFAULT now(),
  answered_at timestamptz
);
CREATE INDEX information_requests_application_idx ON information_requests (application_id, created_at);

-- Every review transition, posted to each configured URL (WEBHOOK_URLS) and signed with HMAC-SHA256. A row is written
-- in the transition's own transaction, so a restart loses none; the sender retries with backoff until delivered or
-- out of attempts.
CREATE TABLE webhook_outbox (
  id bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  url text NOT NULL,
  event text NOT NULL,
  payload jsonb NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  delivered_at timestamptz,
  failed_at timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_outbox_due_idx ON webhook_outbox (next_attempt_at) WHERE delivered_at IS NULL AND failed_at IS NULL;
