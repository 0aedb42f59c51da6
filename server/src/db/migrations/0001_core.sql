CREATE TABLE applicants (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL UNIQUE,
  name text NOT NULL,
  phone_number text NOT NULL,
  email_verified_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One applicant may start several applications; only one is active, the others are kept as superseded. A new
-- application asked for by email stays pending until its link is opened: knowing someone's address must not let a
-- stranger replace their application.
CREATE TABLE applications (
  id integer GENERATED ALWAYS AS IDENTITY (START WITH 1000) PRIMARY KEY,
  applicant_id uuid NOT NULL REFERENCES applicants(id),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('pending', 'active', 'superseded')),
  stage text CHECK (stage IN ('VERIFIED', 'ELIGIBLE', 'TRANSACTION', 'ACCOUNTING', 'PENDING')),
  stages jsonb NOT NULL DEFAULT '{}'::jsonb,
  eligibility_step jsonb,
  transactions_step jsonb,
  accounting_step jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  submitted_at timestamptz
);
CREATE INDEX applications_applicant_idx ON applications (applicant_id, status);
CREATE UNIQUE INDEX applications_one_active_idx ON applications (applicant_id) WHERE status = 'active';

CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  application_id integer REFERENCES applications(id),
  applicant_id uuid REFERENCES applicants(id),
  actor text NOT NULL DEFAULT 'applicant',
  action text NOT NULL,
  detail jsonb NOT NULL DEFAULT '{}'::jsonb,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_application_idx ON audit_log (application_id, at);

CREATE TABLE help_requests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  applicant_id uuid REFERENCES applicants(id),
  email text NOT NULL,
  note text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Captcha solutions are single use: a replayed one is refused until it would have expired anyway.
CREATE TABLE captcha_solutions_used (
  signature text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
