import { z } from "zod/v4";
import { acceptedDocuments, storeConsents } from "../consents";
import type { DealerApiModule } from "../context";
import type { DB } from "../db";
import { ApiFailure, endpoint, fail } from "../http";
import { carDetail, carId } from "./catalog";
import { catalogRefs, type DealerCentre } from "./catalog-data";
import { consultationSchema, fieldErrors, type FieldError } from "./forms";
import { requireVisitor } from "./identity";
import { requireUser, type User } from "./personal-sign-in";
import { dealerCalendar } from "./service-centres";
import { bookableDates, isIsoDate, parseTime, zonedToUtc } from "./service-schedule";
import { type BookedSlot, bookedSlotOf, COMING_FIRST, ownerWhere, refuseUnbookableSlot, SLOT_MESSAGES, type SlotList, slotsOfCalendar } from "./slots";
import { refuseNotForSale } from "./stock";
import { handoverOf } from "./transfer";
import { testDriveAfterTransfer } from "./transfer-rules";

/*
 * Test drives (docs/dealer-api.md, "Test drive"; docs/decisions/041-test-drive-slots.md):
 * a slot at the car's dealer centre from the slot engine it shares with service bookings
 * (slots.ts). A slot's places are the centre's cars out at once
 * (`test_drive_centers.cars_at_once`), and the car itself is one place: taken by one test
 * drive, it is taken for everyone.
 */

/** How many cars each seeded centre sends out at once, in turn. */
const SEED_CARS_AT_ONCE = [2, 3, 2, 4];
const DEFAULT_CARS_AT_ONCE = 2;
/** Coming test drives one visitor may hold: a few cars to compare, not a centre's whole calendar. */
export const MAX_COMING_TEST_DRIVES = 3;

export const TEST_DRIVE_MESSAGES = {
  car: "Автомобиль не найден",
  carBusy: "Этот автомобиль на это время уже записан на тест-драйв. Выберите другое время",
  full: SLOT_MESSAGES.full,
  notFound: "Запись на тест-драйв не найдена",
  started: "Тест-драйв уже начался, его нельзя отменить",
  visitor: "Чтобы записаться на тест-драйв, разрешите сайту сохранять cookie и обновите страницу",
  transfer: "Тест-драйв этого автомобиля возможен только в дилерском центре, где он находится",
  tooMany: `У вас уже ${MAX_COMING_TEST_DRIVES} записи на тест-драйв. Чтобы записаться ещё, отмените одну из них в личном кабинете или позвоните нам`,
} as const;

type TestDriveRow = {
  id: number; car_id: number; dealer_id: number; slot_date: string; slot_time: string; starts_at: number; ends_at: number;
  status: "booked" | "cancelled"; fuser_id: string; phone: string; name: string; created_at: number; cancelled_at: number | null;
};

export type TestDrive = BookedSlot & { car: { id: number; name: string; year: number; url: string } };

function carsAtOnce(db: DB, dealerId: number): number {
  return (db.prepare("SELECT cars_at_once FROM test_drive_centers WHERE dealer_id = ?").pluck().get(dealerId) as number | undefined) ?? DEFAULT_CARS_AT_ONCE;
}

const DAY = 86_400_000;

/**
 * The car and the centre of its test drive: its own, or `at`, a centre it may be brought to
 * for one (transfer.ts, ADR 075), then no sooner than the transfer's days: `from` is the
 * moment the slots start from.
 */
function carAndCentre(db: DB, value: unknown, at: unknown, now: number): { car: NonNullable<ReturnType<typeof carDetail>>; dealer: DealerCentre; from: number } {
  const id = carId(value);
  const car = id === null ? null : carDetail(db, id, false);
  if (!car) fail(404, "NOT_FOUND", TEST_DRIVE_MESSAGES.car);
  const handover = handoverOf(db, car.id, at, now);
  if (handover.dealer.id === car.dealer.id) return { car, dealer: car.dealer, from: now };
  if (!testDriveAfterTransfer(car)) fail(409, "TEST_DRIVE_REFUSED", TEST_DRIVE_MESSAGES.transfer);
  return { car, dealer: handover.dealer, from: now + (handover.days ?? 0) * DAY };
}

/** The free test-drive times of a car at its centre (or at `at`, after the transfer): min(the centre's free cars, the car free or not). */
export function testDriveSlots(db: DB, carIdValue: unknown, requestedDate: unknown, now = Date.now(), at?: unknown): SlotList & { carId: number } {
  const { car, dealer, from } = carAndCentre(db, carIdValue, at, now);
  const calendar = dealerCalendar(db, dealer);
  const places = carsAtOnce(db, dealer.id);
  const centreTaken = new Map<string, number>();
  for (const r of db
    .prepare(`SELECT slot_date || ' ' || slot_time AS slot, COUNT(*) AS n FROM test_drives WHERE dealer_id = ? AND status = 'booked' GROUP BY slot_date, slot_time`)
    .all(dealer.id) as Array<{ slot: string; n: number }>) centreTaken.set(r.slot, r.n);
  const carTaken = new Set(
    db.prepare(`SELECT slot_date || ' ' || slot_time FROM test_drives WHERE car_id = ? AND status = 'booked'`).pluck().all(car.id) as string[],
  );
  const freeOf = (date: string, time: string) => {
    const slot = `${date} ${time}`;
    return carTaken.has(slot) ? 0 : Math.min(1, Math.max(0, places - (centreTaken.get(slot) ?? 0)));
  };
  // After a transfer the days start when the car arrives; `today` stays today, as the page names it.
  return { ...slotsOfCalendar(calendar, dealer.sCode, freeOf, 1, requestedDate, from), today: bookableDates(calendar, now)[0], carId: car.id };
}

const formFields = z.object({
  DATE: z.string({ error: SLOT_MESSAGES.date }).refine(isIsoDate, { error: SLOT_MESSAGES.date }),
  TIME: z.string({ error: SLOT_MESSAGES.time }).refine((v) => parseTime(v) !== null, { error: SLOT_MESSAGES.time }),
  NAME: consultationSchema.shape.NAME,
  PHONE: consultationSchema.shape.PHONE,
  AGREE: consultationSchema.shape.AGREE,
  URL: consultationSchema.shape.URL,
  FUserId: z.unknown().transform((v) => (typeof v === "string" ? v.slice(0, 64) : "")),
});

const fieldError = (field: string, message: string, code = "VALIDATION"): FieldError => ({ code, message, field });

function toTestDrive(db: DB, row: TestDriveRow): TestDrive {
  const dealer = catalogRefs(db).dealers.get(row.dealer_id)!;
  const car = carDetail(db, row.car_id, false);
  return {
    ...bookedSlotOf(dealer, row, dealerCalendar(db, dealer).timeZone),
    car: car ? { id: car.id, name: car.name, year: car.year, url: car.url } : { id: row.car_id, name: "", year: 0, url: "" },
  };
}

export type TestDriveResult = { id: number; duplicate: boolean; booking: TestDrive };

/**
 * Books a test drive. The checks of the car's slot and the centre's places and the insert run
 * in one IMMEDIATE transaction (as the service booking's, ADR 016), and a unique index on the
 * car's live slot backs it. The same phone for the same car and slot is the booking already made.
 */
export function bookTestDrive(db: DB, input: Record<string, unknown>, now = Date.now()): TestDriveResult {
  const parsed = formFields.safeParse(input);
  const errors: FieldError[] = parsed.success ? [] : fieldErrors(parsed.error);
  const id = carId(input.CAR_ID);
  if (id === null) errors.push(fieldError("CAR_ID", "Не указан автомобиль"));
  if (errors.length || !parsed.success || id === null) throw new ApiFailure(400, errors);
  const visitor = requireVisitor(db, parsed.data.FUserId, TEST_DRIVE_MESSAGES.visitor);
  const { car, dealer, from } = carAndCentre(db, id, input.HANDOVER, now);
  refuseNotForSale(db, car.id);
  const form = parsed.data;
  const calendar = dealerCalendar(db, dealer);
  const minutes = parseTime(form.TIME)!;
  // After a transfer, no date before the car is there.
  refuseUnbookableSlot(calendar, form.DATE, minutes, from);
  const startsAt = zonedToUtc(form.DATE, minutes, calendar.timeZone);
  const endsAt = startsAt + calendar.slotMinutes * 60_000;
  const accepted = acceptedDocuments(db, "TestDriveForm", form, now);

  return db.transaction((): TestDriveResult => {
    const live = db
      .prepare(`SELECT * FROM test_drives WHERE car_id = ? AND slot_date = ? AND slot_time = ? AND status = 'booked'`)
      .get(car.id, form.DATE, form.TIME) as TestDriveRow | undefined;
    if (live?.phone === form.PHONE) return { id: live.id, duplicate: true, booking: toTestDrive(db, live) };
    if (live) throw new ApiFailure(409, [fieldError("TIME", TEST_DRIVE_MESSAGES.carBusy, "CAR_BUSY")]);
    const coming = db.prepare("SELECT COUNT(*) FROM test_drives WHERE fuser_id = ? AND status = 'booked' AND starts_at > ?").pluck().get(visitor, now) as number;
    if (coming >= MAX_COMING_TEST_DRIVES) fail(429, "TOO_MANY", TEST_DRIVE_MESSAGES.tooMany);
    const taken = db
      .prepare(`SELECT COUNT(*) FROM test_drives WHERE dealer_id = ? AND slot_date = ? AND slot_time = ? AND status = 'booked'`)
      .pluck()
      .get(dealer.id, form.DATE, form.TIME) as number;
    if (taken >= carsAtOnce(db, dealer.id)) throw new ApiFailure(409, [fieldError("TIME", TEST_DRIVE_MESSAGES.full, "SLOT_FULL")]);
    const newId = Number(
      db
        .prepare(
          `INSERT INTO test_drives (car_id, dealer_id, slot_date, slot_time, starts_at, ends_at, status, fuser_id, phone, name, page, created_at)
           VALUES (?, ?, ?, ?, ?, ?, 'booked', ?, ?, ?, ?, ?)`,
        )
        .run(car.id, dealer.id, form.DATE, form.TIME, startsAt, endsAt, form.FUserId, form.PHONE, form.NAME, form.URL ?? null, now).lastInsertRowid,
    );
    storeConsents(db, accepted, { form: "TestDriveForm", record: "test_drive", id: newId, fuserId: form.FUserId, now });
    const row = db.prepare("SELECT * FROM test_drives WHERE id = ?").get(newId) as TestDriveRow;
    return { id: newId, duplicate: false, booking: toTestDrive(db, row) };
  }).immediate();
}

/** Whose test drives: FUserIds and/or a phone (+7XXXXXXXXXX). */
export type TestDriveOwner = { fuserIds?: string[]; phone?: string };

/** The owner's test drives, coming ones first (soonest first), then the past and cancelled ones. */
export function testDrivesOf(db: DB, owner: TestDriveOwner, now = Date.now()): TestDrive[] {
  const where = ownerWhere(owner);
  if (!where) return [];
  const rows = db
    .prepare(
      `SELECT * FROM test_drives WHERE ${where.sql}
       ${COMING_FIRST}`,
    )
    .all(...where.params, now, now) as TestDriveRow[];
  return rows.map((row) => toTestDrive(db, row));
}

/** Cancels the owner's coming test drive; the car and the centre's place are free at once. */
export function cancelTestDrive(db: DB, id: unknown, owner: TestDriveOwner, now = Date.now()): TestDrive {
  const where = ownerWhere(owner);
  const driveId = carId(id);
  if (!where || driveId === null) fail(404, "NOT_FOUND", TEST_DRIVE_MESSAGES.notFound);
  return db.transaction(() => {
    const row = db.prepare(`SELECT * FROM test_drives WHERE id = ? AND ${where.sql}`).get(driveId, ...where.params) as TestDriveRow | undefined;
    if (!row) fail(404, "NOT_FOUND", TEST_DRIVE_MESSAGES.notFound);
    if (row.status === "booked") {
      if (row.starts_at <= now) fail(400, "TOO_LATE", TEST_DRIVE_MESSAGES.started);
      db.prepare("UPDATE test_drives SET status = 'cancelled', cancelled_at = ? WHERE id = ?").run(now, driveId);
    }
    return toTestDrive(db, db.prepare("SELECT * FROM test_drives WHERE id = ?").get(driveId) as TestDriveRow);
  }).immediate();
}

/** A signed-in user's test drives: booked while signed in (any of the user's FUserIds) or from the user's phone. */
export function userOwner(db: DB, user: User): TestDriveOwner {
  const fuserIds = db.prepare("SELECT fuser_id FROM user_sessions WHERE user_id = ?").pluck().all(user.id) as string[];
  return { fuserIds, phone: `+${user.phone}` };
}

export const testDriveModule: DealerApiModule = {
  name: "test-drive",
  seed({ db }) {
    const insert = db.prepare("INSERT INTO test_drive_centers (dealer_id, cars_at_once) VALUES (?, ?)");
    [...catalogRefs(db).dealers.values()].forEach((d, i) => insert.run(d.id, SEED_CARS_AT_ONCE[i % SEED_CARS_AT_ONCE.length]));
  },
  register(router, { db }) {
    endpoint(router, ["GET", "POST"], "/api/rrt/testdrive/Slots/getList", (input) => testDriveSlots(db, input.carId, input.date, Date.now(), input.at));
    endpoint(router, ["POST"], "/api/rrt/form/TestDriveForm/create", (input) => bookTestDrive(db, input));
    endpoint(router, ["POST"], "/api/rrt/personal/TestDrive/getList", (input) => ({ items: testDrivesOf(db, userOwner(db, requireUser(db, input))) }));
    endpoint(router, ["POST"], "/api/rrt/personal/TestDrive/cancel", (input) => cancelTestDrive(db, input.id, userOwner(db, requireUser(db, input))));
  },
};
