import type { DB } from "../db";
import { createRandom } from "./random";

/*
 * Believable Russian reviews of the dealer centres: 8–11 per centre, mostly good, some
 * mixed, a few bad ones that the dealer answered. Composed from parts, deterministically,
 * so every fresh database has the same reviews, and never the same text twice (a real
 * reader notices a repeated review at once and stops believing the rest).
 *
 * Russian past tense agrees with its subject's gender: in a part, `[он|она]` is the author's
 * word and `<он|она>` the manager's, chosen by the name that speaks or is named.
 */

type Person = { name: string; female: boolean };

const person = (female: boolean) => (name: string): Person => ({ name, female });
export const AUTHORS: Person[] = [
  ...["Алексей", "Дмитрий", "Сергей", "Андрей", "Игорь", "Павел", "Михаил", "Владимир", "Николай", "Артём", "Роман", "Константин", "Руслан", "Тимур", "Олег"].map(person(false)),
  ...["Марина", "Ольга", "Екатерина", "Наталья", "Татьяна", "Юлия", "Анна", "Ирина", "Светлана", "Елена", "Ксения", "Галина", "Айгуль", "Вера", "Людмила"].map(person(true)),
];
export const MANAGERS: Person[] = [
  ...["Алексей", "Денис", "Илья", "Кирилл", "Максим"].map(person(false)),
  ...["Мария", "Виктория", "Анастасия", "Дарья"].map(person(true)),
];
const SURNAME_INITIALS = "АБВГДЕЖЗИКЛМНОПРСТУФХЧШЯ";
const CARS = ["Haval Jolion", "Chery Tiggo 7 Pro", "Geely Monjaro", "Lada Vesta", "Toyota RAV4", "Changan CS55", "Omoda C5", "Tank 300", "Kia Rio", "Exeed LX"];

/** A good review: what the author came for, how it went, how it ended. */
const GOOD_TOPICS: string[][][] = [
  // Credit
  [
    ["[Покупал|Покупала] {car} в кредит.", "[Брал|Брала] {car} в кредит с первым взносом в треть цены.", "[Выбрал|Выбрала] {car} и сразу [подал|подала] заявку на кредит прямо в салоне."],
    [
      "Менеджер {manager} всё подробно <объяснил|объяснила>, одобрили за день.",
      "Менеджер {manager} <сравнил|сравнила> программы трёх банков, ставка вышла ниже, чем в моём банке.",
      "Менеджер {manager} <помог|помогла> собрать документы, решение банка пришло через два часа.",
      "Менеджер {manager} честно <сказал|сказала>, от какой страховки можно отказаться.",
    ],
    ["Машину выдали через неделю, как и обещали.", "Платёж получился меньше, чем я [рассчитывал|рассчитывала].", "Всё прозрачно, без скрытых платежей.", "Через полгода [погасил|погасила] часть кредита досрочно, никаких сложностей."],
  ],
  // Trade-in
  [
    ["[Сдал|Сдала] старую машину в трейд-ин и [забрал|забрала] {car}.", "Меняли машину на {car} через трейд-ин.", "[Приехал|Приехала] оценить свою машину, а [уехал|уехала] на {car}."],
    [
      "Оценили честно, на уровне объявлений на сайтах.",
      "Оценщик не цеплялся к мелким царапинам, сумму назвали через сорок минут.",
      "Менеджер {manager} <оформил|оформила> трейд-ин и покупку одним договором.",
      "Менеджер {manager} <показал|показала> расчёт оценки по пунктам.",
    ],
    ["Всё заняло один день.", "Доплата вышла меньше, чем я [ожидал|ожидала].", "Рекомендую, если не хочется [самому|самой] продавать машину по объявлениям."],
  ],
  // A new car from stock
  [
    ["Брали {car} для семьи.", "[Выбрал|Выбрала] {car} из наличия.", "[Приехал|Приехала] за {car} из области.", "[Купил|Купила] {car} — первую новую машину в жизни."],
    [
      "Тест-драйв организовали в удобное время, без навязчивых допов.",
      "Машину держали до моего приезда, перед выдачей помыли и показали все функции.",
      "Документы подготовили заранее, оформление заняло около двух часов.",
      "Цена в договоре совпала с ценой на сайте, допоборудование поставили в тот же день.",
      "Менеджер {manager} <подобрал|подобрала> комплектацию под наш бюджет и не <пытался|пыталась> продать лишнего.",
    ],
    ["Машиной очень [доволен|довольна].", "Рекомендую.", "[Остался доволен|Осталась довольна].", "В салоне чисто, есть кофе и детский уголок."],
  ],
  // A used car
  [
    ["Покупали {car} с пробегом.", "Долго [искал|искала] {car} с пробегом в хорошем состоянии и [нашёл|нашла] здесь.", "[Взял|Взяла] {car} с небольшим пробегом."],
    [
      "Автомобиль проверили, показали отчёт диагностики и историю обслуживания.",
      "Пробег подтвердили по сервисной книжке, юридическую чистоту проверили при мне.",
      "Менеджер {manager} <разрешил|разрешила> съездить на независимую диагностику — всё подтвердилось.",
    ],
    ["Ездим полгода — всё отлично.", "За три месяца ни одной поломки.", "Цена адекватная для такого состояния."],
  ],
  // Service
  [
    ["Прохожу здесь ТО уже третий год.", "[Записывался|Записывалась] на замену колодок и масла.", "[Приезжал|Приезжала] на сезонную замену шин.", "Обслуживаю здесь {car} с момента покупки."],
    [
      "Запись удобная, мастер-приёмщик всегда показывает, что заменили.",
      "Сделали за полтора часа, пока я [ждал|ждала] в клиентской зоне.",
      "Менеджер сервиса {manager} заранее <согласовал|согласовала> по телефону каждую работу.",
    ],
    ["Итоговая цена совпала с предварительной.", "Цены адекватные.", "Буду обслуживаться и дальше."],
  ],
];

/** A mixed review: what was fine, what was not, and sometimes a last word. */
const MIXED_PARTS: string[][] = [
  [
    "Машину купили, цена хорошая.",
    "По работе сервиса замечаний нет.",
    "В целом [доволен|довольна] покупкой {car}.",
    "Менеджер {manager} <был вежлив|была вежлива> и <знал|знала> машину.",
    "Оценку в трейд-ин дали честную.",
  ],
  [
    "Минус — почти час [ждал|ждала] оформления страховки.",
    "Но выдачу перенесли на три дня, пришлось звонить и уточнять самим.",
    "Записаться на ближайшую неделю не получилось — всё занято.",
    "На часть вопросов по комплектации ответили только со второго звонка.",
    "Парковка у салона маленькая, [оставил|оставила] машину во дворе.",
  ],
  ["", "Надеюсь, это исправят.", "В остальном всё нормально.", "Поэтому три звезды."],
];

/** A bad review: what went wrong, and what it cost the author. */
const BAD_TOPICS: string[][][] = [
  [["[Записался|Записалась] на ТО на 10:00, машину взяли в работу только в 11:30."], ["Предупреждать надо заранее.", "Потерянного утра жаль."]],
  [["Обещали перезвонить по поводу наличия {car} и не перезвонили."], ["Пришлось ехать в салон [самому|самой].", "Узнавать пришлось [самому|самой]."]],
  [["После ТО [заметил|заметила], что омывайку не долили, хотя в заказ-наряде она есть."], ["Мелочь, но доверие теряется.", "[Ожидал|Ожидала] большего от официального дилера."]],
  [["Забронированную машину продали другому покупателю за день до моего приезда."], ["[Ожидал|Ожидала] большего от официального дилера.", "Предоплату вернули, но время потеряно."]],
];

const ANSWER_OPENINGS = ["Здравствуйте, {author}!", "{author}, добрый день!", "{author}, здравствуйте!"];
const ANSWERS_BAD = [
  "Приносим извинения. Мы разобрали ситуацию с руководителем и изменили порядок работы.",
  "Спасибо, что сообщили. Менеджер получил замечание, а мы добавили контроль обратных звонков.",
  "Нам очень жаль. Руководитель отдела свяжется с вами, чтобы всё исправить.",
];
const ANSWERS_MIXED = [
  "Спасибо за отзыв! Передали ваши замечания руководителю отдела продаж.",
  "Благодарим за обратную связь! Мы расширили запись и добавили ещё одного мастера-приёмщика.",
  "Спасибо, что написали. Разберёмся, как сделать ожидание короче.",
];
const ANSWERS_GOOD = ["Спасибо за тёплые слова! Передадим их команде.", "Спасибо за отзыв! Рады, что всё получилось."];
const ANSWER_CLOSINGS = ["Ждём вас снова.", "Будем рады видеть вас снова.", "При следующем визите — скидка 10 % на работы сервиса.", ""];

/** Reviews are dated back from this day, so the demo looks current whatever the date. */
const LATEST = Date.UTC(2026, 10, 15);
const DAY = 86_400_000;
/** How many draws a text may take to come out unlike every earlier one before the seed gives up. */
const DRAWS = 500;

/** A part's words for this author and manager: `[he|she]` agrees with the author, `<he|she>` with the manager. */
export function agree(template: string, author: Person, manager: Person): string {
  return template
    .replace(/\[([^|\]]*)\|([^\]]*)\]/g, (_, he: string, she: string) => (author.female ? she : he))
    .replace(/<([^|>]*)\|([^>]*)>/g, (_, he: string, she: string) => (manager.female ? she : he));
}

export type SeedReview = { dealerId: number; author: string; authorFemale: boolean; manager: Person; created: string; rating: number; text: string; answer: string | null; answered: string | null };

/** The seed's reviews, as rows to insert (exported for the tests over the whole seed). */
export function composeReviews(dealerIds: number[]): SeedReview[] {
  const random = createRandom(9090);
  const used = new Set<string>();
  const date = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  /** A text made by `make` unlike every earlier one. */
  const unique = (make: () => string) => {
    for (let i = 0; i < DRAWS; i++) {
      const text = make();
      if (!used.has(text)) {
        used.add(text);
        return text;
      }
    }
    throw new Error("reviews seed: the parts give no new text; add parts");
  };
  const reviews: SeedReview[] = [];
  for (const dealerId of dealerIds) {
    const count = random.int(8, 11);
    for (let i = 0; i < count; i++) {
      const roll = random.int(1, 20);
      const rating = roll <= 13 ? 5 : roll <= 17 ? 4 : roll <= 19 ? 3 : random.int(1, 2);
      const author = random.pick(AUTHORS);
      const manager = random.pick(MANAGERS);
      const car = random.pick(CARS);
      const parts = rating >= 4 ? random.pick(GOOD_TOPICS) : rating === 3 ? MIXED_PARTS : random.pick(BAD_TOPICS);
      const text = unique(() =>
        parts
          .map((choices) => random.pick(choices))
          .filter(Boolean)
          .map((part) => agree(part, author, manager).replace("{car}", car).replace("{manager}", manager.name))
          .join(" "),
      );
      const created = LATEST - random.int(0, 540) * DAY;
      const answers = rating <= 2 ? ANSWERS_BAD : rating === 3 ? ANSWERS_MIXED : random.int(1, 6) === 1 ? ANSWERS_GOOD : null;
      const answer = answers
        ? unique(() => [random.pick(ANSWER_OPENINGS).replace("{author}", author.name), random.pick(answers), random.pick(ANSWER_CLOSINGS)].filter(Boolean).join(" "))
        : null;
      reviews.push({
        dealerId,
        author: `${author.name} ${SURNAME_INITIALS[random.int(0, SURNAME_INITIALS.length - 1)]}.`,
        authorFemale: author.female,
        manager,
        created: date(created),
        rating,
        text,
        answer,
        answered: answer ? date(created + random.int(1, 3) * DAY) : null,
      });
    }
  }
  return reviews;
}

/** Replaces every review with the seed's (the reviews are the reference API's demo data only). */
export function seedReviews(db: DB) {
  const dealers = db.prepare("SELECT id FROM dealer_centers ORDER BY sort, id").all() as Array<{ id: number }>;
  const insert = db.prepare(
    "INSERT INTO dealer_reviews (dealer_id, author, created_on, rating, text, answer, answered_on) VALUES (?, ?, ?, ?, ?, ?, ?)",
  );
  db.prepare("DELETE FROM dealer_reviews").run();
  for (const r of composeReviews(dealers.map((d) => d.id))) {
    insert.run(r.dealerId, r.author, r.created, r.rating, r.text, r.answer, r.answered);
  }
}
