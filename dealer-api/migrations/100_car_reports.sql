-- A used car's report: its history by the registration document and the registries, the
-- mileage readings, accidents, restrictions, the dealer's 120-point inspection and warranty
-- (modules/car-report.ts). The whole report is one JSON document; the two facts the catalogue
-- filters on are columns of their own.
CREATE TABLE car_reports (
  car_id INTEGER PRIMARY KEY REFERENCES cars (id),
  -- Accidents on record: the catalogue's «Без ДТП» keeps the cars with none.
  accidents INTEGER NOT NULL DEFAULT 0,
  -- A pledge, a registration restriction or a search on record: such a car is never offered.
  encumbered INTEGER NOT NULL DEFAULT 0 CHECK (encumbered IN (0, 1)),
  report TEXT NOT NULL
);
CREATE INDEX car_reports_accidents ON car_reports (car_id) WHERE accidents > 0;
CREATE INDEX car_reports_encumbered ON car_reports (car_id) WHERE encumbered = 1;
