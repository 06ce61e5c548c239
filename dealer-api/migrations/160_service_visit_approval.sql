-- A visit's progress at the workshop and the work found during it, which the owner approves
-- or declines line by line (docs/dealer-api.md, "Service visits"; ADR 073; issue 43, item 3).

-- Where the car is: 'accepted' (принят: booked, or arrived and waiting), 'in_work' (в работе),
-- 'awaiting_approval' (ждёт согласования: found work waits for the owner), 'ready' (готов),
-- 'handed_over' (выдан). A cancelled booking keeps whatever state it had.
ALTER TABLE service_bookings ADD COLUMN visit_state TEXT NOT NULL DEFAULT 'accepted'
  CHECK (visit_state IN ('accepted', 'in_work', 'awaiting_approval', 'ready', 'handed_over'));

-- Found work is a line of the booking (ADR 071 left the table open for it): kind 'found',
-- status 'proposed', then 'approved' or 'declined' by the owner. `batch`: the lines the
-- workshop sent together, which the owner is told of once. `settled_at`: when the visit left
-- «ждёт согласования» with this line in it; the workshop has acted on it since, so its
-- decision is final (another one is refused, the same one changes nothing).
ALTER TABLE service_booking_lines ADD COLUMN urgent INTEGER NOT NULL DEFAULT 0 CHECK (urgent IN (0, 1));
ALTER TABLE service_booking_lines ADD COLUMN batch INTEGER;
ALTER TABLE service_booking_lines ADD COLUMN decided_at INTEGER;
-- The personal-area user who decided (users.id): the booking may be the phone's, not the session's.
ALTER TABLE service_booking_lines ADD COLUMN decided_by INTEGER;
ALTER TABLE service_booking_lines ADD COLUMN settled_at INTEGER;
