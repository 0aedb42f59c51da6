-- The rest of an email's locale (#19). The applicant's digits: in Arabic, Western (the default) or Arabic-Indic, as
-- chosen on the page (sent with the language) and used for every number and date of their emails and offer letter.
-- A staff member's language: the one of the page they were invited from, then of the page they enrol and sign in on,
-- for the emails the back office sends them (the lock notice).
ALTER TABLE applicants ADD COLUMN digits text NOT NULL DEFAULT 'latn' CHECK (digits IN ('latn', 'arab'));
ALTER TABLE staff ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'ar'));
