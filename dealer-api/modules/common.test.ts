import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../testing";
import { FEATURES, type NavItem } from "./common";

const COMMON = "/api/rrt/main/Controller/getCommonData";

type CommonData = {
  meta: { title: string; description: string };
  features: Record<string, boolean>;
  locations: Array<{ name: string; fiasId: string; phone: string }>;
  mainNav: NavItem[];
  consultation: { title: string; description: string; successTitle: string; successText: string };
  subscribe: { title: string; description: string };
  footerNote: string;
  company: Record<string, string>;
};

const query = { FUserId: "", sFiasId: "", name: "common", local: "false" };

describe("common data", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it("answers the whole shape of the contract", async () => {
    const reply = await api.get<CommonData>(COMMON, query);
    expect(reply.status).toBe(200);
    expect(reply.body.status).toBe("success");
    const data = reply.body.data.arMessages;
    expect(Object.keys(data).sort()).toEqual(
      ["company", "consultation", "features", "footerNote", "locations", "mainNav", "meta", "subscribe"].sort(),
    );
    expect(data.meta.title).toBe(data.company.name);
    expect(data.meta.description).toMatch(/[а-я]/);
    // A fresh database has every flag the module seeds, all on.
    expect(data.features).toEqual(Object.fromEntries(FEATURES.map((name) => [name, true])));
    expect(data.locations).toHaveLength(6);
    expect(data.locations[0].name).toBe("Санкт-Петербург");
    expect(data.subscribe.title).toMatch(/[а-я]/);
    expect(data.subscribe.description).toMatch(/[а-я]/);
    expect(data.footerNote).toMatch(/^<p>.*<a href="\/policy">.*<\/p>$/s);
  });

  it("has the consultation texts of docs/product.md §4.7, Latin C included", async () => {
    const { consultation } = (await api.get<CommonData>(COMMON)).body.data.arMessages;
    expect(consultation.title).toBe("Получить консультацию");
    expect(consultation.successTitle).toBe("Cпасибо, Ваша заявка успешно отправлена!");
    expect(consultation.successTitle.charCodeAt(0)).toBe(0x43);
    expect(consultation.successText).toBe("Наш менеджер проконсультирует вас по модельному ряду");
    expect(consultation.description).toMatch(/модельн/);
  });

  it("has the main navigation of docs/product.md §3.2, the auction external and outer", async () => {
    const { mainNav } = (await api.get<CommonData>(COMMON)).body.data.arMessages;
    const flat = (items: NavItem[]) => items.map((i) => [i.name, i.link, i.external, i.isOuter]);
    expect(flat(mainNav).slice(0, 5)).toEqual([
      ["Главная", "/", false, false],
      ["Купить автомобиль", "/catalog", false, false],
      ["Продать автомобиль", "/trade-in", false, false],
      ["Сервис", "/service", false, false],
      ["О компании", "/company", false, false],
    ]);
    expect(flat(mainNav[4].items)).toEqual([
      ["Новости", "/company/news", false, false],
      ["Вакансии", "/company/jobs", false, false],
      ["Тендеры", "/company/tenders", false, false],
      ["Контакты", "/company/contacts", false, false],
    ]);
    expect(mainNav).toHaveLength(6);
    const auction = mainNav[5];
    expect(auction.link).toMatch(/^https:\/\/[a-z0-9.-]+\//);
    expect(auction).toMatchObject({ external: true, isOuter: true, items: [] });
    for (const item of [...mainNav, ...mainNav[4].items]) {
      expect(Object.keys(item).sort()).toEqual(["external", "isOuter", "items", "link", "name"]);
    }
  });

  it("has company details in valid formats", async () => {
    const { company } = (await api.get<CommonData>(COMMON)).body.data.arMessages;
    expect(company.legalName).toMatch(/^ООО «.+»$/);
    expect(company.inn).toMatch(/^\d{10}$/);
    expect(company.kpp).toMatch(/^\d{9}$/);
    expect(company.ogrn).toMatch(/^\d{13}$/);
    expect(company.phone).toMatch(/^7\d{10}$/);
    expect(company.email).toMatch(/^[^\s@]+@[^\s@]+\.[a-z]+$/);
    expect(company.address).toMatch(/Санкт-Петербург/);
    // The check digits are right, so the numbers pass any format check.
    const innWeights = [2, 4, 10, 3, 5, 9, 4, 6, 8];
    const innSum = innWeights.reduce((sum, w, i) => sum + w * Number(company.inn[i]), 0);
    expect(Number(company.inn[9])).toBe((innSum % 11) % 10);
    expect(Number(company.ogrn[12])).toBe(Number((BigInt(company.ogrn.slice(0, 12)) % 11n) % 10n));
  });

  it("reads its texts from the database, so an edit shows up", async () => {
    api.db.prepare("UPDATE site_settings SET value = ? WHERE key = 'subscribe.title'").run("Рассылка");
    api.db.prepare("UPDATE feature_flags SET enabled = 0 WHERE name = 'tenders'").run();
    api.db.prepare("DELETE FROM feature_flags WHERE name = 'jobs'").run();
    api.db.prepare("INSERT INTO feature_flags (name, enabled) VALUES ('beta', 0)").run();
    const data = (await api.get<CommonData>(COMMON)).body.data.arMessages;
    expect(data.subscribe.title).toBe("Рассылка");
    expect(data.features.tenders).toBe(false);
    expect(data.features.beta).toBe(false);
    // A flag without a row is left out, not sent as off (the storefront counts it as on).
    expect(data.features).not.toHaveProperty("jobs");
    expect(data.features.news).toBe(true);
  });

  it("a missing setting is an INTERNAL error, not a half-filled answer", async () => {
    const other = await startTestApi();
    try {
      other.db.prepare("DELETE FROM site_settings WHERE key = 'company.inn'").run();
      const reply = await other.get(COMMON);
      expect(reply.status).toBe(500);
      expect(reply.body.data.arErrors[0].code).toBe("INTERNAL");
    } finally {
      await other.close();
    }
  });
});

describe("common data with feature overrides", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ featureOverrides: { cart: false, personal: false, beta: true } });
  });
  afterAll(() => api.close());

  it("applies the overrides on top of the stored flags", async () => {
    const { features } = (await api.get<CommonData>(COMMON)).body.data.arMessages;
    expect(features.cart).toBe(false);
    expect(features.personal).toBe(false);
    expect(features.favorites).toBe(true);
    expect(features.beta).toBe(true);
  });
});
