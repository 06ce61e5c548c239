-- Where each dealer centre answers in messengers (modules/messengers.ts): a Telegram user
-- name (without @), a MAX id and a WhatsApp number (11 digits). Empty: not there.
CREATE TABLE dealer_center_messengers (
  dealer_id INTEGER PRIMARY KEY REFERENCES dealer_centers (id),
  telegram TEXT NOT NULL DEFAULT '',
  max TEXT NOT NULL DEFAULT '',
  whatsapp TEXT NOT NULL DEFAULT ''
);
