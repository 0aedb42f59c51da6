-- Hardening (#14): an S3 upload link can be used again within its hour, replacing the object after it was confirmed.
-- The version confirmed (S3's ETag, or the local file's identity) is recorded, and the file is read only in that
-- version: a replaced file is refused instead of being imported unseen.
ALTER TABLE uploads ADD COLUMN version text;
