-- Six cities, one stock (docs/dealer-api.md, "Transfers between centres"; ADR 075): what it
-- takes to bring a car from the dealer centre that holds it to another centre, where the buyer
-- takes it over. One row per ordered pair of centres; a pair without a row is not served.
-- `price` is whole roubles the buyer pays when the car is not carried free (the rules of which
-- cars ride free, and which may be moved at all, are the API's: modules/transfer-rules.ts).
CREATE TABLE dealer_transfers (
  from_dealer_id INTEGER NOT NULL REFERENCES dealer_centers (id),
  to_dealer_id INTEGER NOT NULL REFERENCES dealer_centers (id),
  days INTEGER NOT NULL CHECK (days BETWEEN 1 AND 60),
  price INTEGER NOT NULL CHECK (price >= 0),
  PRIMARY KEY (from_dealer_id, to_dealer_id),
  CHECK (from_dealer_id <> to_dealer_id)
);

-- The centre a reservation's buyer takes the car over at, and the transfer as quoted when it
-- was made (NULL: the car's own centre, nothing to move).
ALTER TABLE car_reservations ADD COLUMN handover_dealer_id INTEGER REFERENCES dealer_centers (id);
ALTER TABLE car_reservations ADD COLUMN handover_days INTEGER;
ALTER TABLE car_reservations ADD COLUMN handover_price INTEGER;
