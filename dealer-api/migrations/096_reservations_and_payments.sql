-- Online reservation of a car with a refundable prepayment (docs/decisions/042-reservation-payments.md).
-- status: pending (waiting for the payment) → paid (holds the car until hold_until) →
-- expired (the hold ran out) | cancelled (refunded when it was paid); pending → declined |
-- lapsed (the provider's time-out passed unpaid) | cancelled.
CREATE TABLE car_reservations (
  id INTEGER PRIMARY KEY,
  car_id INTEGER NOT NULL REFERENCES cars (id),
  -- The storefront's idempotency key of the reservation (and of its payment).
  request_key TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL CHECK (status IN ('pending', 'paid', 'expired', 'declined', 'lapsed', 'cancelled')),
  amount INTEGER NOT NULL CHECK (amount > 0),
  hold_days INTEGER NOT NULL CHECK (hold_days > 0),
  -- A pending reservation lapses at pay_by; a paid one holds the car until hold_until (UTC ms).
  pay_by INTEGER NOT NULL,
  hold_until INTEGER,
  payment_id TEXT,
  refund_id TEXT,
  fuser_id TEXT NOT NULL,
  phone TEXT NOT NULL,
  name TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  paid_at INTEGER,
  closed_at INTEGER
);
CREATE INDEX car_reservations_car ON car_reservations (car_id, status);
CREATE INDEX car_reservations_fuser ON car_reservations (fuser_id);
CREATE INDEX car_reservations_phone ON car_reservations (phone);

-- The reference payment provider's own books (dealer-api/modules/payment-provider.ts): what a
-- real provider keeps on its side, here so that the whole flow runs offline.
CREATE TABLE provider_payments (
  id TEXT PRIMARY KEY,
  idempotence_key TEXT NOT NULL UNIQUE,
  -- pending → waiting_3ds → succeeded | canceled
  status TEXT NOT NULL CHECK (status IN ('pending', 'waiting_3ds', 'succeeded', 'canceled')),
  amount INTEGER NOT NULL,
  description TEXT NOT NULL,
  return_url TEXT NOT NULL,
  confirmation_url TEXT NOT NULL,
  metadata TEXT NOT NULL,
  cancellation_reason TEXT,
  card_last4 TEXT,
  refunded_amount INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE TABLE provider_refunds (
  id TEXT PRIMARY KEY,
  idempotence_key TEXT NOT NULL UNIQUE,
  payment_id TEXT NOT NULL REFERENCES provider_payments (id),
  amount INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('succeeded')),
  created_at INTEGER NOT NULL
);
-- Notifications the provider sends the shop (payment.succeeded, payment.canceled, refund.succeeded).
CREATE TABLE provider_notifications (
  id INTEGER PRIMARY KEY,
  event TEXT NOT NULL,
  object_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  delivered_at INTEGER
);
