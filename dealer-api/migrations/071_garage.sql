-- The cars a signed-in user keeps in the personal area's garage, described with the trade-in
-- lookups (a modification fixes brand, model and generation), so each can be valued.
CREATE TABLE garage_cars (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  modification_id TEXT NOT NULL REFERENCES tradein_modifications (id),
  year INTEGER NOT NULL,
  mileage INTEGER NOT NULL CHECK (mileage >= 0),
  -- As the registry writes them (А123ВС78, 17-character VIN), or NULL.
  plate TEXT,
  vin TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX garage_cars_user ON garage_cars (user_id, created_at);
