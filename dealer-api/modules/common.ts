import { type DealerApiModule } from "../context";
import { type DB } from "../db";
import { endpoint } from "../http";
import { BRAND } from "./brand";
import { listLocations } from "./locations";

export const FEATURES = [
  "favorites",
  "comparison",
  "cart",
  "personal",
  "catalog",
  "trade_in",
  "service",
  "company",
  "news",
  "jobs",
  "tenders",
  "contacts",
  "faq",
] as const;

const SETTINGS: Record<string, string> = {
  "meta.title": BRAND.name,
  "meta.description":
    "Официальный дилер в Санкт-Петербурге, Вологде, Воронеже, Казани, Мурманске и Пскове: новые автомобили и автомобили с пробегом, трейд-ин, кредит и сервисное обслуживание.",
  "consultation.title": "Получить консультацию",
  "consultation.description":
    "Оставьте свои контакты, и наш менеджер бесплатно проконсультирует вас по модельному ряду, комплектациям, условиям покупки и услугам сервиса.",
  // The title starts with a Latin "C"; it is kept as given (docs/product.md §4.7).
  "consultation.successTitle": "Cпасибо, Ваша заявка успешно отправлена!",
  "consultation.successText": "Наш менеджер проконсультирует вас по модельному ряду",
  "subscribe.title": "Подпишитесь на новости",
  "subscribe.description":
    "Спецпредложения, новые поступления и акции сервиса — раз в месяц на вашу почту. Без спама, отписаться можно в любой момент.",
  footerNote:
    '<p>Информация о ценах, комплектациях и условиях покупки носит ознакомительный характер и не является публичной офертой (ст. 437 ГК РФ). Подробности уточняйте у менеджеров дилерских центров. <a href="/policy">Политика обработки персональных данных</a>.</p>',
  "company.name": BRAND.name,
  "company.legalName": BRAND.legalName,
  "company.inn": BRAND.inn,
  "company.kpp": BRAND.kpp,
  "company.ogrn": BRAND.ogrn,
  "company.address": BRAND.address,
  "company.phone": BRAND.phone,
  "company.email": BRAND.email,
};

type NavSeed = { name: string; link: string; external?: boolean; isOuter?: boolean; items?: NavSeed[] };

const NAV: NavSeed[] = [
  { name: "Главная", link: "/" },
  // The dealer's offers with end dates belong to buying (issue 42, item 4).
  { name: "Купить автомобиль", link: "/catalog", items: [{ name: "Акции", link: "/promotions" }] },
  { name: "Продать автомобиль", link: "/trade-in" },
  { name: "Сервис", link: "/service" },
  {
    name: "О компании",
    link: "/company",
    items: [
      { name: "Новости", link: "/company/news" },
      { name: "Вакансии", link: "/company/jobs" },
      { name: "Тендеры", link: "/company/tenders" },
      { name: "Контакты", link: "/company/contacts" },
    ],
  },
  // The auction is another site: a new tab, and not repeated in the footer.
  { name: "Аукцион", link: BRAND.auctionUrl, external: true, isOuter: true },
];

export type NavItem = { name: string; link: string; external: boolean; isOuter: boolean; items: NavItem[] };

type NavRow = { id: number; parentId: number | null; name: string; link: string; external: number; isOuter: number };

export function readNav(db: DB): NavItem[] {
  const rows = db
    .prepare(
      "SELECT id, parent_id AS parentId, name, link, external, is_outer AS isOuter FROM nav_items ORDER BY sort, id",
    )
    .all() as NavRow[];
  const build = (parentId: number | null): NavItem[] =>
    rows
      .filter((row) => row.parentId === parentId)
      .map((row) => ({
        name: row.name,
        link: row.link,
        external: row.external === 1,
        isOuter: row.isOuter === 1,
        items: build(row.id),
      }));
  return build(null);
}

function readSettings(db: DB): (key: string) => string {
  const rows = db.prepare("SELECT key, value FROM site_settings").all() as Array<{ key: string; value: string }>;
  const settings = new Map(rows.map((row) => [row.key, row.value]));
  return (key) => {
    const value = settings.get(key);
    // A deleted row is an editor's mistake; say which one rather than send a half-empty object.
    if (value === undefined) throw new Error(`dealer-api: site setting "${key}" is missing`);
    return value;
  };
}

export function readSetting(db: DB, key: string): string {
  return readSettings(db)(key);
}

export function readFeatures(db: DB, overrides: Record<string, boolean> = {}): Record<string, boolean> {
  const rows = db.prepare("SELECT name, enabled FROM feature_flags ORDER BY name").all() as Array<{
    name: string;
    enabled: number;
  }>;
  const features: Record<string, boolean> = {};
  for (const row of rows) features[row.name] = row.enabled === 1;
  return { ...features, ...overrides };
}

export const commonModule: DealerApiModule = {
  name: "common",
  seed({ db }) {
    const setting = db.prepare("INSERT INTO site_settings (key, value) VALUES (?, ?)");
    for (const [key, value] of Object.entries(SETTINGS)) setting.run(key, value);
    const flag = db.prepare("INSERT INTO feature_flags (name, enabled) VALUES (?, 1)");
    for (const name of FEATURES) flag.run(name);
    const nav = db.prepare(
      "INSERT INTO nav_items (parent_id, sort, name, link, external, is_outer) VALUES (?, ?, ?, ?, ?, ?)",
    );
    const insert = (items: NavSeed[], parentId: number | null) =>
      items.forEach((item, index) => {
        const id = Number(
          nav.run(parentId, index, item.name, item.link, item.external ? 1 : 0, item.isOuter ? 1 : 0).lastInsertRowid,
        );
        insert(item.items ?? [], id);
      });
    insert(NAV, null);
  },
  register(router, { db, options }) {
    // FUserId, sFiasId, name and local are accepted and ignored: the data is the same for everyone.
    endpoint(router, ["GET"], "/api/rrt/main/Controller/getCommonData", () => {
      const get = readSettings(db);
      return {
        meta: { title: get("meta.title"), description: get("meta.description") },
        features: readFeatures(db, options.featureOverrides),
        locations: listLocations(db),
        mainNav: readNav(db),
        consultation: {
          title: get("consultation.title"),
          description: get("consultation.description"),
          successTitle: get("consultation.successTitle"),
          successText: get("consultation.successText"),
        },
        subscribe: { title: get("subscribe.title"), description: get("subscribe.description") },
        footerNote: get("footerNote"),
        company: {
          name: get("company.name"),
          legalName: get("company.legalName"),
          inn: get("company.inn"),
          kpp: get("company.kpp"),
          ogrn: get("company.ogrn"),
          address: get("company.address"),
          phone: get("company.phone"),
          email: get("company.email"),
          // The operator's contact for personal-data requests (seeded by consent-withdrawals.ts).
          personalDataEmail: get("company.personalDataEmail"),
        },
      };
    });
  },
};
