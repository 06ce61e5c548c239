-- The cars a visitor opened last (modules/recently-viewed.ts): keyed like the visitor's lists,
-- by F_USER_ID or, once signed in, by the user ('user:<id>'); ten per owner are kept.
CREATE TABLE recently_viewed (
  owner TEXT NOT NULL,
  car_id INTEGER NOT NULL,
  viewed_at INTEGER NOT NULL,
  PRIMARY KEY (owner, car_id)
);
CREATE INDEX recently_viewed_owner ON recently_viewed (owner, viewed_at DESC);
