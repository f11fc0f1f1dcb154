-- Lead delivery outbox: one row per (lead, channel, recipient), written in the transaction that
-- stores the lead, so a lead acknowledged to the shopper always has its deliveries queued.
-- The worker leases due rows (lease_until), delivers, then marks them delivered or schedules a
-- retry; after the last attempt a row is 'dead' (the dealer sees it in the inbox and can retry it).
CREATE TABLE lead_deliveries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id INTEGER NOT NULL REFERENCES leads (id),
  website_id INTEGER NOT NULL,
  -- 'email' (dealer recipient, ADF attached), 'webhook' (named in the dealer config), 'confirmation' (the shopper)
  channel TEXT NOT NULL,
  target TEXT NOT NULL,
  lead_type TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending',
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  lease_until TEXT,
  last_error TEXT,
  delivered_at TEXT,
  created_at TEXT NOT NULL,
  UNIQUE (lead_id, channel, target)
);
CREATE INDEX lead_deliveries_due ON lead_deliveries (status, next_attempt_at);
CREATE INDEX lead_deliveries_by_lead ON lead_deliveries (lead_id);
