-- The murabaha offer (#17): versions per case, each with its frozen terms, its proposer, its approvals (maker-checker)
-- and its letter. A version's terms never change: a change is a new version, and the older open one is superseded.
-- The review status (applications.review_status) moves with them, in the same transaction (lifecycle/review-actions.ts).
CREATE TABLE offers (
  id bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  application_id integer NOT NULL REFERENCES applications(id),
  version integer NOT NULL CHECK (version >= 1),
  status text NOT NULL DEFAULT 'proposed'
    CHECK (status IN ('proposed', 'approved', 'sent', 'accepted', 'declined', 'returned', 'superseded', 'expired')),
  -- The terms as proposed (the composer's body, checked): asset, amounts, tenure, schedule, dates, charity.
  terms jsonb NOT NULL,
  currency text NOT NULL,
  cost_minor bigint NOT NULL CHECK (cost_minor > 0),
  profit_minor bigint NOT NULL CHECK (profit_minor >= 0),
  sale_price_minor bigint NOT NULL CHECK (sale_price_minor = cost_minor + profit_minor),
  tenure_months integer NOT NULL CHECK (tenure_months BETWEEN 1 AND 120),
  valid_until date NOT NULL,
  clauses_version text NOT NULL,
  required_approvals smallint NOT NULL CHECK (required_approvals IN (1, 2)),
  proposed_by uuid NOT NULL REFERENCES staff(id),
  proposed_at timestamptz NOT NULL DEFAULT now(),
  approved_at timestamptz,
  returned_by uuid REFERENCES staff(id),
  returned_at timestamptz,
  return_reason text,
  -- The letter, made when the last approval lands, in object storage (same drivers as uploads).
  pdf_key text,
  pdf_sha256 text,
  pdf_size integer,
  sent_by uuid REFERENCES staff(id),
  sent_at timestamptz,
  UNIQUE (application_id, version)
);
-- At most one version of a case is being worked on at a time (proposed or approved, not yet sent).
CREATE UNIQUE INDEX offers_one_open_idx ON offers (application_id) WHERE status IN ('proposed', 'approved');

-- Who approved which version, and when: one row per approver, so nobody approves the same version twice.
CREATE TABLE offer_approvals (
  offer_id bigint NOT NULL REFERENCES offers(id),
  staff_id uuid NOT NULL REFERENCES staff(id),
  approved_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (offer_id, staff_id)
);
