-- Leads: every form submission, the trade-in's first step included. Never deleted; spam is flagged.
CREATE TABLE leads (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  public_id TEXT NOT NULL UNIQUE,
  website_id INTEGER NOT NULL,
  form_type TEXT NOT NULL,
  category TEXT NOT NULL,
  subcategory TEXT,
  name TEXT NOT NULL,
  last_name TEXT,
  email TEXT,
  phone TEXT,
  postcode TEXT,
  car_id INTEGER,
  dealership_slug TEXT,
  location_id INTEGER,
  appointment_at TEXT,
  -- The whole validated payload, custom dealer fields included.
  payload_json TEXT NOT NULL,
  suspected_spam INTEGER NOT NULL DEFAULT 0,
  spam_reason TEXT,
  client_ip TEXT NOT NULL,
  idempotency_key TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX leads_by_ip_time ON leads (client_ip, created_at);
CREATE INDEX leads_by_website ON leads (website_id, created_at);
CREATE INDEX leads_by_appointment ON leads (website_id, location_id, appointment_at);

-- Later trade-in steps (rego lookup, valuation, offer acceptance) attached to their lead.
CREATE TABLE lead_steps (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id INTEGER NOT NULL REFERENCES leads (id),
  step TEXT NOT NULL,
  request_json TEXT NOT NULL,
  reply_json TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX lead_steps_by_lead ON lead_steps (lead_id);

-- First successful reply per Idempotency-Key, written in the same transaction as what it created.
CREATE TABLE idempotency_keys (
  key TEXT PRIMARY KEY,
  website_id INTEGER NOT NULL,
  method TEXT NOT NULL,
  path TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  status INTEGER NOT NULL,
  content_type TEXT NOT NULL,
  reply_body BLOB NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE miscellaneous (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  website_id INTEGER NOT NULL,
  column_name TEXT NOT NULL,
  lead_public_id TEXT,
  value_json TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE car_views (
  website_id INTEGER NOT NULL,
  car_slug TEXT NOT NULL,
  views INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (website_id, car_slug)
);

CREATE TABLE phone_reveals (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  website_id INTEGER NOT NULL,
  car_id INTEGER NOT NULL,
  dealership_id INTEGER NOT NULL,
  client_ip TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE users (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  phone TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL
);

CREATE TABLE sign_in_codes (
  phone TEXT PRIMARY KEY,
  code_hash TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  expires_at TEXT NOT NULL
);

-- Only a hash of each session token is kept, so a copy of the database signs nobody in.
CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  expires_at TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE watchlist (
  user_id INTEGER NOT NULL REFERENCES users (id),
  website_id INTEGER NOT NULL,
  car_id INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, website_id, car_id)
);

CREATE TABLE reservations (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  public_id TEXT NOT NULL UNIQUE,
  website_id INTEGER NOT NULL,
  car_id INTEGER NOT NULL,
  car_slug TEXT NOT NULL,
  status TEXT NOT NULL,
  amount_cents INTEGER NOT NULL,
  currency TEXT NOT NULL,
  provider TEXT NOT NULL,
  intent_id TEXT NOT NULL,
  client_secret TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  user_id INTEGER,
  reserved_until TEXT,
  created_at TEXT NOT NULL,
  confirmed_at TEXT
);
CREATE INDEX reservations_by_car ON reservations (website_id, car_id, status, reserved_until);
