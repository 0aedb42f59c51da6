-- Monthly management accounts uploaded as a workbook (accounting-upload). The file itself is in object storage under
-- storage_key; the review team reads the mapping and the monthly P&L extracted from it here.
CREATE TABLE accounting_uploads (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  application_id integer NOT NULL REFERENCES applications(id),
  name text NOT NULL,
  file_name text NOT NULL,
  storage_key text NOT NULL,
  size_bytes integer NOT NULL,
  sha256 text NOT NULL,
  sheet_names jsonb NOT NULL,
  selected_sheet text,
  is_mapping boolean NOT NULL,
  column_mapping jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- { rows: { <row name>: index }, months: [{ month: 'YYYY-MM', revenues, cogs, rnd, sm, ga, salaries }] }, or null
  -- when the applicant submitted without mapping.
  monthly_series jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX accounting_uploads_application_idx ON accounting_uploads (application_id, created_at);

-- Outcomes of accounting OAuth connections reported by the integration service. result_id is the service's id for
-- one outcome, so a delivery it retries is recorded once; occurred_at orders late deliveries.
CREATE TABLE accounting_connection_events (
  result_id uuid PRIMARY KEY,
  application_id integer NOT NULL REFERENCES applications(id),
  service text NOT NULL,
  status text NOT NULL CHECK (status IN ('connected', 'access_denied')),
  reason text,
  occurred_at timestamptz NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX accounting_connection_events_application_idx ON accounting_connection_events (application_id, occurred_at);
