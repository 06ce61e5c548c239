-- Tyre season (docs/dealer-api.md, "Tyres"; ADR 072): the tyre bay of each service centre
-- with short slots and places of its own, the change seasons by city, the storage rates of
-- the tyre hotel, and the storage contracts. A tyre change is a row of service_bookings
-- (work 'tyres', or 'tyre-storage' for wheels brought only to be stored); its places are
-- counted here, never against the workshop's bays.

-- A centre's tyre bay: how many cars it takes at once and how long a slot is.
CREATE TABLE tyre_centres (
  dealer_id INTEGER PRIMARY KEY REFERENCES dealer_centers (id),
  posts INTEGER NOT NULL CHECK (posts BETWEEN 1 AND 20),
  slot_minutes INTEGER NOT NULL DEFAULT 30 CHECK (slot_minutes BETWEEN 15 AND 120)
);

-- When a city changes tyres: the usual first snow ('MM-DD') and the day the snow is usually
-- gone. The seasons' days are worked out from them (tyre-season.ts).
CREATE TABLE tyre_climate (
  city_fias_id TEXT PRIMARY KEY,
  first_snow TEXT NOT NULL CHECK (first_snow GLOB '[01][0-9]-[0-3][0-9]'),
  snow_gone TEXT NOT NULL CHECK (snow_gone GLOB '[01][0-9]-[0-3][0-9]')
);

-- The price of storing one wheel for one season: a tyre alone, or a wheel on its rim.
CREATE TABLE tyre_storage_rates (
  rims INTEGER PRIMARY KEY CHECK (rims IN (0, 1)),
  name TEXT NOT NULL,
  price_per_wheel INTEGER NOT NULL CHECK (price_per_wheel >= 0)
);

-- A storage contract («шинный отель»): a set of tyres kept at a centre for a season, at the
-- price of the day it was made. booking_id: the visit it was made with (a tyre change, or
-- the wheels brought only to be stored). pickup_booking_id: the tyre change at which the
-- wheels are given back; the contract is «выдан» once that visit has taken place.
CREATE TABLE tyre_storage_contracts (
  id INTEGER PRIMARY KEY,
  dealer_id INTEGER NOT NULL REFERENCES dealer_centers (id),
  booking_id INTEGER REFERENCES service_bookings (id),
  fuser_id TEXT NOT NULL,
  phone TEXT NOT NULL,
  name TEXT NOT NULL,
  sizes TEXT NOT NULL,
  wheels INTEGER NOT NULL CHECK (wheels BETWEEN 1 AND 8),
  rims INTEGER NOT NULL CHECK (rims IN (0, 1)),
  -- Which tyres are kept ('summer', 'winter') and the season they are kept through
  -- ('winter-2026': the winter of 2026/27; 'summer-2027').
  tyres TEXT NOT NULL CHECK (tyres IN ('summer', 'winter')),
  season TEXT NOT NULL,
  price INTEGER NOT NULL CHECK (price >= 0),
  pickup_booking_id INTEGER REFERENCES service_bookings (id),
  created_at INTEGER NOT NULL
);
-- One contract per visit: the same visit sent again never makes a second one.
CREATE UNIQUE INDEX tyre_storage_contracts_booking ON tyre_storage_contracts (booking_id);
CREATE INDEX tyre_storage_contracts_phone ON tyre_storage_contracts (phone);
CREATE INDEX tyre_storage_contracts_fuser ON tyre_storage_contracts (fuser_id);
