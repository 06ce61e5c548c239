-- Saved searches and price watches, their notices and the cars' price history
-- (docs/dealer-api.md, "Alerts"; ADR 044).

-- Every price a car has had: the seed writes the first, the trigger every change, however
-- it is made (an import, an editor, a test writing the database).
CREATE TABLE price_history (
  id INTEGER PRIMARY KEY,
  car_id INTEGER NOT NULL REFERENCES cars (id) ON DELETE CASCADE,
  price INTEGER NOT NULL,
  changed_at INTEGER NOT NULL
);
CREATE INDEX price_history_car ON price_history (car_id, changed_at);
CREATE TRIGGER cars_price_history AFTER UPDATE OF price ON cars WHEN NEW.price IS NOT OLD.price
BEGIN
  INSERT INTO price_history (car_id, price, changed_at) VALUES (NEW.id, NEW.price, CAST(unixepoch('subsec') * 1000 AS INTEGER));
END;

-- A subscription: a saved search (`filters`, the catalogue's query string) or a price watch
-- (`car_id`), to an e-mail (confirmed by a link) or to the phone of a signed-in user (confirmed
-- by the sign-in code).
CREATE TABLE subscriptions (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('search', 'price')),
  channel TEXT NOT NULL CHECK (channel IN ('email', 'sms')),
  -- An e-mail address, or 11 digits starting with 7.
  address TEXT NOT NULL,
  title TEXT NOT NULL,
  filters TEXT,
  car_id INTEGER REFERENCES cars (id) ON DELETE CASCADE,
  -- The visitor who subscribed, and the user if signed in: the personal area lists a user's own.
  fuser_id TEXT NOT NULL,
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  -- The storefront's origin, for the links in notices.
  site_url TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'active', 'removed')),
  -- A price watch: the price at the last notice (or at subscribing); a drop below it is news.
  last_price INTEGER,
  created_at INTEGER NOT NULL,
  confirmed_at INTEGER,
  removed_at INTEGER,
  CHECK ((kind = 'search') = (filters IS NOT NULL) AND (kind = 'price') = (car_id IS NOT NULL))
);
CREATE INDEX subscriptions_status ON subscriptions (status, kind);
CREATE INDEX subscriptions_address ON subscriptions (channel, address);
-- One live subscription per address and thing watched: subscribing twice is one subscription.
CREATE UNIQUE INDEX subscriptions_once ON subscriptions (channel, address, kind, IFNULL(filters, ''), IFNULL(car_id, 0))
  WHERE status != 'removed';

-- A saved search's cars as of its last notice (or of subscribing), with their prices then:
-- a car not here is new, a lower price is a drop.
CREATE TABLE subscription_cars (
  subscription_id INTEGER NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
  car_id INTEGER NOT NULL,
  price INTEGER NOT NULL,
  PRIMARY KEY (subscription_id, car_id)
) WITHOUT ROWID;

-- The mail gateway's stand-in: every e-mail that would have been sent, with its headers
-- (List-Unsubscribe and List-Unsubscribe-Post for one-click unsubscribing, RFC 8058).
CREATE TABLE email_outbox (
  id INTEGER PRIMARY KEY,
  address TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  headers TEXT NOT NULL DEFAULT '{}',
  created_at INTEGER NOT NULL
);

-- The key that signs confirmation and unsubscribe links: made on first start, kept here so a
-- link in a month-old e-mail still works after a restart.
CREATE TABLE api_keys (
  name TEXT PRIMARY KEY,
  key BLOB NOT NULL
);
