import { describe, expect, it } from "vitest";
import {
  comparisonBlocks,
  parseComparisonView,
  serializeComparisonView,
  toggleBlock,
  visibleRows,
  type ComparedCar,
} from "./comparison";

const car = (id: number, over: Partial<ComparedCar> = {}): ComparedCar => ({
  id,
  price: 1_000_000,
  oldPrice: null,
  year: 2024,
  condition: "new",
  mileage: 0,
  modification: "1.5T 150 л.с. AT",
  engineVolume: 1.5,
  power: 150,
  body: { name: "Кроссовер" },
  fuel: { name: "Бензин" },
  transmission: { name: "Робот" },
  drive: { name: "Передний" },
  color: { name: "Белый" },
  city: { name: "Казань" },
  dealer: { sName: "Центр" },
  equipment: [{ name: "Комфорт", items: ["Климат-контроль"] }],
  ...over,
});
const price = (n: number) => `${n} ₽`;

describe("comparison rows", () => {
  it("marks rows where every car agrees", () => {
    const blocks = comparisonBlocks([car(1), car(2, { price: 2_000_000, equipment: [] })], price);
    const main = blocks.find((b) => b.code === "main")!;
    expect(main.rows.find((r) => r.key === "price")).toMatchObject({ values: ["1000000 ₽", "2000000 ₽"], same: false });
    expect(main.rows.find((r) => r.key === "year")).toMatchObject({ same: true });
    const equipment = blocks.find((b) => b.code === "equipment")!;
    expect(equipment.rows).toEqual([{ key: "equipment-0", name: "Климат-контроль", values: ["Есть", "—"], same: false }]);
  });

  it("'only differences' hides equal rows, but not for a single car", () => {
    const blocks = comparisonBlocks([car(1), car(2, { power: 200 })], price);
    const engine = blocks.find((b) => b.code === "engine")!;
    expect(visibleRows(engine, { diff: true, hide: [] }, 2).map((r) => r.key)).toEqual(["power"]);
    expect(visibleRows(engine, { diff: false, hide: [] }, 2)).toHaveLength(4);
    expect(visibleRows(engine, { diff: true, hide: [] }, 1)).toHaveLength(4);
  });

  it("keeps the view in the URL in a canonical form", () => {
    const view = parseComparisonView(new URLSearchParams("diff=1&hide=body,nonsense,engine"));
    expect(view).toEqual({ diff: true, hide: ["engine", "body"] });
    expect(serializeComparisonView(view)).toBe("diff=1&hide=engine,body");
    expect(serializeComparisonView(toggleBlock(view, "engine"))).toBe("diff=1&hide=body");
    expect(serializeComparisonView(toggleBlock({ diff: false, hide: [] }, "main"))).toBe("hide=main");
    expect(parseComparisonView(new URLSearchParams("diff=yes"))).toEqual({ diff: false, hide: [] });
  });
});
