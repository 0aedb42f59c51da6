-- The applicant's language (#19): the one their emails and offer letter are written in. Chosen on the page (the
-- switch, or ?lang=), sent with every call as Accept-Language, kept here when they register or change it.
ALTER TABLE applicants ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'ar'));
