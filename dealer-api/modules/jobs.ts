import type { DB } from "../db";
import { type DealerApiModule } from "../context";
import { endpoint, fail } from "../http";
import { readSetting } from "./common";
import { daysSinceContent, shiftDay } from "../seed/calendar";
import { CITIES } from "../seed/catalog-reference";
import { EMPLOYMENT_NAMES, JOBS_PAGE, VACANCIES, type Employment } from "../seed/jobs-content";

export type VacancyCard = {
  id: number;
  slug: string;
  title: string;
  city: { fiasId: string; name: string };
  dealer: string;
  /** Monthly roubles before tax; either end may be open. */
  salary: { from: number | null; to: number | null; currency: "RUB" };
  employment: { code: Employment; name: string };
  schedule: string;
  experience: string;
  publishedOn: string;
  validThrough: string;
};
export type Vacancy = VacancyCard & {
  description: string;
  duties: string[];
  requirements: string[];
  conditions: string[];
  recruitingUrl: string;
};
export type JobPage = {
  title: string;
  description: string;
  recruitingUrl: string;
  recruitingTitle: string;
  /** The city filter as applied (a FIAS id), null for all cities. */
  city: string | null;
  cities: Array<{ fiasId: string; name: string; count: number }>;
  vacancies: VacancyCard[];
};

type Row = {
  id: number;
  slug: string;
  title: string;
  cityFias: string;
  cityName: string;
  dealer: string;
  salaryFrom: number | null;
  salaryTo: number | null;
  employment: Employment;
  schedule: string;
  experience: string;
  publishedOn: string;
  validThrough: string;
  description: string;
  duties: string;
  requirements: string;
  conditions: string;
};

const COLUMNS = `id, slug, title, city_fias AS cityFias, city_name AS cityName, dealer, salary_from AS salaryFrom,
  salary_to AS salaryTo, employment, schedule, experience, published_on AS publishedOn, valid_through AS validThrough,
  description, duties, requirements, conditions`;

/** A vacancy is listed until its last day (Moscow time) has passed; its page stays, for old links. */
const OPEN = "valid_through >= date('now', '+3 hours')";

function toCard(row: Row): VacancyCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    city: { fiasId: row.cityFias, name: row.cityName },
    dealer: row.dealer,
    salary: { from: row.salaryFrom, to: row.salaryTo, currency: "RUB" },
    employment: { code: row.employment, name: EMPLOYMENT_NAMES[row.employment] },
    schedule: row.schedule,
    experience: row.experience,
    publishedOn: row.publishedOn,
    validThrough: row.validThrough,
  };
}

export function jobPage(db: DB, input: Record<string, unknown>): JobPage {
  const { city } = input;
  if (city !== undefined && typeof city !== "string") fail(400, "VALIDATION", "Некорректный город city");
  const cities = db
    .prepare(
      `SELECT city_fias AS fiasId, city_name AS name, count(*) AS count FROM vacancies WHERE ${OPEN}
       GROUP BY city_fias, city_name ORDER BY min(sort)`,
    )
    .all() as JobPage["cities"];
  // An unknown city is a filter that matches nothing: the page says so instead of failing.
  const applied = typeof city === "string" && city !== "" ? city : null;
  const rows = db
    .prepare(`SELECT ${COLUMNS} FROM vacancies WHERE ${OPEN} AND (? IS NULL OR city_fias = ?) ORDER BY sort, id`)
    .all(applied, applied) as Row[];
  return {
    title: readSetting(db, "jobs.title"),
    description: readSetting(db, "jobs.description"),
    recruitingUrl: readSetting(db, "jobs.recruitingUrl"),
    recruitingTitle: readSetting(db, "jobs.recruitingTitle"),
    city: applied,
    cities,
    vacancies: rows.map(toCard),
  };
}

export function findVacancy(db: DB, input: Record<string, unknown>): Vacancy {
  const { slug, id } = input;
  let row: Row | undefined;
  if (typeof slug === "string" && slug !== "") {
    row = db.prepare(`SELECT ${COLUMNS} FROM vacancies WHERE slug = ?`).get(slug) as Row | undefined;
  } else if ((typeof id === "string" && /^\d{1,15}$/.test(id)) || (typeof id === "number" && Number.isSafeInteger(id))) {
    row = db.prepare(`SELECT ${COLUMNS} FROM vacancies WHERE id = ?`).get(Number(id)) as Row | undefined;
  } else {
    fail(400, "VALIDATION", "Укажите вакансию: slug или id");
  }
  if (!row) fail(404, "NOT_FOUND", "Вакансия не найдена");
  return {
    ...toCard(row),
    description: row.description,
    duties: JSON.parse(row.duties) as string[],
    requirements: JSON.parse(row.requirements) as string[],
    conditions: JSON.parse(row.conditions) as string[],
    recruitingUrl: readSetting(db, "jobs.recruitingUrl"),
  };
}

export const jobsModule: DealerApiModule = {
  name: "jobs",
  seed({ db }) {
    const put = db.prepare("INSERT INTO site_settings (key, value) VALUES (?, ?)");
    for (const [key, value] of Object.entries(JOBS_PAGE)) put.run(`jobs.${key}`, value);
    const insert = db.prepare(
      `INSERT INTO vacancies (slug, title, city_fias, city_name, dealer, salary_from, salary_to, employment, schedule,
        experience, published_on, valid_through, description, duties, requirements, conditions, sort)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const shift = daysSinceContent();
    VACANCIES.forEach((v, index) => {
      const city = CITIES.find((c) => c.name === v.city);
      if (!city) throw new Error(`jobs seed: unknown city ${v.city}`);
      insert.run(
        v.slug, v.title, city.fiasId, city.name, v.dealer, v.salaryFrom, v.salaryTo, v.employment, v.schedule,
        v.experience, shiftDay(v.publishedOn, shift), shiftDay(v.validThrough, shift), v.description, JSON.stringify(v.duties),
        JSON.stringify(v.requirements), JSON.stringify(v.conditions), index,
      );
    });
  },
  register(router, { db }) {
    endpoint(router, ["GET", "POST"], "/api/rrt/aboutcompany/JobPage/getPage", (input) => jobPage(db, input));
    endpoint(router, ["GET", "POST"], "/api/rrt/aboutcompany/JobPage/getVacancy", (input) => findVacancy(db, input));
  },
};
