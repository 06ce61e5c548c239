import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../testing";

/*
 * Over the whole seed as a fresh database stores it: reviews that read as written by people.
 * The grammar check knows nothing of how the seed composes texts: it reads the gender from
 * the first name and looks at every past-tense form in the sentence.
 */

type Row = { dealer_id: number; author: string; text: string; answer: string | null };

let api: TestApi;
let rows: Row[];
beforeAll(async () => {
  api = await startTestApi();
  rows = api.db.prepare("SELECT dealer_id, author, text, answer FROM dealer_reviews ORDER BY id").all() as Row[];
});
afterAll(() => api.close());

/** Russian first names ending in -а/-я are women's, but for these; Айгуль is a woman's too. */
const MALE_IN_A = new Set(["Илья", "Никита", "Кузьма", "Фома"]);
const FEMALE_OTHER = new Set(["Айгуль", "Любовь"]);
const isFemale = (name: string) => FEMALE_OTHER.has(name) || (/[ая]$/.test(name) && !MALE_IN_A.has(name));

/** Past-tense and short forms by gender (whole words, lower case). */
const MASCULINE = /^[а-яё]+(л|лся)$|^(помог|нашёл|пришёл|ушёл|доволен|вежлив|самому|сам)$/;
const FEMININE = /^[а-яё]+(ла|лась)$|^(помогла|довольна|вежлива|самой|сама)$/;
/** Words of those shapes that agree with something else in their sentence, not with the person. */
const NOT_THE_PERSON = new Set(["масла", "получился", "цеплялся", "вышла", "совпала"]);

function wrongForms(sentence: string, female: boolean): string[] {
  return sentence
    .toLowerCase()
    .split(/[^а-яё-]+/)
    .filter((word) => word && !NOT_THE_PERSON.has(word) && (female ? MASCULINE : FEMININE).test(word));
}

describe("the reviews seed", () => {
  it("has 8–11 reviews for every dealer centre", () => {
    const counts = new Map<number, number>();
    for (const row of rows) counts.set(row.dealer_id, (counts.get(row.dealer_id) ?? 0) + 1);
    expect(counts.size).toBe(api.count("dealer_centers"));
    for (const count of counts.values()) expect(count).toBeGreaterThanOrEqual(8);
    for (const count of counts.values()) expect(count).toBeLessThanOrEqual(11);
  });

  it("never repeats a review's text, nor a dealer's answer", () => {
    const texts = rows.map((r) => r.text);
    expect(texts.filter((text, i) => texts.indexOf(text) !== i)).toEqual([]);
    const answers = rows.flatMap((r) => (r.answer ? [r.answer] : []));
    expect(answers.length).toBeGreaterThan(10);
    expect(answers.filter((answer, i) => answers.indexOf(answer) !== i)).toEqual([]);
  });

  it("makes every author's and every named manager's words agree with their gender", () => {
    let women = 0;
    let managers = 0;
    const wrong: string[] = [];
    for (const row of rows) {
      const authorFemale = isFemale(row.author.split(" ")[0]!);
      if (authorFemale) women++;
      for (const sentence of row.text.split(/(?<=[.!?])\s+/)) {
        // A sentence that names a manager is about the manager.
        const manager = /Менеджер(?: сервиса)? ([А-ЯЁ][а-яё]+)/.exec(sentence)?.[1];
        if (manager) managers++;
        const female = manager ? isFemale(manager) : authorFemale;
        const forms = wrongForms(sentence, female);
        if (forms.length) wrong.push(`${row.author}: «${sentence}» (${forms.join(", ")})`);
      }
    }
    expect(wrong).toEqual([]);
    // The check saw both genders of authors and of managers.
    expect(women).toBeGreaterThan(10);
    expect(women).toBeLessThan(rows.length - 10);
    expect(managers).toBeGreaterThan(10);
  });

  it("catches the old seed's mistakes", () => {
    expect(wrongForms("Покупал Haval Jolion в кредит.", true)).toEqual(["покупал"]);
    expect(wrongForms("Пришлось ехать в салон самому.", true)).toEqual(["самому"]);
    expect(wrongForms("Менеджер Мария всё подробно объяснил, одобрили за день.", true)).toEqual(["объяснил"]);
    expect(wrongForms("Сдала старую машину.", false)).toEqual(["сдала"]);
  });
});
