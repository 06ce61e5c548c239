import type { DB } from "../db";
import { catalogRefs } from "./catalog-data";
import { formatTime, parseTime } from "./service-schedule";
import { ownerWhere } from "./slots";
import { storageSeasonName } from "./tyre-season";

/*
 * The tyre hotel (docs/dealer-api.md, "Tyres"; ADR 072): the storage rates of the price list,
 * and the contracts as their owner reads them, with their state: «на хранении» until the
 * visit that gives the wheels back has taken place, «выдан» after it.
 */

export type TyreStorageRate = { rims: boolean; name: string; pricePerWheel: number };

export function tyreStorageRates(db: DB): TyreStorageRate[] {
  const rows = db.prepare("SELECT rims, name, price_per_wheel AS pricePerWheel FROM tyre_storage_rates ORDER BY rims").all() as Array<{ rims: number; name: string; pricePerWheel: number }>;
  return rows.map((r) => ({ rims: r.rims === 1, name: r.name, pricePerWheel: r.pricePerWheel }));
}

export type ContractRow = {
  id: number; dealer_id: number; booking_id: number | null; fuser_id: string; phone: string; name: string; sizes: string; wheels: number;
  rims: number; tyres: "summer" | "winter"; season: string; price: number; pickup_booking_id: number | null; created_at: number;
};

/** A visit of a contract: the one it was made at, or the one that gives the wheels back. */
export type ContractVisit = { bookingId: number; date: string; time: string; endTime: string };

export type TyreContract = {
  id: number;
  sCode: string;
  sName: string;
  sAddressForView: string;
  sPhone: string;
  sCityName: string;
  sizes: string;
  wheels: number;
  rims: boolean;
  tyres: "summer" | "winter";
  season: { code: string; name: string };
  /** The price for the season, in roubles, fixed when the contract was made. */
  price: number;
  /** `stored` («на хранении») until the pickup visit has taken place, then `issued` («выдан»). */
  status: "stored" | "issued";
  made: ContractVisit | null;
  /** The booked visit (not cancelled) at which the wheels are given back. */
  pickup: ContractVisit | null;
  createdAt: string;
};

type VisitRow = { id: number; slot_date: string; slot_time: string; starts_at: number; ends_at: number; status: string };

function visitOf(db: DB, bookingId: number | null): (ContractVisit & { over: (now: number) => boolean }) | null {
  if (bookingId === null) return null;
  const row = db.prepare("SELECT id, slot_date, slot_time, starts_at, ends_at, status FROM service_bookings WHERE id = ?").get(bookingId) as VisitRow | undefined;
  if (!row || row.status !== "booked") return null;
  const endTime = formatTime(parseTime(row.slot_time)! + Math.round((row.ends_at - row.starts_at) / 60_000));
  return { bookingId: row.id, date: row.slot_date, time: row.slot_time, endTime, over: (now) => row.ends_at <= now };
}

export function toContract(db: DB, row: ContractRow, now: number): TyreContract {
  const dealer = catalogRefs(db).dealers.get(row.dealer_id)!;
  const made = visitOf(db, row.booking_id);
  const pickup = visitOf(db, row.pickup_booking_id);
  const strip = (v: typeof made): ContractVisit | null => (v ? { bookingId: v.bookingId, date: v.date, time: v.time, endTime: v.endTime } : null);
  return {
    id: row.id,
    sCode: dealer.sCode,
    sName: dealer.sName,
    sAddressForView: dealer.sAddressForView,
    sPhone: dealer.sPhone,
    sCityName: dealer.sCityName,
    sizes: row.sizes,
    wheels: row.wheels,
    rims: row.rims === 1,
    tyres: row.tyres,
    season: { code: row.season, name: storageSeasonName(row.season) },
    price: row.price,
    status: pickup?.over(now) ? "issued" : "stored",
    made: strip(made),
    pickup: strip(pickup),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export function contractById(db: DB, id: number): ContractRow | undefined {
  return db.prepare("SELECT * FROM tyre_storage_contracts WHERE id = ?").get(id) as ContractRow | undefined;
}

export function contractForBooking(db: DB, bookingId: number, now: number): TyreContract | null {
  const row = db.prepare("SELECT * FROM tyre_storage_contracts WHERE booking_id = ?").get(bookingId) as ContractRow | undefined;
  return row ? toContract(db, row, now) : null;
}

/**
 * An owner's contracts (any of their FUserIds, or their phone), the ones on storage first,
 * newest first. A contract whose visit was cancelled before the wheels were brought is not
 * listed: nothing was stored.
 */
export function contractsOf(db: DB, owner: { fuserIds?: string[]; phone?: string }, now = Date.now()): TyreContract[] {
  const where = ownerWhere(owner);
  if (!where) return [];
  const rows = db.prepare(`SELECT * FROM tyre_storage_contracts WHERE ${where.sql} ORDER BY created_at DESC, id DESC`).all(...where.params) as ContractRow[];
  return rows
    .filter((row) => row.booking_id === null || visitOf(db, row.booking_id) !== null)
    .map((row) => toContract(db, row, now))
    .sort((a, b) => (a.status === b.status ? 0 : a.status === "stored" ? -1 : 1));
}
