/**
 * The about page (GET /api/rrt/aboutcompany/Controller/getPageAbout): the group's history,
 * its figures, the brands it sells, its dealer centres and their reviews, its values, the
 * latest news and the call-back form. Brands, centres, reviews and news are live: their sections name the endpoint that
 * fills them in, the same ones the home page uses.
 */
import { BRANDS, CITIES, DEALERS } from "./catalog-reference";

export type AboutSectionSeed = { entity: string; content: Record<string, unknown>; endpoint?: string; endpointContentProperty?: string };

export const ABOUT_META = {
  title: "О компании",
  description:
    "«Меридиан Авто» — группа дилерских центров в шести городах России с 2006 года: продажа новых автомобилей и автомобилей с пробегом, трейд-ин, сервис и кузовной ремонт.",
  h1: "О компании «Меридиан Авто»",
};

const soldNew = BRANDS.filter((b) => b.soldNew).length;
const services = DEALERS.filter((d) => d.isService).length;

export const ABOUT_SECTIONS: AboutSectionSeed[] = [
  {
    entity: "history",
    content: {
      title: "Двадцать лет за рулём",
      paragraphs: [
        "«Меридиан Авто» начинался в 2006 году с одного сервиса на Московском проспекте в Санкт-Петербурге: шесть постов, двенадцать мастеров и правило, которое мы соблюдаем до сих пор, — называть цену до начала работ и не менять её без согласия клиента.",
        "Сегодня это группа дилерских центров в шести городах Северо-Запада, Черноземья, Поволжья и Заполярья. Мы продаём новые автомобили и автомобили с пробегом, выкупаем машины по трейд-ину, обслуживаем и ремонтируем автомобили любых марок.",
      ],
      milestones: [
        { year: 2006, text: "Первый сервисный центр на Московском проспекте в Санкт-Петербурге." },
        { year: 2010, text: "Дилерский договор с АвтоВАЗом и первый шоурум — «Автодом Пулково»." },
        { year: 2014, text: "Выход в регионы: дилерские центры в Вологде и Пскове." },
        { year: 2018, text: "Открыты центры в Воронеже и Мурманске; запущен отдел автомобилей с пробегом с проверкой по 120 пунктам." },
        { year: 2022, text: "Новые партнёры — Haval, Chery, Geely и другие марки из Китая; переоснащение сервисов под новые марки." },
        { year: 2024, text: "Два дилерских центра в Казани и онлайн-оценка автомобиля для трейд-ина." },
        { year: 2026, text: "Центр автомобилей с пробегом в Вологде и быстрые зарядные станции в Санкт-Петербурге." },
      ],
    },
  },
  {
    entity: "figures",
    content: {
      title: "«Меридиан Авто» в цифрах",
      items: [
        { value: String(CITIES.length), label: "городов России" },
        { value: String(DEALERS.length), label: "дилерских центров" },
        { value: String(services), label: "сервисных центров" },
        { value: String(soldNew), label: "марок новых автомобилей" },
        { value: "11 080", label: "автомобилей продано в 2025 году" },
        { value: "1 240", label: "сотрудников" },
      ],
    },
  },
  {
    entity: "brands",
    content: { title: "Марки, которые мы представляем" },
    endpoint: "/api/rrt/catalog/Properties/getPortfolioBrandAndModels",
    endpointContentProperty: "items",
  },
  {
    entity: "map",
    content: { title: "Наши дилерские центры" },
    endpoint: "/api/rrt/dealercenters/Controller/getSectionForMap",
    endpointContentProperty: "items",
  },
  {
    entity: "reviews",
    content: { title: "Отзывы клиентов" },
    endpoint: "/api/rrt/dealercenters/Review/getByGuid",
    endpointContentProperty: "reviewsList",
  },
  {
    entity: "values",
    content: {
      title: "Во что мы верим",
      items: [
        { title: "Честная цена", text: "Цена автомобиля и стоимость работ известны заранее и не меняются без вашего согласия. Никаких навязанных допов." },
        { title: "Время клиента", text: "Записываем в сервис на точное время, выдаём автомобиль в обещанный срок и предупреждаем, если что-то пошло не по плану." },
        { title: "Мастера, а не продавцы", text: "Наши сотрудники каждый год проходят обучение у производителей. Мастер-консультант объяснит, что действительно нужно сделать сейчас, а что может подождать." },
        { title: "Один стандарт в шести городах", text: "Одинаковые правила обслуживания, гарантии и цены на работы — в Санкт-Петербурге, Казани и Мурманске." },
      ],
    },
  },
  {
    entity: "news",
    content: { title: "Новости компании" },
    endpoint: "/api/rrt/aboutcompany/Controller/getAllNews",
    endpointContentProperty: "newsList",
  },
  {
    entity: "questions",
    content: { title: "Остались вопросы?", text: "Оставьте номер — менеджер перезвонит в течение 15 минут в рабочее время." },
  },
];
