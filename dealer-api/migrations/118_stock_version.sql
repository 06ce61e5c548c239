-- A number that moves whenever the stock does (a car added, changed or removed, a pledge put
-- on or taken off a report), whoever writes it: this process, another one on the same file,
-- or a dealer's script. What the reference API keeps of the stock (the catalogue's
-- unfiltered counts, modules/catalog-query.ts) is kept for one version only, so every count,
-- range and list follows the stock in its next answer (modules/stock.ts).
CREATE TABLE stock_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL
);
INSERT INTO stock_version (id, version) VALUES (1, 0);

CREATE TRIGGER stock_car_added AFTER INSERT ON cars BEGIN UPDATE stock_version SET version = version + 1; END;
CREATE TRIGGER stock_car_changed AFTER UPDATE ON cars BEGIN UPDATE stock_version SET version = version + 1; END;
CREATE TRIGGER stock_car_removed AFTER DELETE ON cars BEGIN UPDATE stock_version SET version = version + 1; END;
CREATE TRIGGER stock_report_added AFTER INSERT ON car_reports WHEN NEW.encumbered = 1
BEGIN UPDATE stock_version SET version = version + 1; END;
CREATE TRIGGER stock_report_changed AFTER UPDATE OF encumbered ON car_reports WHEN NEW.encumbered IS NOT OLD.encumbered
BEGIN UPDATE stock_version SET version = version + 1; END;
CREATE TRIGGER stock_report_removed AFTER DELETE ON car_reports WHEN OLD.encumbered = 1
BEGIN UPDATE stock_version SET version = version + 1; END;
