-- The client address that took each unpaid hold, so the holds running at once can be limited per
-- address (and per phone, already a column): a handful of addresses cannot keep a dealer's cars
-- unreservable. Older rows have none and count for no address.
ALTER TABLE reservations ADD COLUMN client_ip text;
CREATE INDEX reservations_unpaid_by_address ON reservations (website_id, client_ip) WHERE status IN ('pending_payment', 'charging');
CREATE INDEX reservations_unpaid_by_phone ON reservations (website_id, phone) WHERE status IN ('pending_payment', 'charging');
