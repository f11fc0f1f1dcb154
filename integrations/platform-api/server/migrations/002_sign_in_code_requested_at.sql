-- When each sign-in code was sent, so a new code cannot be requested every second to reset the 5 tries.
ALTER TABLE sign_in_codes ADD COLUMN requested_at TEXT;
