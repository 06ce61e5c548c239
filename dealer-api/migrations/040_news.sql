-- Company news (/company/news). `published_on` is a calendar date (YYYY-MM-DD): a news
-- item belongs to a day, not an instant, and the year filter reads its first four characters.
CREATE TABLE news (
  id INTEGER PRIMARY KEY,
  -- Lower-case Latin, digits and hyphens, with at least one letter: a slug never reads as an id.
  slug TEXT NOT NULL UNIQUE CHECK (slug <> '' AND slug NOT GLOB '*[^a-z0-9-]*' AND slug GLOB '*[a-z]*'),
  title TEXT NOT NULL,
  published_on TEXT NOT NULL CHECK (published_on GLOB '[12][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]'),
  excerpt TEXT NOT NULL,
  html TEXT NOT NULL,
  image_src TEXT NOT NULL,
  image_width INTEGER NOT NULL,
  image_height INTEGER NOT NULL,
  image_alt TEXT NOT NULL
);
CREATE INDEX news_by_date ON news (published_on DESC, id DESC);
