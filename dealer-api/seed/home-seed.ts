import type { DB } from "../db";

/*
 * The home page's sections as the dealer's content team would set them up: each is an
 * entity the storefront knows, its own texts, and for most an endpoint that fills in the
 * live part (docs/dealer-api.md, "Home page").
 */

type SeedSection = { entity: string; content: Record<string, unknown>; endpoint?: string; endpointContentProperty?: string };

export const HOME_SECTIONS: SeedSection[] = [
  {
    entity: "slider",
    content: {
      title: "Актуальные предложения",
      slides: [
        {
          title: "Новые автомобили в наличии",
          text: "Больше пятнадцати марок с ПТС — выдача в день обращения после оформления.",
          image: { src: "/media/cars/crossover-1-white-front34.svg", width: 800, height: 600, alt: "Белый кроссовер" },
          link: "/catalog?condition=new",
          linkText: "Выбрать новый автомобиль",
        },
        {
          title: "Автомобили с пробегом с гарантией",
          text: "Каждую машину проверяем по 120 пунктам и показываем отчёт диагностики до покупки.",
          image: { src: "/media/cars/sedan-1-blue-front34.svg", width: 800, height: 600, alt: "Синий седан" },
          link: "/catalog?condition=used",
          linkText: "Смотреть автомобили с пробегом",
        },
        {
          title: "Сниженные цены на автомобили из наличия",
          text: "Автомобили прошлых поставок дешевле на сумму до 15% — количество ограничено.",
          image: { src: "/media/cars/suv-1-black-front34.svg", width: 800, height: 600, alt: "Чёрный внедорожник" },
          link: "/catalog",
          linkText: "Перейти в каталог",
        },
      ],
    },
  },
  {
    entity: "counts",
    content: { title: "Автомобили в наличии" },
    endpoint: "/api/rrt/catalog/Properties/getCountCatalogItems",
  },
  {
    entity: "brands",
    content: { title: "Марки и модели" },
    endpoint: "/api/rrt/catalog/Properties/getPortfolioBrandAndModels",
    endpointContentProperty: "items",
  },
  {
    entity: "offers",
    content: { title: "Специальные предложения" },
    endpoint: "/api/rrt/catalog/CatalogMainOffers/getCatalogMainOffers",
    endpointContentProperty: "items",
  },
  {
    entity: "news",
    content: { title: "Новости" },
    endpoint: "/api/rrt/aboutcompany/Controller/getAllNews",
    endpointContentProperty: "newsList",
  },
  {
    entity: "reviews",
    content: { title: "Отзывы клиентов" },
    endpoint: "/api/rrt/dealercenters/Review/getByGuid",
    endpointContentProperty: "reviewsList",
  },
  {
    entity: "map",
    content: { title: "Дилерские центры" },
    endpoint: "/api/rrt/dealercenters/Controller/getSectionForMap",
    endpointContentProperty: "items",
  },
  {
    entity: "questions",
    content: { title: "Остались вопросы?", text: "Оставьте номер — менеджер перезвонит в течение 15 минут в рабочее время." },
  },
];

export function seedHomeSections(db: DB) {
  const insert = db.prepare(
    "INSERT INTO home_sections (sort, entity, content, endpoint, endpoint_content_property) VALUES (?, ?, ?, ?, ?)",
  );
  HOME_SECTIONS.forEach((s, index) =>
    insert.run((index + 1) * 10, s.entity, JSON.stringify(s.content), s.endpoint ?? null, s.endpointContentProperty ?? null),
  );
}
