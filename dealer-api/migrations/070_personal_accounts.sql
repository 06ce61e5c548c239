-- Signed-in users of the personal area: one per phone (11 digits starting with 7). A user
-- is made the first time a code sent to a new phone is confirmed.
CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  phone TEXT NOT NULL UNIQUE CHECK (length(phone) = 11 AND phone GLOB '7[0-9]*'),
  name TEXT NOT NULL DEFAULT '',
  email TEXT NOT NULL DEFAULT '',
  -- YYYY-MM-DD or NULL.
  birthday TEXT,
  city_fias_id TEXT REFERENCES cities (fias_id) ON DELETE SET NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);

-- Every FUserId ever issued to a user at sign-in (visitors.user_id is the live link, cleared
-- at sign-out), so orders placed in an earlier session still belong to the user.
CREATE TABLE user_sessions (
  fuser_id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  ended_at INTEGER
);
CREATE INDEX user_sessions_user ON user_sessions (user_id);

-- One-time codes. The code itself is never stored: code_hash is an HMAC under a key that
-- lives only in the process's memory. A code may be used only by the visitor (fuser_id)
-- that asked for it, for the phone it was sent to.
CREATE TABLE auth_codes (
  id INTEGER PRIMARY KEY,
  purpose TEXT NOT NULL CHECK (purpose IN ('sign-in', 'phone-change')),
  phone TEXT NOT NULL,
  fuser_id TEXT NOT NULL,
  -- The per-client limit's key: the visitor's address as the storefront reports it, else FUserId.
  client TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  tries_left INTEGER NOT NULL,
  -- Set when the code was accepted, or replaced by a newer one: either way it is spent.
  spent_at INTEGER
);
CREATE INDEX auth_codes_phone ON auth_codes (phone, created_at);
CREATE INDEX auth_codes_client ON auth_codes (client, created_at);

-- The SMS gateway's stand-in: every message that would have been sent.
CREATE TABLE sms_outbox (
  id INTEGER PRIMARY KEY,
  phone TEXT NOT NULL,
  text TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

-- What the dealer's CRM says of a car order (a lead of type OrderForm); no row: just received.
CREATE TABLE order_statuses (
  lead_id INTEGER PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('received', 'confirmed', 'reserved', 'completed', 'cancelled')),
  updated_at INTEGER NOT NULL
);
