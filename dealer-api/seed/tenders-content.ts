/**
 * The demo tenders of the dealer group: purchases of services and equipment for its dealer
 * centres, some taking bids, some being decided, some finished. Each has its documents as
 * small PDFs in public/media/tenders, drawn by tender-documents.ts.
 */

export type TenderStatus = "open" | "review" | "closed";

export const TENDER_STATUS_NAMES: Record<TenderStatus, string> = {
  open: "Приём заявок",
  review: "Подведение итогов",
  closed: "Завершён",
};

export type TenderDocumentSeed = { title: string; file: string };

export type TenderSeed = {
  number: string;
  subject: string;
  description: string;
  status: TenderStatus;
  publishedOn: string;
  deadline: string;
  contact: { name: string; phone: string; email: string };
  documents: TenderDocumentSeed[];
};

export const TENDERS_PAGE = {
  title: "Тендеры",
  description:
    "Закупки «Меридиан Авто»: приглашаем поставщиков и подрядчиков к участию в конкурсах на работы, услуги и оборудование для наших дилерских центров.",
  intro:
    "Заявки принимаются по электронной почте ответственного лица до окончания срока приёма. Итоги конкурса сообщаем всем участникам в течение 10 рабочих дней после срока.",
};

const procurement = { name: "Ольга Смирнова, отдел закупок", phone: "78123097711", email: "tender@meridian-auto.ru" };
const facilities = { name: "Андрей Кузнецов, служба эксплуатации", phone: "78123097712", email: "aho@meridian-auto.ru" };
const marketing = { name: "Екатерина Волкова, отдел маркетинга", phone: "78123097713", email: "marketing@meridian-auto.ru" };

const docs = (number: string, ...titles: string[]): TenderDocumentSeed[] =>
  titles.map((title, i) => ({ title, file: `${number.replace("МА", "ma")}-${i + 1}.pdf` }));

export const TENDERS: TenderSeed[] = [
  {
    number: "МА-2026-031",
    subject: "Уборка помещений дилерских центров в Санкт-Петербурге в 2027 году",
    description: "Ежедневная уборка шоурумов, клиентских зон и офисов трёх дилерских центров, генеральная уборка раз в квартал, мойка витражей.",
    status: "open",
    publishedOn: "2026-11-16",
    deadline: "2026-12-15",
    contact: facilities,
    documents: docs("МА-2026-031", "Техническое задание", "Проект договора", "Форма коммерческого предложения"),
  },
  {
    number: "МА-2026-030",
    subject: "Поставка шиномонтажного оборудования для сервиса в Казани",
    description: "Два шиномонтажных стенда для колёс до 24 дюймов, два балансировочных станка и вулканизатор с поставкой, монтажом и обучением персонала.",
    status: "open",
    publishedOn: "2026-11-09",
    deadline: "2026-12-05",
    contact: procurement,
    documents: docs("МА-2026-030", "Техническое задание", "Проект договора поставки"),
  },
  {
    number: "МА-2026-029",
    subject: "Организация корпоративного мероприятия для 400 сотрудников",
    description: "Новогоднее мероприятие для сотрудников шести городов в Санкт-Петербурге: площадка, программа, питание и трансфер.",
    status: "open",
    publishedOn: "2026-11-02",
    deadline: "2026-11-30",
    contact: marketing,
    documents: docs("МА-2026-029", "Техническое задание", "Смета-шаблон"),
  },
  {
    number: "МА-2026-027",
    subject: "Охрана территории дилерского центра «Автодом Кольский»",
    description: "Круглосуточная физическая охрана стоянки автомобилей и здания, видеонаблюдение, пропускной режим.",
    status: "review",
    publishedOn: "2026-10-12",
    deadline: "2026-11-10",
    contact: facilities,
    documents: docs("МА-2026-027", "Техническое задание", "Проект договора"),
  },
  {
    number: "МА-2026-024",
    subject: "Изготовление и монтаж фасадной вывески в Пскове",
    description: "Объёмные световые буквы и логотип на фасаде обновлённого «Автодома Рижский», согласование с администрацией города.",
    status: "closed",
    publishedOn: "2026-08-20",
    deadline: "2026-09-15",
    contact: marketing,
    documents: docs("МА-2026-024", "Техническое задание", "Протокол подведения итогов"),
  },
  {
    number: "МА-2026-019",
    subject: "Поставка масел и технических жидкостей на 2026–2027 годы",
    description: "Моторные и трансмиссионные масла, антифризы и тормозные жидкости для сервисных центров шести городов с ежемесячной доставкой.",
    status: "closed",
    publishedOn: "2026-06-01",
    deadline: "2026-06-30",
    contact: procurement,
    documents: docs("МА-2026-019", "Техническое задание", "Протокол подведения итогов"),
  },
  {
    number: "МА-2026-012",
    subject: "Ремонт кровли сервисного центра «Автодом Московский»",
    description: "Замена мягкой кровли площадью 1 800 м², утепление и устройство водостоков.",
    status: "closed",
    publishedOn: "2026-04-06",
    deadline: "2026-04-30",
    contact: facilities,
    documents: docs("МА-2026-012", "Техническое задание", "Протокол подведения итогов"),
  },
  {
    number: "МА-2026-005",
    subject: "Печать рекламных материалов для дилерских центров",
    description: "Буклеты, прайс-листы и ценники для автомобилей в шоурумах, печать партиями по заявкам в течение года.",
    status: "closed",
    publishedOn: "2026-02-02",
    deadline: "2026-02-27",
    contact: marketing,
    documents: docs("МА-2026-005", "Техническое задание", "Протокол подведения итогов"),
  },
];
