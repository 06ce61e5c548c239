-- Legal pages (/agreement, /policy) as editable HTML.
CREATE TABLE static_pages (
  code TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  html TEXT NOT NULL
);

-- Questions of /faq in display order; the page's own title and description are in site_settings.
CREATE TABLE faq_items (
  id INTEGER PRIMARY KEY,
  sort INTEGER NOT NULL,
  question TEXT NOT NULL,
  answer_html TEXT NOT NULL
);
