import type { DB } from "../db";
import { createRandom } from "./random";

/*
 * Believable Russian reviews of the dealer centres: 8–11 per centre, mostly good, some
 * mixed, a few bad ones that the dealer answered. Composed from parts, deterministically,
 * so every fresh database has the same reviews.
 */

const FIRST_NAMES = [
  "Алексей", "Марина", "Дмитрий", "Ольга", "Сергей", "Екатерина", "Андрей", "Наталья", "Игорь", "Татьяна",
  "Павел", "Юлия", "Михаил", "Анна", "Владимир", "Ирина", "Николай", "Светлана", "Артём", "Елена",
  "Роман", "Ксения", "Константин", "Галина", "Руслан", "Айгуль", "Тимур", "Вера", "Олег", "Людмила",
];
const SURNAME_INITIALS = "АБВГДЕЖЗИКЛМНОПРСТУФХЧШЯ";

const GOOD = [
  "Покупал {car} в кредит. Менеджер {manager} всё подробно объяснил, одобрили за день, машину выдали через неделю, как и обещали.",
  "Брали {car} для семьи. Тест-драйв организовали в удобное время, без навязчивых допов. Оформление заняло около двух часов.",
  "Сдал старую машину в трейд-ин и забрал {car}. Оценили честно, на уровне объявлений на сайтах. Спасибо менеджеру {manager}!",
  "Прохожу здесь ТО уже третий год. Запись удобная, мастер-приёмщик всегда показывает, что заменили, цена совпадает с предварительной.",
  "Отличный салон: чисто, кофе, детский уголок. {car} выбрали из наличия, все документы подготовили заранее.",
  "Приехал из области за {car}. Машину держали до моего приезда, перед выдачей помыли и показали все функции. Рекомендую.",
  "Хороший сервис: заменили колодки и масло за полтора часа, пока я ждал в клиентской зоне. Цены адекватные.",
  "Покупали {car} с пробегом. Автомобиль проверили, показали отчёт диагностики и историю обслуживания. Ездим полгода — всё отлично.",
  "Менеджер {manager} помог подобрать комплектацию под наш бюджет и не пытался продать лишнего. Очень довольны покупкой.",
  "Быстро и без сюрпризов: цена в договоре совпала с ценой на сайте, допоборудование поставили в тот же день.",
];
const MIXED = [
  "В целом довольны {car}, но выдачу перенесли на три дня, пришлось звонить самим и уточнять.",
  "Сервис неплохой, но записаться на ближайшую неделю не получилось — всё занято. По работе замечаний нет.",
  "Машину купили, цена хорошая. Минус — долго ждали оформления страховки, почти час в очереди.",
  "Менеджер вежливый, но на часть вопросов по комплектации ответил только со второго звонка.",
];
const BAD = [
  "Записался на ТО на 10:00, машину взяли в работу только в 11:30. Предупреждать надо заранее.",
  "Обещали перезвонить по поводу наличия {car} и не перезвонили. Пришлось ехать в салон самому.",
];
const ANSWERS_BAD = [
  "Здравствуйте! Приносим извинения за ожидание. Мы разобрали ситуацию с руководителем сервиса и изменили график приёмки. При следующем визите — скидка 10% на работы.",
  "Добрый день! Спасибо, что сообщили. Менеджер получил замечание, а мы добавили контроль обратных звонков. Будем рады видеть вас снова.",
];
const ANSWERS_MIXED = [
  "Спасибо за отзыв! Нам жаль, что пришлось ждать. Передали ваши замечания руководителю отдела продаж.",
  "Благодарим за обратную связь! Мы расширили запись и добавили ещё одного мастера-приёмщика.",
];
const ANSWER_GOOD = "Спасибо за тёплые слова! Передадим их команде. Ждём вас на обслуживании.";
const MANAGERS = ["Алексей", "Мария", "Денис", "Виктория", "Илья", "Кирилл", "Анастасия"];
const CARS = ["Haval Jolion", "Chery Tiggo 7 Pro", "Geely Monjaro", "Lada Vesta", "Toyota RAV4", "Changan CS55", "Omoda C5", "Tank 300", "Kia Rio", "Exeed LX"];

/** Reviews are dated back from this day, so the demo looks current whatever the date. */
const LATEST = Date.UTC(2026, 10, 15);
const DAY = 86_400_000;

export function seedReviews(db: DB) {
  const random = createRandom(9090);
  const dealers = db.prepare("SELECT id FROM dealer_centers ORDER BY sort, id").all() as Array<{ id: number }>;
  const insert = db.prepare(
    "INSERT INTO dealer_reviews (dealer_id, author, created_on, rating, text, answer, answered_on) VALUES (?, ?, ?, ?, ?, ?, ?)",
  );
  const fill = (template: string) =>
    template.replace("{car}", random.pick(CARS)).replace("{manager}", random.pick(MANAGERS));
  const date = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  for (const dealer of dealers) {
    const count = random.int(8, 11);
    for (let i = 0; i < count; i++) {
      const roll = random.int(1, 20);
      const rating = roll <= 13 ? 5 : roll <= 17 ? 4 : roll <= 19 ? 3 : random.int(1, 2);
      const text = fill(rating >= 4 ? random.pick(GOOD) : rating === 3 ? random.pick(MIXED) : random.pick(BAD));
      const created = LATEST - random.int(0, 540) * DAY;
      const answer = rating <= 2 ? random.pick(ANSWERS_BAD) : rating === 3 ? random.pick(ANSWERS_MIXED) : random.int(1, 6) === 1 ? ANSWER_GOOD : null;
      const author = `${random.pick(FIRST_NAMES)} ${SURNAME_INITIALS[random.int(0, SURNAME_INITIALS.length - 1)]}.`;
      insert.run(dealer.id, author, date(created), rating, text, answer, answer ? date(created + random.int(1, 3) * DAY) : null);
    }
  }
}
