-- Every request a visitor sends the dealer (consultation, newsletter, order, call-back,
-- trade-in, service, manual evaluation). `fingerprint` lets a repeated identical
-- submission within a short window be stored once.
CREATE TABLE leads (
  id INTEGER PRIMARY KEY,
  type TEXT NOT NULL,
  payload TEXT NOT NULL,
  page TEXT,
  fingerprint TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX leads_fingerprint ON leads (fingerprint, created_at);
CREATE INDEX leads_type ON leads (type, created_at);

-- A visitor's favourites and comparison list, by anonymous FUserId.
CREATE TABLE visitor_cars (
  fuser_id TEXT NOT NULL,
  list TEXT NOT NULL CHECK (list IN ('favorites', 'compare')),
  car_id INTEGER NOT NULL,
  added_at INTEGER NOT NULL,
  PRIMARY KEY (fuser_id, list, car_id)
);
