-- The car catalogue: dealer centres, brands, models and the cars in stock.
-- Cities are referenced by FIAS id and name only, so this part does not depend on the
-- locations tables of another module.

CREATE TABLE dealer_centers (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  address_view TEXT NOT NULL,
  address TEXT NOT NULL,
  work TEXT NOT NULL,
  phone TEXT NOT NULL,
  coords TEXT NOT NULL,
  city_fias TEXT NOT NULL,
  city_name TEXT NOT NULL,
  is_service INTEGER NOT NULL,
  sort INTEGER NOT NULL
);
CREATE INDEX dealer_centers_city ON dealer_centers (city_fias, sort);

CREATE TABLE brands (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  sort INTEGER NOT NULL
);

CREATE TABLE models (
  brand_code TEXT NOT NULL REFERENCES brands (code),
  code TEXT NOT NULL,
  name TEXT NOT NULL,
  body TEXT NOT NULL,
  sort INTEGER NOT NULL,
  PRIMARY KEY (brand_code, code)
);

-- The brands a dealer centre represents (the arElements of a dealer centre element).
CREATE TABLE dealer_center_brands (
  dealer_id INTEGER NOT NULL REFERENCES dealer_centers (id),
  brand_code TEXT NOT NULL REFERENCES brands (code),
  guid TEXT NOT NULL UNIQUE,
  is_used INTEGER NOT NULL,
  is_service INTEGER NOT NULL,
  sort INTEGER NOT NULL,
  PRIMARY KEY (dealer_id, brand_code)
);

-- Every distinct combination of the list's choice filters (brand, model, body, fuel,
-- transmission, drive, condition, dealer centre and so city). A few hundred of them stand for
-- any number of cars: the choice filters and facets are worked out on these groups, and the
-- cars are only counted per group (see catalog-query.ts).
CREATE TABLE car_groups (
  id INTEGER PRIMARY KEY,
  brand_code TEXT NOT NULL,
  model_code TEXT NOT NULL,
  body TEXT NOT NULL,
  fuel TEXT NOT NULL,
  transmission TEXT NOT NULL,
  drive TEXT NOT NULL,
  condition TEXT NOT NULL,
  dealer_id INTEGER NOT NULL REFERENCES dealer_centers (id),
  UNIQUE (brand_code, model_code, body, fuel, transmission, drive, condition, dealer_id)
);

-- Only the columns the list, the filters and the facets read, so that a scan stays narrow;
-- the long texts live in car_details.
CREATE TABLE cars (
  id INTEGER PRIMARY KEY,
  brand_code TEXT NOT NULL,
  model_code TEXT NOT NULL,
  modification TEXT NOT NULL,
  year INTEGER NOT NULL,
  price INTEGER NOT NULL,
  old_price INTEGER,
  condition TEXT NOT NULL CHECK (condition IN ('new', 'used')),
  mileage INTEGER NOT NULL,
  body TEXT NOT NULL,
  fuel TEXT NOT NULL,
  engine_volume REAL,
  power INTEGER NOT NULL,
  transmission TEXT NOT NULL,
  drive TEXT NOT NULL,
  color TEXT NOT NULL,
  dealer_id INTEGER NOT NULL REFERENCES dealer_centers (id),
  city_fias TEXT NOT NULL,
  photo_views TEXT NOT NULL,
  added_at INTEGER NOT NULL,
  group_id INTEGER NOT NULL REFERENCES car_groups (id),
  FOREIGN KEY (brand_code, model_code) REFERENCES models (brand_code, code)
);

CREATE TABLE car_details (
  car_id INTEGER PRIMARY KEY REFERENCES cars (id),
  vin TEXT NOT NULL,
  owners INTEGER,
  equipment TEXT NOT NULL,
  description TEXT NOT NULL
);

-- Counting: cars per group under the range filters (price, year, mileage), read from this
-- index alone and aggregated while walking it, since it is ordered by group.
CREATE INDEX cars_facets ON cars (group_id, price, year, mileage);
-- The sorts of the list, so that a page of a broad filter stops after pageSize rows.
CREATE INDEX cars_added ON cars (added_at DESC, id DESC);
CREATE INDEX cars_price ON cars (price, id);
CREATE INDEX cars_year ON cars (year, added_at);
CREATE INDEX cars_mileage ON cars (mileage, id);
-- Similar cars on the car page.
CREATE INDEX cars_body ON cars (body, price);
-- Home page offers: the few cars with a reduced price.
CREATE INDEX cars_offers ON cars (old_price) WHERE old_price IS NOT NULL;
