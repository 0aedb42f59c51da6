-- Underwriting figures of a case (#17), computed by the server from the applicant's transactions (a CSV import or a
-- provider connection) and monthly accounts, and stored with the case. One row per computation: the newest is the
-- one the back office shows; the older ones stay as the record of what was shown before.
CREATE TABLE underwriting_results (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  application_id integer NOT NULL REFERENCES applications(id),
  -- sha256 of the inputs' identity (below), the metrics' version and the pricing policy's digest: a change of any of
  -- them makes the next read compute again.
  inputs_key text NOT NULL,
  -- Which data: {"transactions": {"kind":"csv","importId":..,"uploadTimestamp":..,"uploadVersion":..,"industry":..}
  -- or {"kind":"provider","credentialsId":..,"provider":..,"verification":..} or null, "accounts": {"uploadId":..,
  -- "sha256":..} or null, "eligibility": {"policyVersion":..,"amountMinor":..,"eligible":..} or null,
  -- "requestedAmountMinor": ..}
  inputs jsonb NOT NULL,
  metrics_version text NOT NULL,
  pricing_policy_version text NOT NULL,
  pricing_policy_digest text NOT NULL,
  eligibility_policy_version text,
  -- The answer of GET /api/backoffice/cases/:id/underwriting (shared/src/backoffice/underwriting.ts): money in
  -- integer minor units, ratios rounded to four decimals.
  result jsonb NOT NULL,
  -- The staff member whose read or recompute computed it.
  computed_by uuid REFERENCES staff(id),
  computed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX underwriting_results_application_idx ON underwriting_results (application_id, computed_at DESC, id DESC);
