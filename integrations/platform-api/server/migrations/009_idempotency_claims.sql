-- The first request with an Idempotency-Key claims it with a 'pending' row, committed before its
-- handler runs, so a concurrent retry that reaches another server process is told 409
-- request_in_progress instead of running twice. The row turns 'done', with the reply, in the
-- transaction that writes what the reply describes. A claim whose process died runs out at
-- claimed_until and is taken over by the next retry; claim_token says whose claim it is.
ALTER TABLE idempotency_keys ADD COLUMN state TEXT NOT NULL DEFAULT 'done';
ALTER TABLE idempotency_keys ADD COLUMN claimed_until TEXT;
ALTER TABLE idempotency_keys ADD COLUMN claim_token TEXT;
