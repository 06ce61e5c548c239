-- Trade-in lookups: brands, models, generations and modifications with their price new,
-- VIN prefixes by brand, and the demo vehicle registry behind "fill in by plate or VIN".
-- Codes are the catalogue's where a brand or model is in it, so its cars get a market price.

CREATE TABLE tradein_brands (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  sort INTEGER NOT NULL
);

CREATE TABLE tradein_models (
  code TEXT PRIMARY KEY,             -- '<brand>-<model>', unique across brands
  brand_code TEXT NOT NULL REFERENCES tradein_brands (code),
  catalog_code TEXT NOT NULL,        -- the model's code within its brand, as the catalogue has it
  name TEXT NOT NULL,
  body TEXT NOT NULL,
  sort INTEGER NOT NULL
);
CREATE UNIQUE INDEX tradein_models_brand ON tradein_models (brand_code, catalog_code);

CREATE TABLE tradein_generations (
  id INTEGER PRIMARY KEY,
  model_code TEXT NOT NULL REFERENCES tradein_models (code),
  code TEXT NOT NULL,
  name TEXT NOT NULL,
  year_from INTEGER NOT NULL,
  year_to INTEGER,                   -- null: still made
  sort INTEGER NOT NULL,
  UNIQUE (model_code, code)
);

CREATE TABLE tradein_modifications (
  id TEXT PRIMARY KEY,               -- '<model>-<generation>-<n>'
  generation_id INTEGER NOT NULL REFERENCES tradein_generations (id),
  spec TEXT NOT NULL,                -- the catalogue's modification notation, e.g. '1.6 123 6AT fwd'
  catalog_label TEXT NOT NULL,       -- the label the catalogue gives a car of this modification
  name TEXT NOT NULL,
  new_price INTEGER NOT NULL,
  sort INTEGER NOT NULL
);
CREATE INDEX tradein_modifications_generation ON tradein_modifications (generation_id, sort);
CREATE INDEX tradein_modifications_label ON tradein_modifications (catalog_label);

CREATE TABLE tradein_wmi (
  wmi TEXT PRIMARY KEY,              -- the first 3 characters of a VIN
  brand_code TEXT NOT NULL REFERENCES tradein_brands (code)
);

CREATE TABLE tradein_registry (
  plate TEXT PRIMARY KEY,
  vin TEXT NOT NULL UNIQUE,
  model_code TEXT NOT NULL REFERENCES tradein_models (code),
  year INTEGER NOT NULL,
  color TEXT NOT NULL,
  steering_wheel TEXT NOT NULL
);
