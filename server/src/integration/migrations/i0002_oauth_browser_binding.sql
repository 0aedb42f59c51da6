-- A started connection is bound to the browser that started it: /oauth/code sets a random, HttpOnly cookie and we
-- keep only its SHA-256 here. A callback must carry that cookie, so a victim sent someone else's authorize link
-- cannot complete it (login-CSRF style account linking). States issued before this column existed have no binding
-- and are refused at the callback; they live minutes, so nothing else needs migrating.
ALTER TABLE oauth_states ADD COLUMN browser_hash text;
