-- Hardening (#14): mail is never lost to a mail server that is down. Every message is queued in the transaction of
-- the change that sends it, delivered at once, and retried on a schedule while delivery fails
-- (server/src/mail/queue.ts). Messages carry session links, so their content is sealed with SECRETS_KEY and erased
-- once sent; the row stays as the record.
CREATE TABLE mail_queue (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Sealed JSON of the message (to, subject, text, html, replyTo): AES-256-GCM, bound to this row's purpose.
  ciphertext text,
  iv text,
  tag text,
  key_version text NOT NULL,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'expired')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX mail_queue_due_idx ON mail_queue (next_attempt_at) WHERE status = 'queued';
