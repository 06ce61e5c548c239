import type { DB } from "../db";
import { catalogRefs, type DealerCentre } from "./catalog-data";
import { type Calendar, parseWorkHours } from "./service-schedule";

/*
 * What the workshops offer (docs/dealer-api.md, "Service"): the dealer centres that service
 * cars, their bays and slot lengths, the calendar their slots follow, and the works booked.
 */

/** All six cities of the group keep Moscow time (no daylight saving since 2014). */
export const DEFAULT_TIME_ZONE = "Europe/Moscow";

export type ServiceCentre = {
  id: number;
  sCode: string;
  sName: string;
  sAddressForView: string;
  sWork: string;
  sPhone: string;
  sCoords: string;
  sCityFiasId: string;
  sCityName: string;
  iBays: number;
  iSlotMinutes: number;
  sTimeZone: string;
  /** The brands serviced here. */
  arBrands: Array<{ sBrandCode: string; sBrandName: string }>;
};

export type ServiceWork = { code: string; name: string; priceFrom: number };

type CentreRow = { dealer_id: number; bays: number; slot_minutes: number; time_zone: string };

/** The dealer centres whose brands are serviced (`arElements[].bIsService`) and that have a workshop row. */
export function serviceCentres(db: DB): ServiceCentre[] {
  const refs = catalogRefs(db);
  const rows = db.prepare("SELECT dealer_id, bays, slot_minutes, time_zone FROM service_centers").all() as CentreRow[];
  const byDealer = new Map(rows.map((r) => [r.dealer_id, r]));
  return [...refs.dealers.values()]
    .filter((d) => byDealer.has(d.id) && d.arElements.some((e) => e.bIsService))
    .map((d) => toServiceCentre(d, byDealer.get(d.id)!));
}

function toServiceCentre(d: DealerCentre, row: CentreRow): ServiceCentre {
  return {
    id: d.id,
    sCode: d.sCode,
    sName: d.sName,
    sAddressForView: d.sAddressForView,
    sWork: d.sWork,
    sPhone: d.sPhone,
    sCoords: d.sCoords,
    sCityFiasId: d.sCityFiasId,
    sCityName: d.sCityName,
    iBays: row.bays,
    iSlotMinutes: row.slot_minutes,
    sTimeZone: row.time_zone,
    arBrands: d.arElements.filter((e) => e.bIsService).map((e) => ({ sBrandCode: e.sBrandCode, sBrandName: e.sBrandName })),
  };
}

export function centreByCode(db: DB, code: unknown): ServiceCentre | undefined {
  return typeof code === "string" ? serviceCentres(db).find((c) => c.sCode === code) : undefined;
}

/** The zone a dealer centre's workshop keeps; Moscow time for a centre without one. */
export function workshopTimeZone(db: DB, dealerId: number): string {
  return (db.prepare("SELECT time_zone FROM service_centers WHERE dealer_id = ?").pluck().get(dealerId) as string | undefined) ?? DEFAULT_TIME_ZONE;
}

export function serviceWork(db: DB, code: string): ServiceWork | undefined {
  return db.prepare("SELECT code, name, price_from AS priceFrom FROM service_works WHERE code = ?").get(code) as ServiceWork | undefined;
}

export function calendarOf(db: DB, centre: Pick<ServiceCentre, "id" | "sWork" | "iSlotMinutes" | "sTimeZone">): Calendar {
  const daysOff = db
    .prepare("SELECT day FROM service_days_off WHERE dealer_id IS NULL OR dealer_id = ?")
    .pluck()
    .all(centre.id) as string[];
  return {
    week: parseWorkHours(centre.sWork),
    slotMinutes: centre.iSlotMinutes,
    timeZone: centre.sTimeZone,
    daysOff: new Set(daysOff),
  };
}

/**
 * The calendar of any dealer centre: its workshop's slots and zone when it has one, else its
 * opening hours in one-hour slots on Moscow time (a showroom without a workshop still takes
 * test drives).
 */
export function dealerCalendar(db: DB, dealer: DealerCentre): Calendar {
  const row = db.prepare("SELECT slot_minutes, time_zone FROM service_centers WHERE dealer_id = ?").get(dealer.id) as
    | { slot_minutes: number; time_zone: string }
    | undefined;
  return calendarOf(db, { id: dealer.id, sWork: dealer.sWork, iSlotMinutes: row?.slot_minutes ?? 60, sTimeZone: row?.time_zone ?? DEFAULT_TIME_ZONE });
}
