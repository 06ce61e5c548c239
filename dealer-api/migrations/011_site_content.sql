-- Texts and details of the shared common data (meta, consultation and newsletter texts,
-- footer note, company details), one row per text so an editor can change them without a
-- deploy. Keys are dotted paths such as 'company.inn'.
CREATE TABLE site_settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

-- Feature flags as the dealer configured them; DEALER_API_FEATURES overrides them at run time.
CREATE TABLE feature_flags (
  name TEXT PRIMARY KEY,
  enabled INTEGER NOT NULL CHECK (enabled IN (0, 1))
);

-- The main navigation tree; children of an item have its id as parent_id.
CREATE TABLE nav_items (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER REFERENCES nav_items (id) ON DELETE CASCADE,
  sort INTEGER NOT NULL,
  name TEXT NOT NULL,
  link TEXT NOT NULL,
  external INTEGER NOT NULL DEFAULT 0 CHECK (external IN (0, 1)),
  is_outer INTEGER NOT NULL DEFAULT 0 CHECK (is_outer IN (0, 1))
);
CREATE INDEX nav_items_parent ON nav_items (parent_id, sort);
