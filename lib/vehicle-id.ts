/**
 * Russian registration plates and VINs, as visitors type them (docs/product.md §4.19).
 * One module for the trade-in forms, the garage and the reference dealer API, so a number
 * the storefront accepts is one the API accepts, normalised the same way.
 */

/** The Cyrillic letters a Russian plate may carry: the ones that look like Latin letters. */
export const PLATE_LETTERS = "АВЕКМНОРСТУХ";

const LATIN_TO_CYRILLIC: Record<string, string> = {
  A: "А", B: "В", E: "Е", K: "К", M: "М", H: "Н", O: "О", P: "Р", C: "С", T: "Т", Y: "У", X: "Х",
};
const CYRILLIC_TO_LATIN: Record<string, string> = Object.fromEntries(
  Object.entries(LATIN_TO_CYRILLIC).map(([latin, cyrillic]) => [cyrillic, latin]),
);

export const VEHICLE_ID_MESSAGES = {
  required: "Введите госномер или VIN",
  plate: "Введите госномер в формате А123ВС78: буквы А, В, Е, К, М, Н, О, Р, С, Т, У, Х и цифры",
  vin: "VIN — это 17 латинских букв и цифр, без букв I, O и Q",
} as const;

const PLATE = new RegExp(`^[${PLATE_LETTERS}](\\d{3})[${PLATE_LETTERS}]{2}(\\d{2,3})$`);
const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;

export type VehicleId = { kind: "plate"; value: string } | { kind: "vin"; value: string };
export type VehicleIdResult = { ok: true; id: VehicleId } | { ok: false; message: string };

/** Upper case, without the spaces, hyphens and dots people type between the parts. */
function compact(raw: string): string {
  return raw.normalize("NFC").toUpperCase().replace(/[\s\-.]/g, "");
}

/**
 * A plate as the registry writes it (`А123ВС78`): Latin look-alikes typed on an English
 * layout (`A123BC78`) become the Cyrillic letters they stand for; Ё is no plate letter.
 */
export function normalizePlate(raw: string): string {
  return compact(raw).replace(/[A-Z]/g, (letter) => LATIN_TO_CYRILLIC[letter] ?? letter);
}

/** A VIN in Latin letters: a Cyrillic look-alike typed on a Russian layout becomes its Latin letter. */
export function normalizeVin(raw: string): string {
  return compact(raw).replace(/[А-ЯЁ]/g, (letter) => CYRILLIC_TO_LATIN[letter] ?? letter);
}

export function parsePlate(raw: string): VehicleIdResult {
  const value = normalizePlate(raw);
  const match = PLATE.exec(value);
  // 000 is never issued, and neither are regions 00 or 0xx.
  if (!match || match[1] === "000" || /^0/.test(match[2])) return { ok: false, message: VEHICLE_ID_MESSAGES.plate };
  return { ok: true, id: { kind: "plate", value } };
}

export function parseVin(raw: string): VehicleIdResult {
  const value = normalizeVin(raw);
  if (!VIN.test(value)) return { ok: false, message: VEHICLE_ID_MESSAGES.vin };
  return { ok: true, id: { kind: "vin", value } };
}

/**
 * One field that takes either: 17 characters are a VIN, anything shorter a plate (8 or 9
 * characters), so the message talks about what the visitor was most likely typing.
 */
export function parseVehicleId(raw: string): VehicleIdResult {
  const value = compact(raw);
  if (value === "") return { ok: false, message: VEHICLE_ID_MESSAGES.required };
  return value.length >= 12 ? parseVin(value) : parsePlate(value);
}

/** A plate for display: `А 123 ВС 78`. */
export function formatPlate(plate: string): string {
  const match = PLATE.exec(plate);
  return match ? `${plate[0]} ${match[1]} ${plate.slice(4, 6)} ${match[2]}` : plate;
}

/**
 * The model year a VIN's tenth character encodes. The code repeats every 30 years, so it is
 * read as the latest year not after `latestYear` (next year's models are sold this year).
 * Null for a character that encodes no year (0, U, Z).
 */
export function vinModelYear(vin: string, latestYear: number): number | null {
  const codes = "ABCDEFGHJKLMNPRSTVWXY123456789";
  const index = codes.indexOf(vin[9] ?? "");
  if (index < 0) return null;
  // A is 1980 and 2010; the digits follow Y (2000) from 2001.
  let year = 1980 + index;
  while (year + 30 <= latestYear) year += 30;
  return year;
}

/**
 * A VIN as a page may show it: the maker's code (4) and the serial's tail (4), enough to match
 * the car in front of you against its papers, not enough to order a copy of them. Anything that
 * is not 17 characters is hidden whole; an already masked VIN comes out the same.
 */
export function maskVin(vin: string): string {
  const value = vin.trim().toUpperCase();
  return value.length === 17 ? `${value.slice(0, 4)}${"*".repeat(9)}${value.slice(13)}` : "*".repeat(value.length);
}
