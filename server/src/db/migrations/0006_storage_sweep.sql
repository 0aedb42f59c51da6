-- Hardening (#14.9): objects nobody needs any more are removed from storage on a schedule (server/src/storage/sweep.ts).
-- swept: the link expired unused, or the stored file is not the current import's; the object is gone, the row stays
-- as the record of the upload.
ALTER TABLE uploads DROP CONSTRAINT uploads_status_check;
ALTER TABLE uploads ADD CONSTRAINT uploads_status_check CHECK (status IN ('pending', 'stored', 'rejected', 'swept'));
CREATE INDEX uploads_sweep_idx ON uploads (status, expires_at);
-- A replaced document's object is removed after the retention period; the row (name, size, sha256) stays.
ALTER TABLE documents ADD COLUMN swept_at timestamptz;
CREATE INDEX documents_sweep_idx ON documents (status, superseded_at) WHERE swept_at IS NULL;
