-- The Idempotency-Key of the request that started each charge (reservations and online payments).
-- A charge cut off by a crash leaves its row `charging`; a retry with the same key reaches the
-- handler only after the crashed request's key claim ran out, so it may ask the provider again
-- (under the same provider key: one charge at most) instead of waiting for the hold to end.
ALTER TABLE reservations ADD COLUMN charge_key text;
ALTER TABLE online_payments ADD COLUMN charge_key text;
