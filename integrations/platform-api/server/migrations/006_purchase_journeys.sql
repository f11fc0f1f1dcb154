-- The online purchase journey (/checkout-journey): one lead per journey, one saved record per step.
-- The journey row says whose it is (a resume token's hash; the signed-in user when there was one)
-- and where it stands; each step is a lead_steps row 'purchase.<step>', saved once and updated in
-- place when the shopper goes back and changes it, so the dealer's inbox shows the current answer.
CREATE TABLE purchase_journeys (
  lead_id INTEGER PRIMARY KEY REFERENCES leads (id),
  website_id INTEGER NOT NULL,
  car_id INTEGER NOT NULL,
  user_id INTEGER,
  token_hash TEXT NOT NULL,
  -- 'open' → 'submitted' (the summary sent the lead to the dealer) or 'stopped' (the car was taken)
  status TEXT NOT NULL DEFAULT 'open',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  submitted_at TEXT
);
CREATE INDEX purchase_journeys_by_user ON purchase_journeys (website_id, user_id, car_id);

ALTER TABLE lead_steps ADD COLUMN updated_at TEXT;
CREATE UNIQUE INDEX lead_steps_purchase_once ON lead_steps (lead_id, step) WHERE step LIKE 'purchase.%';
