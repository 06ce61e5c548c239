-- The итоговая цена's parts the dealer owns (issue 42, items 1 and 4; ADR 074): its offers
-- with end dates, the discounts it gives on a car only under a condition, the extras it offers
-- with cars, its fees, and the regulator's territorial coefficients for the ОСАГО estimate.

-- A promotion: a discount on the cars it names (a brand, a model, new or used, a city; NULL is
-- any) from `starts_at` until `ends_at` (ms since the epoch, the API's clock), for every buyer
-- or only with a trade-in or the dealer's credit (`requires`).
CREATE TABLE promotions (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE CHECK (code GLOB '[a-z0-9-]*' AND length(code) BETWEEN 1 AND 60),
  title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
  text TEXT NOT NULL CHECK (length(text) BETWEEN 1 AND 600),
  amount INTEGER NOT NULL CHECK (amount > 0),
  requires TEXT CHECK (requires IS NULL OR requires IN ('tradein', 'credit')),
  brand_code TEXT,
  model_code TEXT,
  condition TEXT CHECK (condition IS NULL OR condition IN ('new', 'used')),
  city_fias TEXT,
  starts_at INTEGER NOT NULL,
  ends_at INTEGER NOT NULL CHECK (ends_at > starts_at),
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX promotions_ends ON promotions (ends_at);

-- The dealer's own discount on one car, given only with a trade-in or its credit.
CREATE TABLE car_discounts (
  car_id INTEGER NOT NULL REFERENCES cars (id) ON DELETE CASCADE,
  requires TEXT NOT NULL CHECK (requires IN ('tradein', 'credit')),
  amount INTEGER NOT NULL CHECK (amount > 0),
  PRIMARY KEY (car_id, requires)
);

-- What the dealer offers to fit or sell with a car, unticked until the buyer chooses it.
CREATE TABLE deal_extras (
  code TEXT PRIMARY KEY CHECK (code GLOB '[a-z0-9-]*'),
  name TEXT NOT NULL,
  price INTEGER NOT NULL CHECK (price > 0),
  condition TEXT CHECK (condition IS NULL OR condition IN ('new', 'used')),
  sort INTEGER NOT NULL
);

-- Fees every purchase carries (the registration), by code.
CREATE TABLE deal_fees (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount >= 0)
);

-- КТ, the Bank of Russia's coefficient for the territory a car is mainly used in, per city.
CREATE TABLE osago_territories (
  city_fias TEXT PRIMARY KEY,
  kt REAL NOT NULL CHECK (kt > 0)
);

-- The reference API's clock for what ends at a time (promotions): real time plus this offset.
-- Tests move it, as they write prices for the alert job; a production API has its own clock.
CREATE TABLE reference_clock (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  offset_ms INTEGER NOT NULL DEFAULT 0
);
INSERT INTO reference_clock (id, offset_ms) VALUES (1, 0);

-- «Акции» under «Купить автомобиль» in a database seeded before this migration (a new one
-- gets it from the navigation's seed, which runs after the migrations).
INSERT INTO nav_items (parent_id, sort, name, link, external, is_outer)
SELECT id, 0, 'Акции', '/promotions', 0, 0 FROM nav_items
WHERE parent_id IS NULL AND link = '/catalog'
  AND NOT EXISTS (SELECT 1 FROM nav_items WHERE link = '/promotions');
