import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../testing";
import type { SearchMatch } from "./search";
import { editDistance, searchKey, searchWords } from "./search-text";

describe("search text folding", () => {
  it("folds Russian and Latin spellings of a name to one key", () => {
    expect(searchKey("Тойота")).toBe(searchKey("TOYOTA"));
    expect(searchKey("камри")).toBe(searchKey("Camry"));
    expect(searchKey("рав 4")).toBe(searchKey("RAV-4"));
    expect(searchKey("рав4")).toBe(searchKey("RAV4"));
    expect(searchKey("Королла")).toBe(searchKey("corolla"));
    expect(searchKey("бмв")).toBe(searchKey("BMW"));
    expect(searchKey("Чери")).toBe(searchKey("Chery"));
  });

  it("keeps words apart and drops punctuation", () => {
    expect(searchWords("  Тойота,  РАВ-4! ")).toEqual(["toiota", "rav", "4"]);
    expect(searchWords("ёлка")).toEqual(["elka"]);
    expect(searchWords("!!!")).toEqual([]);
  });

  it("counts a swap of two neighbouring letters as one edit, and stops counting past the bound", () => {
    expect(editDistance("toiota", "toiota", 2)).toBe(0);
    expect(editDistance("taiota", "toiota", 2)).toBe(1);
    expect(editDistance("toota", "toiota", 2)).toBe(1);
    expect(editDistance("tioota", "toiota", 2)).toBe(1);
    expect(editDistance("tiaota", "toiota", 2)).toBe(2);
    expect(editDistance("bmv", "toiota", 2)).toBe(3);
    expect(editDistance("", "kia", 5)).toBe(3);
  });
});

describe("search endpoints", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const resolve = async (q: string) => {
    const reply = await api.get<{ search?: { q: string; match: SearchMatch | null } }>("/api/rrt/catalog/Catalog/getPageData", { q });
    expect(reply.status).toBe(200);
    return reply.body.data.arMessages.search?.match ?? null;
  };

  it.each([
    ["тойота рав 4", "toyota", "rav4"],
    ["рав 4", "toyota", "rav4"],
    ["camry", "toyota", "camry"],
    ["Тойота Камри", "toyota", "camry"],
    ["хендай", "hyundai", null],
    ["хюндай солярис", "hyundai", "solaris"],
    ["шкода октавия", "skoda", "octavia"],
    ["ленд крузер прадо", "toyota", "land-cruiser-prado"],
    ["бмв х5", "bmw", "x5"],
    ["джили", "geely", null],
  ])("reads «%s» as %s %s", async (q, brand, model) => {
    const match = await resolve(q);
    expect(match?.brand.code).toBe(brand);
    expect(match?.model?.code ?? null).toBe(model);
    expect(match?.url).toBe(`/catalog?brand=${brand}${model ? `&model=${model}` : ""}`);
  });

  it.each([
    ["тайота", "toyota", null],
    ["тоота", "toyota", null],
    ["toyta", "toyota", null],
    ["тоёта", "toyota", null],
    ["Тайота Камри", "toyota", "camry"],
    ["тойота карола", "toyota", "corolla"],
    ["хюндай салярис", "hyundai", "solaris"],
    ["фолькцваген", "volkswagen", null],
    ["шкода актавиа", "skoda", "octavia"],
  ])("finds «%s», a letter or two off, as %s %s", async (q, brand, model) => {
    const match = await resolve(q);
    expect(match?.brand.code).toBe(brand);
    expect(match?.model?.code ?? null).toBe(model);
  });

  it.each(["белый седан", "чёрный кроссовер", "серый", "новый автомат", "красный дизель", "кредит без взноса", "полный привод", "коробка", "гарантия"])(
    "does not read the everyday words of «%s» as a brand or model",
    async (q) => {
      expect(await resolve(q)).toBeNull();
    },
  );

  it("suggests the brand a misspelling names", async () => {
    const items = (await api.get<{ items: SearchMatch[] }>("/api/rrt/catalog/Search/suggest", { q: "тайота" })).body.data.arMessages.items;
    expect(items[0]?.name).toBe("Toyota");
  });

  it("says when the words name nothing, and adds nothing without q", async () => {
    expect(await resolve("белый седан")).toBeNull();
    const plain = await api.get<Record<string, unknown>>("/api/rrt/catalog/Catalog/getPageData");
    expect(plain.body.data.arMessages).not.toHaveProperty("search");
  });

  it("suggests brands and models as they are typed, only those in stock", async () => {
    const suggest = async (q: string) =>
      (await api.get<{ items: SearchMatch[] }>("/api/rrt/catalog/Search/suggest", { q })).body.data.arMessages.items;
    const toyota = await suggest("тойо");
    expect(toyota[0].name).toBe("Toyota");
    expect(toyota.length).toBeLessThanOrEqual(8);
    expect(toyota.every((m) => m.count > 0 && m.brand.code === "toyota")).toBe(true);
    expect((await suggest("тойота ра")).map((m) => m.name)).toContain("Toyota RAV4");
    expect((await suggest("хен"))[0].name).toBe("Hyundai");
    expect(await suggest("")).toEqual([]);
    expect(await suggest("ъъъ")).toEqual([]);
  });
});
