-- Accounts belong to one website: a shopper signed in at dealer A is a stranger at dealer B.
-- Users are re-created per (website, phone) from the watchlists they had; every session ends
-- (a session without a website cannot be trusted anywhere) and pending codes are dropped.
CREATE TABLE users_v3 (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  website_id INTEGER NOT NULL,
  phone TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (website_id, phone)
);
INSERT INTO users_v3 (website_id, phone, created_at)
  SELECT DISTINCT watchlist.website_id, users.phone, users.created_at FROM watchlist JOIN users ON users.id = watchlist.user_id;
INSERT OR IGNORE INTO users_v3 (website_id, phone, created_at)
  SELECT DISTINCT reservations.website_id, users.phone, users.created_at FROM reservations JOIN users ON users.id = reservations.user_id;

CREATE TABLE watchlist_v3 (
  user_id INTEGER NOT NULL REFERENCES users_v3 (id),
  website_id INTEGER NOT NULL,
  car_id INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, car_id)
);
INSERT INTO watchlist_v3 (user_id, website_id, car_id, created_at)
  SELECT users_v3.id, watchlist.website_id, watchlist.car_id, watchlist.created_at
  FROM watchlist JOIN users ON users.id = watchlist.user_id
  JOIN users_v3 ON users_v3.website_id = watchlist.website_id AND users_v3.phone = users.phone;

UPDATE reservations SET user_id = (
  SELECT users_v3.id FROM users_v3 JOIN users ON users.phone = users_v3.phone
  WHERE users.id = reservations.user_id AND users_v3.website_id = reservations.website_id
) WHERE user_id IS NOT NULL;

DROP TABLE watchlist;
DROP TABLE sessions;
DROP TABLE users;
ALTER TABLE users_v3 RENAME TO users;
ALTER TABLE watchlist_v3 RENAME TO watchlist;

-- Only a hash of each session token is kept, so a copy of the database signs nobody in.
CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  website_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users (id),
  expires_at TEXT NOT NULL,
  created_at TEXT NOT NULL
);

DROP TABLE sign_in_codes;
CREATE TABLE sign_in_codes (
  website_id INTEGER NOT NULL,
  phone TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  expires_at TEXT NOT NULL,
  requested_at TEXT NOT NULL,
  PRIMARY KEY (website_id, phone)
);

-- Idempotency keys are per website: one dealer's key can neither replay nor block another's.
CREATE TABLE idempotency_keys_v3 (
  website_id INTEGER NOT NULL,
  key TEXT NOT NULL,
  method TEXT NOT NULL,
  path TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  status INTEGER NOT NULL,
  content_type TEXT NOT NULL,
  reply_body BLOB NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (website_id, key)
);
INSERT INTO idempotency_keys_v3 SELECT website_id, key, method, path, request_hash, status, content_type, reply_body, created_at
  FROM idempotency_keys;
DROP TABLE idempotency_keys;
ALTER TABLE idempotency_keys_v3 RENAME TO idempotency_keys;

-- Fixed-window counters for the limits that refuse (429): one row per limit, subject and window.
CREATE TABLE rate_limit_hits (
  bucket TEXT NOT NULL,
  subject TEXT NOT NULL,
  window_start INTEGER NOT NULL,
  hits INTEGER NOT NULL,
  PRIMARY KEY (bucket, subject, window_start)
);

-- Reservations take the car before any charge: a hold with an expiry while the shopper pays.
-- hold_key: the Idempotency-Key of the request that took the hold, so its retry finds its own hold.
ALTER TABLE reservations ADD COLUMN hold_expires_at TEXT;
ALTER TABLE reservations ADD COLUMN hold_key TEXT;
CREATE INDEX reservations_by_hold_key ON reservations (website_id, hold_key);
UPDATE reservations SET status = 'expired' WHERE status = 'pending_payment';
