-- Vacancies (/company/jobs). Salaries are monthly roubles before tax, either end may be
-- open; the lists (duties, requirements, conditions) are JSON arrays of strings.
CREATE TABLE vacancies (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE CHECK (slug <> '' AND slug NOT GLOB '*[^a-z0-9-]*' AND slug GLOB '*[a-z]*'),
  title TEXT NOT NULL,
  city_fias TEXT NOT NULL,
  city_name TEXT NOT NULL,
  dealer TEXT NOT NULL,
  salary_from INTEGER CHECK (salary_from IS NULL OR salary_from > 0),
  salary_to INTEGER CHECK (salary_to IS NULL OR salary_to >= coalesce(salary_from, 0)),
  employment TEXT NOT NULL CHECK (employment IN ('full', 'part', 'shift')),
  schedule TEXT NOT NULL,
  experience TEXT NOT NULL,
  published_on TEXT NOT NULL,
  valid_through TEXT NOT NULL,
  description TEXT NOT NULL,
  duties TEXT NOT NULL,
  requirements TEXT NOT NULL,
  conditions TEXT NOT NULL,
  sort INTEGER NOT NULL
);
CREATE INDEX vacancies_by_city ON vacancies (city_fias, sort);

-- Tenders (/company/tenders) and their documents (site paths of files in public/).
CREATE TABLE tenders (
  id INTEGER PRIMARY KEY,
  number TEXT NOT NULL UNIQUE,
  subject TEXT NOT NULL,
  description TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('open', 'review', 'closed')),
  published_on TEXT NOT NULL,
  deadline TEXT NOT NULL,
  contact_name TEXT NOT NULL,
  contact_phone TEXT NOT NULL,
  contact_email TEXT NOT NULL
);

CREATE TABLE tender_documents (
  id INTEGER PRIMARY KEY,
  tender_id INTEGER NOT NULL REFERENCES tenders (id) ON DELETE CASCADE,
  sort INTEGER NOT NULL,
  title TEXT NOT NULL,
  url TEXT NOT NULL
);
CREATE INDEX tender_documents_by_tender ON tender_documents (tender_id, sort);
