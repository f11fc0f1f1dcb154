-- Issue 13: saved searches, alert email and the stock-change alert outbox, all per website.

CREATE TABLE saved_searches (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  public_id TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users (id),
  website_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  -- the listing page and its URL parameters (the search page's URL state)
  path TEXT NOT NULL,
  query TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (user_id, path, query)
);
CREATE INDEX saved_searches_by_website ON saved_searches (website_id, user_id);

-- Where a shopper's alerts go; unsubscribed_at set by the one-click unsubscribe.
CREATE TABLE alert_subscriptions (
  user_id INTEGER PRIMARY KEY REFERENCES users (id),
  website_id INTEGER NOT NULL,
  email TEXT NOT NULL,
  unsubscribed_at TEXT,
  updated_at TEXT NOT NULL
);

-- One row per stock change batch a dealer reported: a batch is evaluated once.
CREATE TABLE stock_change_batches (
  website_id INTEGER NOT NULL,
  batch_id TEXT NOT NULL,
  received_at TEXT NOT NULL,
  alerts_queued INTEGER NOT NULL,
  PRIMARY KEY (website_id, batch_id)
);

-- The alert outbox: one email per shopper per batch (UNIQUE), sent with retry under a lease.
CREATE TABLE alert_emails (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  website_id INTEGER NOT NULL,
  batch_id TEXT NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users (id),
  email TEXT NOT NULL,
  -- the cars and searches the email tells about, as they were when the batch was evaluated
  content_json TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending',
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  lease_until TEXT,
  last_error TEXT,
  delivered_at TEXT,
  created_at TEXT NOT NULL,
  UNIQUE (website_id, batch_id, user_id)
);
CREATE INDEX alert_emails_due ON alert_emails (status, next_attempt_at);

-- The key that signs unsubscribe links: made once per database, so links outlive restarts.
CREATE TABLE alert_signing_keys (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  secret TEXT NOT NULL
);
INSERT INTO alert_signing_keys (id, secret) VALUES (1, lower(hex(randomblob(32))));
