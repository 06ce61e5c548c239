-- The retention sweep finds visitors not seen for 30 days (modules/visitor-retention.ts).
CREATE INDEX visitors_last_seen ON visitors (last_seen_at);
