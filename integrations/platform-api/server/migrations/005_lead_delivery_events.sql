-- A lead can be delivered more than once for different reasons: when it arrives ('lead.created') and
-- when something the dealer must act on happens to it later ('trade-in.offer-accepted'). Each event
-- has its own rows; (lead, event, channel, target) is unique. SQLite cannot change a UNIQUE
-- constraint in place, so the table is rebuilt with its rows.
CREATE TABLE lead_deliveries_v2 (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id INTEGER NOT NULL REFERENCES leads (id),
  website_id INTEGER NOT NULL,
  event TEXT NOT NULL DEFAULT 'lead.created',
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
  UNIQUE (lead_id, event, channel, target)
);
INSERT INTO lead_deliveries_v2 (id, lead_id, website_id, channel, target, lead_type, status, attempts, next_attempt_at, lease_until, last_error, delivered_at, created_at)
  SELECT id, lead_id, website_id, channel, target, lead_type, status, attempts, next_attempt_at, lease_until, last_error, delivered_at, created_at FROM lead_deliveries;
DROP TABLE lead_deliveries;
ALTER TABLE lead_deliveries_v2 RENAME TO lead_deliveries;
CREATE INDEX lead_deliveries_due ON lead_deliveries (status, next_attempt_at);
CREATE INDEX lead_deliveries_by_lead ON lead_deliveries (lead_id);
