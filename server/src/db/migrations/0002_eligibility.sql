-- One eligibility decision per application: the first decision stands (docs/eligibility-policy.md), and the unique
-- index makes two simultaneous submissions end in one decision and one refusal rather than two decisions.
CREATE TABLE eligibility_decisions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  application_id integer NOT NULL REFERENCES applications(id),
  policy_version text NOT NULL,
  -- sha256 of the policy file: tells decisions apart even if the file was edited without bumping the version.
  policy_digest text NOT NULL,
  -- The validated eligibility_step exactly as decided on (step one and two, website with https://).
  inputs jsonb NOT NULL,
  eligible boolean NOT NULL,
  -- Whole US dollars; 0 when not eligible.
  amount bigint NOT NULL CHECK (amount >= 0),
  -- [{ code, kind: knock-out | amount | note, message }] for the review team.
  reasons jsonb NOT NULL DEFAULT '[]'::jsonb,
  decided_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX eligibility_decisions_application_idx ON eligibility_decisions (application_id);
