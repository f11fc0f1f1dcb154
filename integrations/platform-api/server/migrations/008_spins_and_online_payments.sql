-- Spin-to-win: one recorded spin per account per campaign (the UNIQUE key is the rule: a second spin
-- cannot be stored, so a repeat visit reads the first result). The prize drawn is kept as shown then.
CREATE TABLE spins (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  website_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  campaign TEXT NOT NULL,
  prize_id TEXT NOT NULL,
  prize_label TEXT NOT NULL,
  is_prize INTEGER NOT NULL,
  lead_id INTEGER REFERENCES leads (id),
  spun_at TEXT NOT NULL,
  UNIQUE (website_id, user_id, campaign)
);

-- Online payments to the dealer: an amount and a reference, charged through the payment port,
-- recorded against the signed-in shopper. status: pending_payment → charging → paid.
-- user_id is not a foreign key (here and in spins): a payment is the dealer's financial record and
-- outlives a deleted account.
CREATE TABLE online_payments (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  public_id TEXT NOT NULL UNIQUE,
  website_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  status TEXT NOT NULL,
  amount_cents INTEGER NOT NULL,
  currency TEXT NOT NULL,
  purpose TEXT NOT NULL,
  reference TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  provider TEXT NOT NULL,
  intent_id TEXT NOT NULL,
  client_secret TEXT NOT NULL,
  lead_id INTEGER REFERENCES leads (id),
  created_at TEXT NOT NULL,
  paid_at TEXT
);
CREATE INDEX online_payments_by_user ON online_payments (website_id, user_id, created_at);
