-- Financial documents (financial-upload). A re-upload replaces the set: earlier rows become 'superseded' and their
-- objects stay in storage for the review team, so what an applicant sent is never lost.
CREATE TABLE documents (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  application_id integer NOT NULL REFERENCES applications(id),
  kind text NOT NULL CHECK (kind IN ('StatementPreviousTwoYear', 'StatementPreviousOneYear', 'Registration', 'CapTable', 'FundraisingSummary')),
  -- Generated object key; the applicant's file name is kept only as data (original_name) and object metadata.
  key text NOT NULL UNIQUE,
  original_name text NOT NULL,
  -- Sniffed from the content, not the type the browser declared.
  mime text NOT NULL,
  size bigint NOT NULL CHECK (size > 0),
  sha256 text NOT NULL,
  status text NOT NULL DEFAULT 'current' CHECK (status IN ('current', 'superseded')),
  created_at timestamptz NOT NULL DEFAULT now(),
  superseded_at timestamptz
);
CREATE UNIQUE INDEX documents_current_idx ON documents (application_id, kind) WHERE status = 'current';
CREATE INDEX documents_application_idx ON documents (application_id, created_at);

-- Direct browser uploads (upload-link → form POST to storage → confirm-upload), found again by their timestamp.
CREATE TABLE uploads (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  application_id integer NOT NULL REFERENCES applications(id),
  timestamp text NOT NULL,
  key text NOT NULL UNIQUE,
  -- pending: link issued; stored: object confirmed in storage; rejected: object found outside the link's limits.
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'stored', 'rejected')),
  size bigint,
  max_bytes bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  confirmed_at timestamptz,
  UNIQUE (application_id, timestamp)
);

-- Gaming and content businesses skip connecting a transaction system: the team sets up access with them
-- (entertainment_eligible). One row per application that took that path.
CREATE TABLE entertainment_paths (
  application_id integer PRIMARY KEY REFERENCES applications(id),
  business_types jsonb NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now()
);
