-- Maintenance by the maker's regulation (docs/dealer-api.md, "Maintenance"; ADR 071): the
-- workshops' price list of parts, oils and filters and their labour rates, the regulations
-- of the trade-in models, and what a booking was quoted. Prices are whole roubles.

-- A part, oil or filter as the workshop sells it: a price per unit.
CREATE TABLE service_parts (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  -- 'consumable': oils, fluids and filters; 'part': everything else fitted.
  kind TEXT NOT NULL CHECK (kind IN ('part', 'consumable')),
  unit TEXT NOT NULL,
  price INTEGER NOT NULL CHECK (price >= 0)
);

-- The price of one norm-hour of a brand's work.
CREATE TABLE service_labour_rates (
  brand_code TEXT PRIMARY KEY REFERENCES tradein_brands (code),
  price INTEGER NOT NULL CHECK (price > 0)
);

-- A model's regulation for one kind of engine: a step every interval_km or interval_months,
-- whichever comes first. A model and fuel without a row has no known regulation.
CREATE TABLE service_regulations (
  id INTEGER PRIMARY KEY,
  model_code TEXT NOT NULL REFERENCES tradein_models (code),
  fuel TEXT NOT NULL CHECK (fuel IN ('petrol', 'diesel', 'hybrid')),
  interval_km INTEGER NOT NULL CHECK (interval_km > 0),
  interval_months INTEGER NOT NULL CHECK (interval_months > 0),
  UNIQUE (model_code, fuel)
);

-- One line of a regulation: labour (norm-hours at the brand's rate) or a part (a quantity of
-- a price-list item), done at every `every`-th step. `optional`: recommended at that step,
-- the owner may decline it, and it is not in the step's fixed price.
CREATE TABLE service_regulation_items (
  id INTEGER PRIMARY KEY,
  regulation_id INTEGER NOT NULL REFERENCES service_regulations (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  every INTEGER NOT NULL CHECK (every >= 1),
  norm_hours REAL CHECK (norm_hours > 0),
  part_code TEXT REFERENCES service_parts (code),
  quantity REAL CHECK (quantity > 0),
  optional INTEGER NOT NULL DEFAULT 0 CHECK (optional IN (0, 1)),
  sort INTEGER NOT NULL,
  CHECK ((norm_hours IS NULL) <> (part_code IS NULL)),
  CHECK ((part_code IS NULL) = (quantity IS NULL))
);
CREATE INDEX service_regulation_items_regulation ON service_regulation_items (regulation_id, sort);

-- What a booking was quoted: NULL for a work at its «от …» price. The price shown to the
-- visitor and accepted by the API; it stays the booking's whatever the price list does later.
ALTER TABLE service_bookings ADD COLUMN price INTEGER CHECK (price >= 0);
-- The step and the car it was worked out for (a regulation's maintenance only).
ALTER TABLE service_bookings ADD COLUMN regulation_step INTEGER;
ALTER TABLE service_bookings ADD COLUMN modification_id TEXT;
ALTER TABLE service_bookings ADD COLUMN mileage INTEGER;

-- The lines of a booking's quote, each with the price it was quoted at. `kind`: 'labour',
-- 'part', 'consumable'; `status`: 'included' (in the booking's price), 'recommended'
-- (offered, not in the price). No CHECK on either on purpose: work found at the visit and its
-- approval (issue 43, item 3) and a storage contract (item 2) are meant to be lines here with
-- kinds and statuses of their own, and SQLite cannot widen a CHECK without a new table.
CREATE TABLE service_booking_lines (
  id INTEGER PRIMARY KEY,
  booking_id INTEGER NOT NULL REFERENCES service_bookings (id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  name TEXT NOT NULL,
  norm_hours REAL,
  quantity REAL,
  unit TEXT,
  price INTEGER NOT NULL CHECK (price >= 0),
  status TEXT NOT NULL,
  sort INTEGER NOT NULL
);
CREATE INDEX service_booking_lines_booking ON service_booking_lines (booking_id, sort);
