-- What a visitor adds to a booking by sending the same visit again (same phone, centre and
-- slot) with a new comment: the booking stays one, its first comment stays in
-- service_bookings.comment, and each further comment is kept here once (a double submit
-- adds nothing), in the order it came (docs/dealer-api.md, "Service"; ADR 048).
CREATE TABLE service_booking_comments (
  id INTEGER PRIMARY KEY,
  booking_id INTEGER NOT NULL REFERENCES service_bookings (id) ON DELETE CASCADE,
  comment TEXT NOT NULL,
  -- Who sent it: the visitor's FUserId ('' without one); the phone is the booking's.
  fuser_id TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX service_booking_comments_once ON service_booking_comments (booking_id, comment);
