/*
 * Reference data of the maintenance regulations (docs/dealer-api.md, "Maintenance"): per
 * catalogue brand its interval, its labour rate and how dear its parts are; one regulation
 * template whose lines come every step, every second, fourth or eighth, as the makers' books
 * have them; and the price list's parts. Plausible figures of 2026 dealer workshops, not any
 * maker's book. Electric cars and the brands the catalogue does not sell have no regulation.
 */

export type BrandService = {
  /** A step every so many km or months, whichever first. */
  km: number;
  months: number;
  /** Roubles per norm-hour. */
  rate: number;
  /** Parts' prices against the base list. */
  parts: number;
  /** The oil the maker asks for. */
  oil: string;
};

const BUDGET = { rate: 1_900, parts: 0.7, oil: "5W-40" };
const CHINESE = { km: 10_000, months: 12, rate: 2_600, parts: 1, oil: "5W-30" };
const KOREAN = { km: 15_000, months: 12, rate: 2_700, parts: 1, oil: "5W-30" };
const EUROPEAN = { km: 15_000, months: 12, rate: 3_200, parts: 1.3, oil: "5W-30" };
const PREMIUM = { km: 15_000, months: 12, rate: 5_200, parts: 2.2, oil: "0W-30" };

export const BRAND_SERVICE: Record<string, BrandService> = {
  lada: { km: 15_000, months: 12, ...BUDGET },
  haval: CHINESE,
  chery: CHINESE,
  geely: CHINESE,
  changan: CHINESE,
  omoda: CHINESE,
  exeed: CHINESE,
  tank: CHINESE,
  jetour: CHINESE,
  jac: CHINESE,
  kia: KOREAN,
  hyundai: KOREAN,
  toyota: { ...EUROPEAN, km: 10_000, oil: "0W-20" },
  volkswagen: EUROPEAN,
  skoda: EUROPEAN,
  bmw: PREMIUM,
  "mercedes-benz": PREMIUM,
};

/** Base prices of the price list's items, roubles per unit, before the brand's factor. */
export const BASE_PARTS = {
  oil: { name: (b: BrandService) => `Масло моторное ${b.oil}`, kind: "consumable", unit: "л", price: 1_050 },
  "oil-filter": { name: () => "Фильтр масляный", kind: "consumable", unit: "шт", price: 690 },
  "drain-gasket": { name: () => "Прокладка сливной пробки", kind: "part", unit: "шт", price: 120 },
  "cabin-filter": { name: () => "Фильтр салона", kind: "consumable", unit: "шт", price: 980 },
  "air-filter": { name: () => "Фильтр воздушный", kind: "consumable", unit: "шт", price: 1_150 },
  "brake-fluid": { name: () => "Жидкость тормозная DOT-4", kind: "consumable", unit: "л", price: 640 },
  "spark-plug": { name: () => "Свеча зажигания", kind: "part", unit: "шт", price: 690 },
  "fuel-filter": { name: () => "Фильтр топливный", kind: "consumable", unit: "шт", price: 2_400 },
  coolant: { name: () => "Жидкость охлаждающая", kind: "consumable", unit: "л", price: 520 },
  "ac-cleaner": { name: () => "Очиститель кондиционера", kind: "consumable", unit: "шт", price: 890 },
  wipers: { name: () => "Щётки стеклоочистителя, комплект", kind: "part", unit: "шт", price: 1_900 },
} as const;

export type PartCode = keyof typeof BASE_PARTS;

export type TemplateLine =
  | { name: string; every: number; hours: number; optional?: boolean; fuel?: "petrol" | "diesel" }
  | { name: string; every: number; part: PartCode; quantity: number | "oil" | "cylinders"; optional?: boolean; fuel?: "petrol" | "diesel" };

/**
 * The regulation's lines in the order a work order lists them. `fuel`: only for that kind of
 * engine (hybrids are petrol here). `oil` and `cylinders` are the engine's own quantities.
 */
export const TEMPLATE: TemplateLine[] = [
  { name: "Замена моторного масла и масляного фильтра", every: 1, hours: 0.6 },
  { name: "Масло моторное", every: 1, part: "oil", quantity: "oil" },
  { name: "Фильтр масляный", every: 1, part: "oil-filter", quantity: 1 },
  { name: "Прокладка сливной пробки", every: 1, part: "drain-gasket", quantity: 1 },
  { name: "Замена фильтра салона", every: 1, hours: 0.3 },
  { name: "Фильтр салона", every: 1, part: "cabin-filter", quantity: 1 },
  { name: "Осмотр по регламенту: тормоза, подвеска, рулевое, жидкости", every: 1, hours: 0.8 },
  { name: "Замена воздушного фильтра двигателя", every: 2, hours: 0.3 },
  { name: "Фильтр воздушный", every: 2, part: "air-filter", quantity: 1 },
  { name: "Замена тормозной жидкости", every: 2, hours: 0.8 },
  { name: "Жидкость тормозная", every: 2, part: "brake-fluid", quantity: 1 },
  { name: "Замена свечей зажигания", every: 4, hours: 0.8, fuel: "petrol" },
  { name: "Свечи зажигания", every: 4, part: "spark-plug", quantity: "cylinders", fuel: "petrol" },
  { name: "Замена топливного фильтра", every: 4, hours: 1.0, fuel: "diesel" },
  { name: "Фильтр топливный", every: 4, part: "fuel-filter", quantity: 1, fuel: "diesel" },
  { name: "Замена охлаждающей жидкости", every: 8, hours: 1.2 },
  { name: "Жидкость охлаждающая", every: 8, part: "coolant", quantity: 6 },
  { name: "Антибактериальная обработка кондиционера", every: 1, hours: 0.5, optional: true },
  { name: "Очиститель кондиционера", every: 1, part: "ac-cleaner", quantity: 1, optional: true },
  { name: "Замена щёток стеклоочистителя", every: 2, hours: 0.2, optional: true },
  { name: "Щётки стеклоочистителя", every: 2, part: "wipers", quantity: 1, optional: true },
  { name: "Регулировка развала-схождения", every: 2, hours: 1.0, optional: true },
];

/** Litres of oil an engine of this volume takes with its filter (diesels a litre more). */
export function oilLitres(volume: number, diesel: boolean): number {
  const base = volume <= 1.6 ? 3.6 : volume <= 2.0 ? 4.5 : volume <= 2.5 ? 5.5 : 7.0;
  return base + (diesel ? 1 : 0);
}

/** Cylinders of a petrol engine of this volume: what its spark plugs number. */
export const cylinders = (volume: number) => (volume > 2.5 ? 6 : 4);
