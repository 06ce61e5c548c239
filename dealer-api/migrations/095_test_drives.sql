-- Test drives: a car taken for a drive from its dealer centre in one slot of the slot engine
-- that books the service (docs/decisions/041-test-drive-slots.md). A centre can send out as
-- many cars at once as it has managers for test drives (`cars_at_once`); one car is in at
-- most one test drive at a time.
CREATE TABLE test_drive_centers (
  dealer_id INTEGER PRIMARY KEY REFERENCES dealer_centers (id),
  cars_at_once INTEGER NOT NULL CHECK (cars_at_once BETWEEN 1 AND 50)
);

CREATE TABLE test_drives (
  id INTEGER PRIMARY KEY,
  car_id INTEGER NOT NULL REFERENCES cars (id),
  dealer_id INTEGER NOT NULL REFERENCES dealer_centers (id),
  -- The slot on the centre's wall clock, and the same moment in UTC milliseconds.
  slot_date TEXT NOT NULL,
  slot_time TEXT NOT NULL,
  starts_at INTEGER NOT NULL,
  ends_at INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'booked' CHECK (status IN ('booked', 'cancelled')),
  fuser_id TEXT NOT NULL,
  phone TEXT NOT NULL,
  name TEXT NOT NULL,
  page TEXT,
  created_at INTEGER NOT NULL,
  cancelled_at INTEGER
);
-- The database itself refuses a second live test drive of a car in one slot.
CREATE UNIQUE INDEX test_drives_car_slot ON test_drives (car_id, slot_date, slot_time) WHERE status = 'booked';
CREATE INDEX test_drives_centre_slot ON test_drives (dealer_id, slot_date, slot_time) WHERE status = 'booked';
CREATE INDEX test_drives_fuser ON test_drives (fuser_id);
CREATE INDEX test_drives_phone ON test_drives (phone);
