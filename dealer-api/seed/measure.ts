/**
 * How fast the catalogue stays as it grows: builds a fresh database of N cars in a temp
 * file (as a real deployment would, WAL and all) and prints the seed time and the median
 * time of typical list + facet queries.
 *   npx tsx dealer-api/seed/measure.ts            # 300 and 30000 cars
 *   npx tsx dealer-api/seed/measure.ts 5000 100000
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDealerApi } from "../app";
import { catalogRefs } from "../modules/catalog-data";
import { carDetail, pageData } from "../modules/catalog";
import { listCars, parseListRequest } from "../modules/catalog-query";

const SPB = "c2deb16a-0330-4f05-821f-1d09c93331e6";
const RUNS = 21;

const LIST_CASES: Array<[string, Record<string, unknown>]> = [
  ["no filters, newest, page 1", {}],
  ["no filters, newest, page 40", { page: "40" }],
  ["brand=haval", { brand: "haval" }],
  ["brand=haval,chery model=jolion condition=used", { brand: "haval,chery", model: "jolion", condition: "used" }],
  ["body=crossover price 1.5–3 млн, price_asc", { body: "crossover", priceFrom: "1500000", priceTo: "3000000", sort: "price_asc" }],
  [
    "city=СПб fuel=petrol transmission=robot drive=awd yearFrom=2020",
    { city: SPB, fuel: "petrol", transmission: "robot", drive: "awd", yearFrom: "2020" },
  ],
  ["condition=new mileageTo=50 sort=price_desc pageSize=60", { condition: "new", mileageTo: "50", sort: "price_desc", pageSize: "60" }],
];

function median(fn: () => unknown): number {
  fn();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

function measure(cars: number) {
  const dir = mkdtempSync(join(tmpdir(), "dealer-api-measure-"));
  try {
    const started = performance.now();
    const api = createDealerApi({ dbFile: join(dir, "dealer.sqlite"), seedCars: cars });
    const seedMs = performance.now() - started;
    const { db } = api;
    const refs = catalogRefs(db);
    console.log(`\n${cars} cars: database created and seeded in ${seedMs.toFixed(0)} ms`);
    for (const [name, input] of LIST_CASES) {
      const request = parseListRequest(refs, input);
      let total = 0;
      const ms = median(() => (total = listCars(db, request).total));
      console.log(`  getList  ${ms.toFixed(2).padStart(7)} ms  ${name} (${total} found)`);
    }
    console.log(`  getPageData ${median(() => pageData(db, {})).toFixed(2).padStart(4)} ms`);
    const id = Math.ceil(cars / 2);
    console.log(`  getCar   ${median(() => carDetail(db, id, true, SPB)).toFixed(2).padStart(7)} ms  id ${id}, with similar cars`);
    api.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const sizes = process.argv.slice(2).map(Number).filter((n) => Number.isInteger(n) && n > 0);
for (const n of sizes.length ? sizes : [300, 30_000]) measure(n);
