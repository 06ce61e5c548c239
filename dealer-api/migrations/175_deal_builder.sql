-- «Собрать сделку» (issue 42, item 2; ADR 078): the trade-in estimates the dealer holds for a
-- buyer's car, each valid for a set number of days; after that the car is valued again and the
-- amount before the renewal is kept beside the new one, so the deal can say what changed.
-- One row per visitor and car (`car_key`: the evaluated car's fields as canonical JSON).
CREATE TABLE tradein_estimates (
  id INTEGER PRIMARY KEY,
  fuser_id TEXT NOT NULL,
  car_key TEXT NOT NULL,
  -- The car as valued (brand, model, generation, modification, year, mileage, owners, condition).
  car TEXT NOT NULL,
  city_fias TEXT,
  buyout INTEGER NOT NULL CHECK (buyout >= 0),
  market_price INTEGER NOT NULL CHECK (market_price >= 0),
  -- ms since the epoch, by the reference clock (reference_clock).
  first_valued_at INTEGER NOT NULL,
  valued_at INTEGER NOT NULL,
  valid_until INTEGER NOT NULL CHECK (valid_until > valued_at),
  -- The buyout before the last renewal; NULL while the first valuation holds.
  previous_buyout INTEGER,
  UNIQUE (fuser_id, car_key)
);
