/*
 * Which cars the reference dealer may carry between its centres, and which ride free
 * (docs/dealer-api.md, "Transfers between centres"; ADR 075). Plain values and SQL, importing
 * nothing, so the catalogue's list filter and the quotes read the same rules.
 */

/** A used car older than this many model years stays where it is: a long haul costs more than such a car earns. */
export const USED_MAX_AGE_YEARS = 7;
/** From this price up the dealer carries a car free; a new car always rides free (the importer pays for the haul). */
export const FREE_FROM_PRICE = 3_000_000;

/** Why a car is not moved, as the buyer reads it. */
export const TRANSFER_REFUSALS = {
  reserved: "Автомобиль забронирован, его не перевозят",
  old: `Автомобили с пробегом старше ${USED_MAX_AGE_YEARS} лет не перевозим между городами`,
  route: "Между этими дилерскими центрами автомобили не перевозим",
} as const;

export type TransferRefusal = keyof typeof TRANSFER_REFUSALS;

/** The oldest model year of a used car that may be moved, in the year of `now`. */
export function oldestMovableYear(now: number): number {
  return new Date(now).getUTCFullYear() - USED_MAX_AGE_YEARS;
}

/** SQL on `cars`, unaliased: a live online reservation holds the car (modules/reservation.ts). */
export const RESERVED = "id IN (SELECT car_id FROM car_reservations WHERE status IN ('pending', 'paid'))";

/**
 * SQL on `cars`, unaliased, with one `?` (oldestMovableYear): the car may be moved to another
 * centre. A new car's year is the current one, so the year test passes it too.
 */
export const MOVABLE = `(year >= ? AND id NOT IN (SELECT car_id FROM car_reservations WHERE status IN ('pending', 'paid')))`;

/** Whether the transfer of a car of this condition and price is free. */
export function rideIsFree(car: { condition: "new" | "used"; price: number }): boolean {
  return car.condition === "new" || car.price >= FREE_FROM_PRICE;
}

/**
 * A test drive at the centre the car is brought to: only of a new car, which the dealer would
 * move for a buyer anyway; a used car travels once it is bought or reserved.
 */
export function testDriveAfterTransfer(car: { condition: "new" | "used" }): boolean {
  return car.condition === "new";
}
