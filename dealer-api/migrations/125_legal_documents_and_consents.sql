-- Versioned legal documents and the consents accepted under them (docs/decisions/067-consents-and-offer.md).
-- A document's text never changes once published: a new text is a new version, so a stored
-- consent or acceptance names exactly what the visitor was shown.
CREATE TABLE legal_documents (
  code TEXT NOT NULL,
  version INTEGER NOT NULL CHECK (version > 0),
  -- consent: a consent to processing for one purpose (152-ФЗ); offer: a public offer (ГК ст. 437).
  kind TEXT NOT NULL CHECK (kind IN ('consent', 'offer')),
  title TEXT NOT NULL,
  -- The day the version takes effect (YYYY-MM-DD); the newest one in effect is the current one.
  published_on TEXT NOT NULL,
  html TEXT NOT NULL,
  PRIMARY KEY (code, version)
);

-- One row per accepted document per stored request: what was accepted (document and version),
-- when, on which form, by which visitor, and the request it came with. Proof under 152-ФЗ ст. 9.
CREATE TABLE consents (
  id INTEGER PRIMARY KEY,
  document_code TEXT NOT NULL,
  document_version INTEGER NOT NULL,
  -- The form's name as the API knows it (CreditApplicationForm, NewsSubscribeForm, ReservationForm…).
  form TEXT NOT NULL,
  -- What the consent came with: a lead (leads.id), a test drive, a service booking, a reservation, an alert.
  record_type TEXT NOT NULL CHECK (record_type IN ('lead', 'test_drive', 'service_booking', 'reservation', 'alert')),
  record_id INTEGER NOT NULL,
  fuser_id TEXT NOT NULL DEFAULT '',
  accepted_at INTEGER NOT NULL,
  FOREIGN KEY (document_code, document_version) REFERENCES legal_documents (code, version)
);
CREATE INDEX consents_record ON consents (record_type, record_id);
CREATE INDEX consents_fuser ON consents (fuser_id);

-- The offer a reservation's prepayment was accepted under (ЗоЗПП ст. 26.1).
ALTER TABLE car_reservations ADD COLUMN offer_code TEXT;
ALTER TABLE car_reservations ADD COLUMN offer_version INTEGER;

-- The receipt the reference provider sends the payer (54-ФЗ): what it names and where it went.
ALTER TABLE provider_payments ADD COLUMN receipt TEXT;
CREATE TABLE provider_receipts (
  id INTEGER PRIMARY KEY,
  payment_id TEXT NOT NULL REFERENCES provider_payments (id),
  -- e-mail or sms
  channel TEXT NOT NULL,
  recipient TEXT NOT NULL,
  text TEXT NOT NULL,
  sent_at INTEGER NOT NULL,
  UNIQUE (payment_id)
);
