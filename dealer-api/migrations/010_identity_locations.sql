-- The cities the dealer group serves. `sort` keeps the default city (Saint Petersburg)
-- first and the rest alphabetical without relying on collation of Cyrillic names.
CREATE TABLE cities (
  fias_id TEXT PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  phone TEXT NOT NULL CHECK (length(phone) = 11 AND phone GLOB '7[0-9]*'),
  sort INTEGER NOT NULL,
  is_default INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1))
);
-- At most one default city.
CREATE UNIQUE INDEX cities_one_default ON cities (is_default) WHERE is_default = 1;

-- Anonymous visitors by the FUserId we issued. user_id stays NULL until sign-in exists;
-- city_fias_id is NULL until the visitor picks a city (the default applies meanwhile).
CREATE TABLE visitors (
  fuser_id TEXT PRIMARY KEY,
  created_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL,
  city_fias_id TEXT REFERENCES cities (fias_id) ON DELETE SET NULL,
  user_id INTEGER
);
