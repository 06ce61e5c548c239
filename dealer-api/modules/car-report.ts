import type { DealerApiModule } from "../context";
import type { DB } from "../db";
import { endpoint, fail } from "../http";
import { createRandom, type Random } from "../seed/random";
import { carId, carExists } from "./catalog";
import { maskVin } from "./catalog-data";

/*
 * A used car's report (docs/dealer-api.md, "Used car report"): what the registries say of it
 * (owners by the registration document, registration periods, mileage readings, accidents,
 * pledges and restrictions) and what the dealer found and fixed in its 120-point inspection,
 * with the warranty it is sold with. The seed writes one per used car, from a random stream
 * of the car's own id, so it neither disturbs the catalogue's seed nor changes with it.
 */

export type RegistryCheck = { code: "pledge" | "restrictions" | "wanted"; name: string; found: boolean };
export type Registration = { owner: "person" | "company"; from: string; to: string };
export type MileageReading = { date: string; km: number; source: string };
export type Accident = { date: string; kind: string; damage: string; repair: string };
export type Finding = { item: string; found: string; fixed: boolean; action: string };
export type InspectionGroup = { code: string; name: string; points: number; findings: Finding[] };
export type CarReport = {
  vin: string;
  checkedAt: string;
  owners: number;
  registrations: Registration[];
  mileage: MileageReading[];
  accidents: Accident[];
  checks: RegistryCheck[];
  inspection: { points: number; date: string; groups: InspectionGroup[] };
  warranty: { months: number; km: number; terms: string } | null;
};

/** The inspection's groups: 120 points in all, as the dealer's checklist has them. */
export const INSPECTION_GROUPS: Array<{ code: string; name: string; points: number; faults: Array<[item: string, found: string, action: string]> }> = [
  {
    code: "body",
    name: "Кузов и лакокрасочное покрытие",
    points: 25,
    faults: [
      ["Капот", "Сколы лакокрасочного покрытия", "Устранены локальной покраской"],
      ["Задний бампер", "Царапины", "Устранены полировкой"],
      ["Лобовое стекло", "Трещина в зоне работы щёток", "Заменено лобовое стекло"],
      ["Переднее правое крыло", "Вмятина без повреждения краски", "Устранена без покраски"],
    ],
  },
  {
    code: "engine",
    name: "Двигатель и навесное оборудование",
    points: 20,
    faults: [
      ["Моторное масло и фильтр", "Подошёл срок замены", "Заменены масло и фильтр"],
      ["Приводной ремень", "Трещины на ремне", "Заменён приводной ремень"],
      ["Аккумуляторная батарея", "Ёмкость ниже нормы", "Заменена аккумуляторная батарея"],
    ],
  },
  {
    code: "transmission",
    name: "Трансмиссия",
    points: 10,
    faults: [["Масло коробки передач", "Подошёл срок замены", "Заменено масло коробки передач"]],
  },
  {
    code: "suspension",
    name: "Подвеска и рулевое управление",
    points: 18,
    faults: [
      ["Стойки стабилизатора", "Люфт", "Заменены стойки стабилизатора"],
      ["Развал-схождение", "Отклонение от нормы", "Выполнена регулировка"],
    ],
  },
  {
    code: "brakes",
    name: "Тормозная система",
    points: 10,
    faults: [
      ["Передние тормозные колодки", "Износ 70%", "Заменены передние тормозные колодки"],
      ["Тормозная жидкость", "Подошёл срок замены", "Заменена тормозная жидкость"],
    ],
  },
  {
    code: "electrics",
    name: "Электрика и электроника",
    points: 15,
    faults: [["Лампа ближнего света", "Не горит", "Заменена лампа"]],
  },
  {
    code: "interior",
    name: "Салон и оборудование",
    points: 12,
    faults: [
      ["Салонный фильтр", "Загрязнён", "Заменён салонный фильтр"],
      ["Обивка водительского сиденья", "Потёртость", "Выполнена химчистка и восстановление"],
    ],
  },
  {
    code: "road",
    name: "Ходовые испытания",
    points: 10,
    faults: [["Шины", "Остаток протектора 3 мм", "Установлен новый комплект шин"]],
  },
];

const ACCIDENTS: Array<[kind: string, damage: string, repair: string]> = [
  ["Столкновение", "Передний бампер, левая фара", "Бампер окрашен, фара заменена"],
  ["Столкновение", "Задний бампер, крышка багажника", "Бампер заменён, крышка багажника окрашена"],
  ["Наезд на препятствие", "Передний бампер", "Бампер окрашен"],
  ["Столкновение", "Правая передняя дверь", "Дверь отремонтирована и окрашена"],
];

const REGISTRY_CHECKS: Array<Omit<RegistryCheck, "found">> = [
  { code: "pledge", name: "Залог" },
  { code: "restrictions", name: "Ограничения на регистрационные действия" },
  { code: "wanted", name: "Розыск" },
];

const DAY_MS = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

type CarForReport = { id: number; year: number; mileage: number; added_at: number; owners: number | null; vin: string };

/** One used car's report, from its own random stream: the same car always gets the same one. */
export function seededReport(car: CarForReport): { report: Omit<CarReport, "vin">; accidents: number } {
  const rnd = createRandom(0x5eed_0000 + car.id * 7919);
  const inspected = car.added_at - rnd.int(2, 9) * DAY_MS;
  const sold = inspected - rnd.int(1, 20) * DAY_MS;
  const firstRegistered = Math.min(Date.UTC(car.year, rnd.int(0, 11), rnd.int(1, 28)), sold - 180 * DAY_MS);
  const owners = car.owners ?? 1;

  // The time from the first registration to the dealer's purchase, shared out among the owners.
  const cuts = Array.from({ length: owners - 1 }, () => firstRegistered + rnd.next() * (sold - firstRegistered)).sort((a, b) => a - b);
  const bounds = [firstRegistered, ...cuts, sold];
  const registrations: Registration[] = bounds.slice(0, -1).map((from, i) => ({
    owner: rnd.chance(0.15) ? "company" : "person",
    from: day(from),
    to: day(bounds[i + 1]),
  }));

  const mileage = readings(rnd, car, firstRegistered, bounds, inspected);

  const accidentCount = rnd.chance(0.18) ? (rnd.chance(0.2) ? 2 : 1) : 0;
  const accidents: Accident[] = rnd
    .sample(ACCIDENTS, accidentCount)
    .map(([kind, damage, repair]) => ({ date: day(firstRegistered + rnd.next() * (sold - firstRegistered)), kind, damage, repair }))
    .sort((a, b) => a.date.localeCompare(b.date));

  const groups: InspectionGroup[] = INSPECTION_GROUPS.map(({ code, name, points, faults }) => ({
    code,
    name,
    points,
    findings: faults
      .filter(() => rnd.chance(0.12))
      .map(([item, found, action]) => {
        const fixed = rnd.chance(0.85);
        return { item, found, fixed, action: fixed ? action : "Не влияет на безопасность, указано в договоре" };
      }),
  }));

  const age = new Date(inspected).getUTCFullYear() - car.year;
  const warranty = age <= 7 ? (age <= 4 ? { months: 12, km: 20_000 } : { months: 6, km: 10_000 }) : null;
  return {
    accidents: accidents.length,
    report: {
      checkedAt: day(inspected),
      owners,
      registrations,
      mileage,
      accidents,
      // The dealer buys no car with a pledge, a restriction or a search on record.
      checks: REGISTRY_CHECKS.map((check) => ({ ...check, found: false })),
      inspection: { points: INSPECTION_GROUPS.reduce((sum, g) => sum + g.points, 0), date: day(inspected), groups },
      warranty: warranty && {
        ...warranty,
        terms: "двигатель, коробка передач и электроника; ремонт у официальных дилеров сети",
      },
    },
  };
}

/** Yearly service visits and each new owner's registration, ending with the dealer's own reading. */
function readings(rnd: Random, car: CarForReport, start: number, bounds: number[], inspected: number): MileageReading[] {
  const points: Array<{ at: number; source: string }> = bounds.slice(1, -1).map((at) => ({ at, source: "Регистрация в ГИБДД" }));
  for (let at = start + 365 * DAY_MS; at < bounds[bounds.length - 1] - 30 * DAY_MS; at += 365 * DAY_MS) {
    points.push({ at: at + rnd.int(-40, 40) * DAY_MS, source: rnd.chance(0.6) ? "Техническое обслуживание" : "Техосмотр" });
  }
  points.sort((a, b) => a.at - b.at);
  const span = inspected - start;
  const list = points.map(({ at, source }) => ({
    date: day(at),
    km: Math.round((car.mileage * ((at - start) / span) * (0.9 + rnd.next() * 0.2)) / 100) * 100,
    source,
  }));
  // Keep the readings rising, as the odometer does…
  for (let i = 1; i < list.length; i++) list[i].km = Math.max(list[i].km, list[i - 1].km + 500);
  const kept = list.filter((r) => r.km < car.mileage);
  // …but now and then one reads higher than the dealer's: a rolled-back odometer, shown as such.
  if (kept.length && rnd.chance(0.04)) kept[kept.length - 1].km = Math.round((car.mileage * 1.35) / 100) * 100;
  kept.push({ date: day(inspected), km: car.mileage, source: "Осмотр дилером" });
  return kept;
}

export function carReport(db: DB, id: number): CarReport | null {
  const row = db
    .prepare("SELECT r.report, r.mileage_doubtful, d.vin FROM car_reports r JOIN car_details d ON d.car_id = r.car_id WHERE r.car_id = ?")
    .get(id) as { report: string; mileage_doubtful: number; vin: string } | undefined;
  if (!row) return null;
  const report = JSON.parse(row.report) as Omit<CarReport, "vin">;
  // The dealer vouches for no mileage its own history contradicts: no warranty on it, whatever
  // the report was written with (the readings fall: migrations/135_mileage_doubtful.sql).
  return { vin: maskVin(row.vin), ...report, warranty: row.mileage_doubtful === 1 ? null : report.warranty };
}

/** A car with a pledge, a restriction or a search on record: not for sale (ADR 043). */
export function isEncumbered(db: DB, id: number): boolean {
  return db.prepare("SELECT 1 FROM car_reports WHERE car_id = ? AND encumbered = 1").get(id) !== undefined;
}

export const carReportModule: DealerApiModule = {
  name: "car-report",
  seed({ db }) {
    const cars = db
      .prepare(
        `SELECT c.id, c.year, c.mileage, c.added_at, d.owners, d.vin FROM cars c JOIN car_details d ON d.car_id = c.id
         WHERE c.condition = 'used' ORDER BY c.id`,
      )
      .all() as CarForReport[];
    const insert = db.prepare("INSERT INTO car_reports (car_id, accidents, encumbered, report) VALUES (?, ?, 0, ?)");
    db.transaction(() => {
      for (const car of cars) {
        const { report, accidents } = seededReport(car);
        insert.run(car.id, accidents, JSON.stringify(report));
      }
    })();
  },
  register(router, { db }) {
    endpoint(router, ["GET", "POST"], "/api/rrt/catalog/CarReport/get", (input) => {
      const id = carId(input.id);
      if (id === null) fail(400, "VALIDATION", "Не указан автомобиль");
      if (!carExists(db, id) || isEncumbered(db, id)) fail(404, "NOT_FOUND", "Автомобиль не найден");
      // A new car has no history to tell: the answer says so rather than failing.
      return { report: carReport(db, id) };
    });
  },
};
