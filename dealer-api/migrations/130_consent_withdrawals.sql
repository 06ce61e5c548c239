-- Withdrawn consents (152-ФЗ ст. 9 ч. 2; docs/dealer-api.md, "Consent withdrawals"; ADR 068).
-- One row per withdrawal, by the e-mail and/or phone the visitor named. Whatever sends
-- advertising or news (the alert job, a newsletter) skips an address withdrawn after its
-- consent was given; a consent given again later (a new subscription) counts from then on.
CREATE TABLE consent_withdrawals (
  id INTEGER PRIMARY KEY,
  -- 'marketing': advertising and news by e-mail or SMS; 'all': every consent, the processing
  -- of requests included (the operator then stops processing within 30 days, ст. 9 ч. 5).
  scope TEXT NOT NULL CHECK (scope IN ('marketing', 'all')),
  -- Lower-cased e-mail, and the phone as 11 digits starting with 7 (as subscriptions keep them).
  email TEXT,
  phone TEXT,
  -- The visitor who sent it, for the record.
  fuser_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  CHECK (email IS NOT NULL OR phone IS NOT NULL)
);
CREATE INDEX consent_withdrawals_email ON consent_withdrawals (email, created_at) WHERE email IS NOT NULL;
CREATE INDEX consent_withdrawals_phone ON consent_withdrawals (phone, created_at) WHERE phone IS NOT NULL;
