-- Reviews of dealer centres (POST dealercenters/Review/getByGuid) and the home page's
-- sections (POST main/Controller/getMainPageData). dealer_centers itself is the catalogue's.

CREATE TABLE dealer_reviews (
  id INTEGER PRIMARY KEY,
  dealer_id INTEGER NOT NULL REFERENCES dealer_centers (id),
  author TEXT NOT NULL,
  -- ISO date (YYYY-MM-DD) the review was written.
  created_on TEXT NOT NULL,
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  text TEXT NOT NULL,
  -- The dealer's reply, when there is one.
  answer TEXT,
  answered_on TEXT
);
CREATE INDEX dealer_reviews_dealer ON dealer_reviews (dealer_id, created_on DESC, id DESC);
CREATE INDEX dealer_reviews_latest ON dealer_reviews (created_on DESC, id DESC);

-- The home page as page data: sections in order, each an entity with its own content (JSON)
-- and optionally an endpoint whose answer completes it.
CREATE TABLE home_sections (
  id INTEGER PRIMARY KEY,
  sort INTEGER NOT NULL,
  entity TEXT NOT NULL,
  content TEXT NOT NULL DEFAULT '{}',
  endpoint TEXT,
  endpoint_content_property TEXT
);
