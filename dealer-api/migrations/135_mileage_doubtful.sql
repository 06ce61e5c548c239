-- A report whose odometer readings fall (a reading lower than one taken on an earlier day):
-- the mileage may have been rolled back. The card says so (`mileageDoubtful`) and the dealer
-- gives no warranty on it (modules/car-report.ts). Worked out by the database from the
-- report's own readings, on every insert and every change of the report, so a report written
-- by the seed, by a dealer's script or by hand is read the same way.
ALTER TABLE car_reports ADD COLUMN mileage_doubtful INTEGER NOT NULL DEFAULT 0 CHECK (mileage_doubtful IN (0, 1));

CREATE TRIGGER car_report_mileage_added AFTER INSERT ON car_reports BEGIN
  UPDATE car_reports SET mileage_doubtful = (
    SELECT EXISTS (
      SELECT 1 FROM json_each(NEW.report, '$.mileage') earlier, json_each(NEW.report, '$.mileage') later
      WHERE json_extract(later.value, '$.date') > json_extract(earlier.value, '$.date')
        AND json_extract(later.value, '$.km') < json_extract(earlier.value, '$.km')))
  WHERE car_id = NEW.car_id;
END;

CREATE TRIGGER car_report_mileage_changed AFTER UPDATE OF report ON car_reports BEGIN
  UPDATE car_reports SET mileage_doubtful = (
    SELECT EXISTS (
      SELECT 1 FROM json_each(NEW.report, '$.mileage') earlier, json_each(NEW.report, '$.mileage') later
      WHERE json_extract(later.value, '$.date') > json_extract(earlier.value, '$.date')
        AND json_extract(later.value, '$.km') < json_extract(earlier.value, '$.km')))
  WHERE car_id = NEW.car_id;
END;

-- Reports written before this migration.
UPDATE car_reports SET mileage_doubtful = (
  SELECT EXISTS (
    SELECT 1 FROM json_each(car_reports.report, '$.mileage') earlier, json_each(car_reports.report, '$.mileage') later
    WHERE json_extract(later.value, '$.date') > json_extract(earlier.value, '$.date')
      AND json_extract(later.value, '$.km') < json_extract(earlier.value, '$.km')));
