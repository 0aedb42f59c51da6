-- Transaction systems. An application has at most one current connection: provider credentials (PATCH
-- onboarding-update transactions_step) or a CSV import (custom-upload). A newer one supersedes the older rows.

-- Provider secrets are AES-256-GCM ciphertexts (base64) with their IV and tag; the associated data is
-- "provider_credentials:<application_id>:<provider>:<field>", so a ciphertext moved to another row does not open.
-- key_version fingerprints the key that sealed them. A superseded row keeps its record but loses its ciphertexts.
CREATE TABLE provider_credentials (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  application_id integer NOT NULL REFERENCES applications(id),
  provider text NOT NULL CHECK (provider IN ('stripe', 'paypal', 'tap')),
  secret_ciphertext text,
  secret_iv text,
  secret_tag text,
  client_id_ciphertext text,
  client_id_iv text,
  client_id_tag text,
  key_version text NOT NULL,
  -- live: the provider accepted the credentials; skipped: PROVIDER_VERIFY=skip (embedded setup), not checked.
  verification text NOT NULL CHECK (verification IN ('live', 'skipped')),
  verified_at timestamptz,
  status text NOT NULL DEFAULT 'current' CHECK (status IN ('current', 'superseded')),
  created_at timestamptz NOT NULL DEFAULT now(),
  superseded_at timestamptz,
  CHECK (status = 'superseded' OR (secret_ciphertext IS NOT NULL AND secret_iv IS NOT NULL AND secret_tag IS NOT NULL)),
  CHECK (provider <> 'paypal' OR status = 'superseded' OR client_id_ciphertext IS NOT NULL)
);
CREATE UNIQUE INDEX provider_credentials_current_idx ON provider_credentials (application_id) WHERE status = 'current';
CREATE INDEX provider_credentials_application_idx ON provider_credentials (application_id, created_at);

-- A CSV of transactions the applicant uploaded and mapped, with the monthly series computed from it for the review
-- team. Rows that could not be read are counted (rows_rejected, by kind) and the first ones kept with their reason.
CREATE TABLE transaction_imports (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  application_id integer NOT NULL REFERENCES applications(id),
  upload_timestamp text NOT NULL,
  upload_key text NOT NULL,
  industry text NOT NULL CHECK (industry IN ('SAAS', 'MARKETPLACE')),
  method text NOT NULL CHECK (method IN ('No refund', 'Forward deduction', 'Standard')),
  system_name text NOT NULL,
  -- required column -> CSV header, e.g. {"customer_id":"Customer","amount":"Amount",...}
  mapping jsonb NOT NULL,
  skip_validation boolean NOT NULL,
  -- How day/month dates such as 03/04/2024 were read: MDY or DMY (sniffed from the start of the file).
  date_order text NOT NULL CHECK (date_order IN ('MDY', 'DMY')),
  -- One entry per month, e.g. SAAS {"month":"2024-01","mrr":..,"billings":..,"active_customers":..,
  -- "new_customers":..,"churned_customers":..}; MARKETPLACE {"month","gmv","take","orders",...customers}.
  series jsonb NOT NULL,
  customers integer NOT NULL,
  rows_read integer NOT NULL,
  rows_rejected integer NOT NULL,
  rejected_by_kind jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- [{"row": <record number, header = 1>, "reason": "..."}], the first 20
  rejected_samples jsonb NOT NULL DEFAULT '[]'::jsonb,
  bytes bigint NOT NULL,
  status text NOT NULL DEFAULT 'current' CHECK (status IN ('current', 'superseded')),
  created_at timestamptz NOT NULL DEFAULT now(),
  superseded_at timestamptz
);
CREATE UNIQUE INDEX transaction_imports_current_idx ON transaction_imports (application_id) WHERE status = 'current';
CREATE INDEX transaction_imports_application_idx ON transaction_imports (application_id, created_at);
