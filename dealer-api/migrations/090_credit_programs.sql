-- Car loans: the banks the dealer group works with, their programmes and the cities each
-- programme is offered in. Money in whole roubles; rates and ПСК in percent a year.

CREATE TABLE credit_banks (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  -- The Bank of Russia licence, shown with the bank's conditions as advertising law asks.
  license TEXT NOT NULL,
  sort INTEGER NOT NULL
);

CREATE TABLE credit_programs (
  code TEXT PRIMARY KEY,
  bank_code TEXT NOT NULL REFERENCES credit_banks (code),
  name TEXT NOT NULL,
  rate REAL NOT NULL CHECK (rate >= 0 AND rate < 100),
  -- The least down payment, percent of the price.
  min_down_percent INTEGER NOT NULL CHECK (min_down_percent BETWEEN 0 AND 90),
  term_min INTEGER NOT NULL CHECK (term_min >= 1),
  term_max INTEGER NOT NULL CHECK (term_max >= term_min AND term_max <= 120),
  -- Which cars: 'new', 'used' or 'any'.
  car_condition TEXT NOT NULL CHECK (car_condition IN ('new', 'used', 'any')),
  -- The car's price limits; NULL: none.
  price_min INTEGER CHECK (price_min IS NULL OR price_min >= 0),
  price_max INTEGER CHECK (price_max IS NULL OR price_max > 0),
  -- A state-subsidised programme.
  is_state INTEGER NOT NULL DEFAULT 0 CHECK (is_state IN (0, 1)),
  psk_min REAL NOT NULL,
  psk_max REAL NOT NULL CHECK (psk_max >= psk_min),
  sort INTEGER NOT NULL
);

-- Where a programme is offered. A programme without rows here is offered nowhere.
CREATE TABLE credit_program_cities (
  program_code TEXT NOT NULL REFERENCES credit_programs (code),
  city_fias_id TEXT NOT NULL REFERENCES cities (fias_id),
  PRIMARY KEY (program_code, city_fias_id)
);
CREATE INDEX credit_program_cities_city ON credit_program_cities (city_fias_id);
