import type { DealerApiModule } from "../context";
import type { DB } from "../db";
import { endpoint, fail } from "../http";
import { catalogRefs } from "./catalog-data";
import { SERVICE_MESSAGES } from "./service-booking-form";
import { bookService, slotList } from "./service-bookings";
import { centreByCode, DEFAULT_TIME_ZONE, serviceCentres } from "./service-centres";
import { DAYS_AHEAD } from "./service-schedule";

/*
 * Service booking (docs/dealer-api.md, "Service"): the workshops' seed and the three
 * endpoints, the page data, the free times of a centre and the booking form. The centres
 * and their calendars are service-centres.ts; the form's checks service-booking-form.ts;
 * the bookings, and the transaction that keeps a slot within the centre's bays,
 * service-bookings.ts; the slot engine shared with test drives slots.ts.
 */

export const SERVICE_WORKS = [
  { code: "maintenance", name: "Плановое техническое обслуживание", description: "Замена масла и фильтров, проверка по регламенту производителя", priceFrom: 6900 },
  { code: "diagnostics", name: "Компьютерная диагностика", description: "Проверка электронных систем и считывание кодов ошибок", priceFrom: 1500 },
  { code: "tyres", name: "Шиномонтаж и хранение шин", description: "Сезонная замена колёс, балансировка, хранение комплекта", priceFrom: 2400 },
  { code: "brakes", name: "Ремонт тормозной системы", description: "Замена колодок, дисков и тормозной жидкости", priceFrom: 3200 },
  { code: "suspension", name: "Ремонт подвески", description: "Диагностика и замена амортизаторов, сайлентблоков, рычагов", priceFrom: 4500 },
  { code: "alignment", name: "Развал-схождение", description: "Регулировка углов установки колёс на 3D-стенде", priceFrom: 2500 },
  { code: "air-conditioning", name: "Обслуживание кондиционера", description: "Заправка, проверка герметичности, антибактериальная обработка", priceFrom: 3000 },
  { code: "bodywork", name: "Кузовной ремонт и покраска", description: "Оценка повреждений, локальный ремонт, покраска элементов", priceFrom: 8000 },
] as const;

/** Bays of the seeded centres in turn: the first centre has 2, so a slot with 2 places always exists. */
const SEED_BAYS = [2, 4, 3, 5, 3, 2, 4];
/** Every centre is closed on these days every year. */
const SEED_DAYS_OFF = [
  { day: "01-01", reason: "Новый год" },
  { day: "01-02", reason: "Новогодние каникулы" },
  { day: "01-07", reason: "Рождество Христово" },
];

function pageData(db: DB, input: Record<string, unknown>) {
  const centres = serviceCentres(db);
  const refs = catalogRefs(db);
  const city = refs.cities.find((c) => c.fiasId === input.sFiasId) ?? refs.cities[0];
  const works = db
    .prepare("SELECT code, name, description, price_from AS priceFrom FROM service_works ORDER BY sort, code")
    .all() as Array<{ code: string; name: string; description: string; priceFrom: number }>;
  return {
    meta: {
      title: `Запись на сервис ${city.in}`,
      description: `Запишитесь на техническое обслуживание, диагностику или ремонт в сервисный центр ${city.in}: свободное время онлайн, цены на работы.`,
      h1: "Запись на сервис",
    },
    intro:
      "Выберите сервисный центр, вид работ и удобное время — мы забронируем для вас место на подъёмнике. Менеджер перезвонит, чтобы подтвердить визит и уточнить детали.",
    works,
    centres,
    sCityFiasId: city.fiasId,
    iDaysAhead: DAYS_AHEAD,
  };
}

export const serviceModule: DealerApiModule = {
  name: "service",
  seed({ db }) {
    const work = db.prepare("INSERT INTO service_works (code, name, description, price_from, sort) VALUES (?, ?, ?, ?, ?)");
    SERVICE_WORKS.forEach((w, i) => work.run(w.code, w.name, w.description, w.priceFrom, i));
    const centre = db.prepare("INSERT INTO service_centers (dealer_id, bays, slot_minutes, time_zone) VALUES (?, ?, 60, ?)");
    [...catalogRefs(db).dealers.values()]
      .filter((d) => d.arElements.some((e) => e.bIsService))
      .forEach((d, i) => centre.run(d.id, SEED_BAYS[i % SEED_BAYS.length], DEFAULT_TIME_ZONE));
    const dayOff = db.prepare("INSERT INTO service_days_off (dealer_id, day, reason) VALUES (NULL, ?, ?)");
    for (const d of SEED_DAYS_OFF) dayOff.run(d.day, d.reason);
  },
  register(router, { db }) {
    endpoint(router, ["GET", "POST"], "/api/rrt/service/Controller/getPageData", (input) => pageData(db, input));

    endpoint(router, ["GET", "POST"], "/api/rrt/service/Slots/getList", (input) => {
      if (typeof input.sCode !== "string" || !input.sCode) fail(400, "VALIDATION", SERVICE_MESSAGES.center);
      const centre = centreByCode(db, input.sCode);
      if (!centre) fail(404, "NOT_FOUND", "Сервисный центр не найден");
      return slotList(db, centre, input.date);
    });

    endpoint(router, ["POST"], "/api/rrt/form/ServiceRegisterForm/create", (input) => bookService(db, input));
  },
};
