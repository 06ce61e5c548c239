/**
 * The comparison table: cars side by side in blocks of rows. The view state (only the
 * differences, collapsed blocks) is in the URL (`?diff=1&hide=engine,body`), so it is
 * shareable and works without JavaScript.
 */
import { formatMileage } from "./format";

export type ComparedCar = {
  id: number;
  price: number;
  oldPrice: number | null;
  year: number;
  condition: string;
  mileage: number;
  modification: string;
  engineVolume: number | null;
  power: number;
  body: { name: string };
  fuel: { name: string };
  transmission: { name: string };
  drive: { name: string };
  color: { name: string };
  city: { name: string };
  dealer: { sName: string };
  owners?: number | null;
  equipment: Array<{ name: string; items: string[] }>;
};

export type BlockCode = "main" | "engine" | "transmission" | "body" | "equipment";
export const BLOCKS: Array<{ code: BlockCode; name: string }> = [
  { code: "main", name: "Основное" },
  { code: "engine", name: "Двигатель" },
  { code: "transmission", name: "Трансмиссия" },
  { code: "body", name: "Кузов" },
  { code: "equipment", name: "Оснащение" },
];

export type Row = { key: string; name: string; values: string[]; same: boolean };
export type Block = { code: BlockCode; name: string; rows: Row[] };

export type ComparisonView = { diff: boolean; hide: BlockCode[] };

const BLOCK_CODES = new Set<string>(BLOCKS.map((b) => b.code));

export function parseComparisonView(params: URLSearchParams): ComparisonView {
  const hide = (params.get("hide") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter((s): s is BlockCode => BLOCK_CODES.has(s));
  return { diff: params.get("diff") === "1", hide: BLOCKS.map((b) => b.code).filter((c) => hide.includes(c)) };
}

/** The query string (without '?') of a view; the default view is the bare page. */
export function serializeComparisonView(view: ComparisonView): string {
  const params = new URLSearchParams();
  if (view.diff) params.set("diff", "1");
  if (view.hide.length) params.set("hide", view.hide.join(","));
  return params.toString().replace(/%2C/g, ",");
}

export function toggleBlock(view: ComparisonView, code: BlockCode): ComparisonView {
  const hide = view.hide.includes(code) ? view.hide.filter((c) => c !== code) : [...view.hide, code];
  return { ...view, hide: BLOCKS.map((b) => b.code).filter((c) => hide.includes(c)) };
}

/** Every row of every block, each marked whether all cars agree on it. */
export function comparisonBlocks(cars: ComparedCar[], formatPrice: (n: number) => string): Block[] {
  const row = (key: string, name: string, value: (car: ComparedCar) => string): Row => {
    const values = cars.map(value);
    return { key, name, values, same: values.every((v) => v === values[0]) };
  };
  const equipmentItems = [...new Set(cars.flatMap((c) => c.equipment.flatMap((g) => g.items)))].sort((a, b) =>
    a.localeCompare(b, "ru"),
  );
  return [
    {
      code: "main",
      name: "Основное",
      rows: [
        row("price", "Цена", (c) => formatPrice(c.price)),
        row("year", "Год выпуска", (c) => String(c.year)),
        row("condition", "Состояние", (c) => (c.condition === "new" ? "Новый" : "С пробегом")),
        row("mileage", "Пробег", (c) => formatMileage(c.mileage)),
        row("city", "Город", (c) => c.city.name),
        row("dealer", "Дилерский центр", (c) => c.dealer.sName),
      ],
    },
    {
      code: "engine",
      name: "Двигатель",
      rows: [
        row("modification", "Модификация", (c) => c.modification),
        row("fuel", "Тип двигателя", (c) => c.fuel.name),
        row("engineVolume", "Объём", (c) => (c.engineVolume === null ? "—" : `${c.engineVolume.toFixed(1).replace(".", ",")} л`)),
        row("power", "Мощность", (c) => `${c.power} л.с.`),
      ],
    },
    {
      code: "transmission",
      name: "Трансмиссия",
      rows: [
        row("transmission", "Коробка передач", (c) => c.transmission.name),
        row("drive", "Привод", (c) => c.drive.name),
      ],
    },
    {
      code: "body",
      name: "Кузов",
      rows: [row("body", "Тип кузова", (c) => c.body.name), row("color", "Цвет", (c) => c.color.name)],
    },
    {
      code: "equipment",
      name: "Оснащение",
      rows: equipmentItems.map((item, i) =>
        row(`equipment-${i}`, item, (c) => (c.equipment.some((g) => g.items.includes(item)) ? "Есть" : "—")),
      ),
    },
  ];
}

/**
 * The rows to show: all of them, or with `diff` only those where the cars differ. With one
 * car nothing differs, so the toggle would empty the table; it is ignored then.
 */
export function visibleRows(block: Block, view: ComparisonView, carCount: number): Row[] {
  if (!view.diff || carCount < 2) return block.rows;
  return block.rows.filter((r) => !r.same);
}
