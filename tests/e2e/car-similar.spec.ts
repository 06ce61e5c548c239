import Database from "better-sqlite3";
import { expect, test } from "./fixtures";
import { DB_PATH } from "./forms-helpers";

/*
 * Issue 30 item 8: a used Toyota RAV4 in Saint Petersburg showed four new Chery Tiggo 8 Pro
 * Max from other cities. Similar cars are of its model or body within ±25 % of its price,
 * never listed twice, used like it while there are enough, the visitor's city first.
 */

const SPB = "c2deb16a-0330-4f05-821f-1d09c93331e6";

type Row = { id: number; brand_code: string; model_code: string; modification: string; body: string; color: string; year: number; condition: string; price: number; city_fias: string };

test("a used RAV4 in Saint Petersburg shows similar cars: its class and price band, used, Saint Petersburg first, none twice", async ({ page }) => {
  const db = new Database(DB_PATH, { readonly: true, fileMustExist: true });
  const columns = "id, brand_code, model_code, modification, body, color, year, condition, price, city_fias";
  const offered = "id NOT IN (SELECT car_id FROM car_reports WHERE encumbered = 1)";
  // The dearest such car: the one whose nearest prices were all new crossovers elsewhere.
  const car = db
    .prepare(`SELECT ${columns} FROM cars WHERE brand_code = 'toyota' AND model_code = 'rav4' AND condition = 'used' AND city_fias = ? AND ${offered} ORDER BY price DESC LIMIT 1`)
    .get(SPB) as Row;
  const [min, max] = [car.price * 0.75, car.price * 1.25];
  const candidates = db
    .prepare(`SELECT ${columns} FROM cars WHERE id != ? AND price BETWEEN ? AND ? AND (body = ? OR (brand_code = ? AND model_code = ?)) AND ${offered}`)
    .all(car.id, min, max, car.body, car.brand_code, car.model_code) as Row[];
  const byId = new Map((db.prepare(`SELECT ${columns} FROM cars`).all() as Row[]).map((r) => [r.id, r]));
  db.close();

  const response = await page.goto(`/cars/${car.brand_code}/${car.model_code}/${car.id}`);
  expect(response?.status()).toBe(200);
  const section = page.getByRole("region", { name: "Похожие автомобили" });
  await expect(section.getByRole("heading", { level: 3 })).toHaveCount(4);
  const ids = await section
    .getByRole("heading", { level: 3 })
    .getByRole("link")
    .evaluateAll((links) => links.map((a) => Number((a as HTMLAnchorElement).pathname.split("/").pop())));
  const shown = ids.map((id) => byId.get(id)!);

  expect(ids).not.toContain(car.id);
  for (const similar of shown) {
    expect(similar.brand_code === car.brand_code && similar.model_code === car.model_code ? true : similar.body === car.body).toBe(true);
    expect(similar.price).toBeGreaterThanOrEqual(min);
    expect(similar.price).toBeLessThanOrEqual(max);
  }
  const keys = shown.map((r) => [r.brand_code, r.model_code, r.modification, r.color, r.year, r.condition].join("|"));
  expect(new Set(keys).size).toBe(keys.length);
  // Used like the car, since the stock has four such.
  expect(candidates.filter((r) => r.condition === "used").length).toBeGreaterThanOrEqual(4);
  expect(shown.map((r) => r.condition)).toEqual(["used", "used", "used", "used"]);
  // The visitor (Saint Petersburg, the default city) sees the cars in that city first.
  const inSpb = shown.map((r) => r.city_fias === SPB);
  expect(inSpb).toEqual([...inSpb].sort((a, b) => Number(b) - Number(a)));
  expect(inSpb[0]).toBe(true);
  // And no model fills the block while others are there.
  expect(new Set(shown.map((r) => `${r.brand_code}/${r.model_code}`)).size).toBeGreaterThan(1);
});
