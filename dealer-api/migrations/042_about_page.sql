-- The about page (/company) as page data: its sections in display order, each an entity the
-- storefront renders, its own content (JSON) and optionally the endpoint that completes it.
-- The page's meta texts are in site_settings under 'about.*'.
CREATE TABLE about_sections (
  id INTEGER PRIMARY KEY,
  sort INTEGER NOT NULL,
  entity TEXT NOT NULL,
  content TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(content)),
  endpoint TEXT,
  endpoint_content_property TEXT
);
