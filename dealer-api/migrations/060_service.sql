-- Service booking: the kinds of work offered, each service centre's bays and calendar, the
-- days off, and the bookings. dealer_centers stays as the catalogue made it; what only the
-- service needs lives here, keyed by dealer_centers.id.

CREATE TABLE service_works (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  -- «от …», in roubles.
  price_from INTEGER NOT NULL CHECK (price_from >= 0),
  sort INTEGER NOT NULL
);

-- A service centre: a dealer centre with a workshop. Its hours are the centre's `work` text.
CREATE TABLE service_centers (
  dealer_id INTEGER PRIMARY KEY REFERENCES dealer_centers (id),
  -- How many cars can be taken at the same time: the places of one slot.
  bays INTEGER NOT NULL CHECK (bays BETWEEN 1 AND 100),
  slot_minutes INTEGER NOT NULL DEFAULT 60 CHECK (slot_minutes BETWEEN 15 AND 480),
  -- IANA zone of the centre's city: dates and times of its slots are its wall clock.
  time_zone TEXT NOT NULL DEFAULT 'Europe/Moscow'
);

-- Days a service centre is closed besides its weekly days off. dealer_id NULL: every centre.
-- day: 'YYYY-MM-DD' for one date, 'MM-DD' for every year (1 January).
CREATE TABLE service_days_off (
  dealer_id INTEGER REFERENCES dealer_centers (id),
  day TEXT NOT NULL,
  reason TEXT NOT NULL
);
CREATE UNIQUE INDEX service_days_off_day ON service_days_off (ifnull(dealer_id, 0), day);

-- One visit booked for one slot. A slot holds as many bookings with status 'booked' as the
-- centre has bays; a cancelled booking stays for the record and frees its place.
CREATE TABLE service_bookings (
  id INTEGER PRIMARY KEY,
  dealer_id INTEGER NOT NULL REFERENCES dealer_centers (id),
  -- The slot in the centre's local time, and the same moment in UTC milliseconds.
  slot_date TEXT NOT NULL,
  slot_time TEXT NOT NULL,
  starts_at INTEGER NOT NULL,
  ends_at INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'booked' CHECK (status IN ('booked', 'cancelled')),
  work_code TEXT NOT NULL REFERENCES service_works (code),
  -- Who booked: the visitor's FUserId (may be '' for a caller without one) and phone.
  fuser_id TEXT NOT NULL,
  phone TEXT NOT NULL,
  name TEXT NOT NULL,
  car_brand TEXT NOT NULL,
  car_model TEXT NOT NULL,
  car_year INTEGER NOT NULL,
  car_plate TEXT,
  comment TEXT,
  page TEXT,
  created_at INTEGER NOT NULL,
  cancelled_at INTEGER
);
CREATE INDEX service_bookings_slot ON service_bookings (dealer_id, slot_date, slot_time) WHERE status = 'booked';
CREATE INDEX service_bookings_fuser ON service_bookings (fuser_id, starts_at);
CREATE INDEX service_bookings_phone ON service_bookings (phone, starts_at);
