-- Who may use a credit programme («Только для семей с двумя и более детьми младше 18 лет»);
-- NULL: any buyer. Advertising law lets a page headline «от N ₽/мес» only from a programme
-- any buyer may use, and name a programme with rules only together with them
-- (docs/decisions/066-credit-disclosure.md).
ALTER TABLE credit_programs ADD COLUMN eligibility TEXT CHECK (eligibility IS NULL OR length(eligibility) BETWEEN 1 AND 300);

-- A database seeded before this migration: the reference seed's two state programmes get
-- their rules (a new database gets them from the seed itself).
UPDATE credit_programs SET eligibility = 'Только для семей с двумя и более детьми младше 18 лет' WHERE code = 'gpb-family';
UPDATE credit_programs SET eligibility = 'Только для тех, у кого ещё не было своего автомобиля' WHERE code = 'vtb-first';
