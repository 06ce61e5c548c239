import { describe, expect, it } from "vitest";
import { compactCreditDisclosure, creditConditions, creditDisclosure, type DisclosedProgram, pskText, STATE_ELIGIBILITY } from "./credit-disclosure";

const NBSP = "\u00a0";

const program = (over: Partial<DisclosedProgram> = {}): DisclosedProgram => ({
  name: "Автокредит на любые автомобили",
  bank: { name: "Газпромбанк (АО)", license: "Генеральная лицензия Банка России № 354" },
  rate: 21.5,
  isState: false,
  eligibility: null,
  psk: { min: 21.934, max: 27.318 },
  ...over,
});

const texts = (parts: ReturnType<typeof creditDisclosure>) => parts.map((p) => p.text.replace(/\u00a0/g, " "));

describe("creditDisclosure", () => {
  it("gives the ПСК first, then the payment, its conditions, the lender and the note", () => {
    const parts = creditDisclosure({ program: program(), monthly: 31_819, from: true, down: { percent: 20 }, term: 60 });
    expect(parts.map((p) => p.part)).toEqual(["psk", "payment", "conditions", "lender", "offer"]);
    expect(texts(parts)).toEqual([
      "Полная стоимость кредита от 21,934 % до 27,318 % годовых",
      "от 31 819 ₽/мес",
      "Программа «Автокредит на любые автомобили»: ставка 21,5 % годовых, первоначальный взнос 20 %, срок 60 мес.",
      "Кредитор — Газпромбанк (АО), генеральная лицензия Банка России № 354.",
      "Не является публичной офертой.",
    ]);
  });

  it("says the words «полная стоимость кредита», never only «ПСК»", () => {
    expect(pskText({ min: 14.823, max: 19.911 })).toMatch(/^Полная стоимость кредита от 14,823/);
    expect(pskText({ min: 20, max: 20 })).toBe(`Полная стоимость кредита 20,000${NBSP}% годовых`);
  });

  it("gives the calculator's payment as it is, with the down payment in roubles", () => {
    const parts = creditDisclosure({ program: program(), monthly: 27_400, from: false, down: { roubles: 600_000 }, term: 48 });
    expect(texts(parts)[1]).toBe("27 400 ₽/мес");
    expect(texts(parts)[2]).toContain("первоначальный взнос 600 000 ₽, срок 48 мес.");
  });

  it("names who may use a programme with rules, right after its conditions", () => {
    const family = program({ name: "Семейный автомобиль", isState: true, eligibility: "Только для семей с двумя и более детьми младше 18 лет" });
    const parts = creditDisclosure({ program: family, monthly: 30_000, from: false, down: { percent: 20 }, term: 60 });
    expect(parts.map((p) => p.part)).toEqual(["psk", "payment", "conditions", "eligibility", "lender", "offer"]);
    expect(texts(parts)[2]).toMatch(/^Программа «Семейный автомобиль» \(господдержка\):/);
    expect(texts(parts)[3]).toBe("Только для семей с двумя и более детьми младше 18 лет.");
  });

  it("still says a state programme is not for everyone when the dealer API gives no rules", () => {
    const parts = creditDisclosure({ program: program({ isState: true }), monthly: 30_000, from: false, down: { percent: 20 }, term: 60 });
    expect(parts.find((p) => p.part === "eligibility")?.text).toBe(`${STATE_ELIGIBILITY}.`);
  });

  it("keeps a licence that starts with an abbreviation as it is", () => {
    const parts = creditDisclosure({ program: program({ bank: { name: "АО «Банк»", license: "ЦБ РФ № 1" } }), monthly: 1, from: true, down: { percent: 20 }, term: 60 });
    expect(parts.find((p) => p.part === "lender")?.text).toBe("Кредитор — АО «Банк», ЦБ РФ № 1.");
  });
});

describe("compactCreditDisclosure and creditConditions", () => {
  const input = { program: program(), monthly: 31_819, from: true, down: { percent: 20 }, term: 60 } as const;

  it("gives a card the ПСК first, then the payment, then the bank's full name", () => {
    const parts = compactCreditDisclosure(input);
    expect(parts.map((p) => p.part)).toEqual(["psk", "payment", "lender"]);
    expect(texts(parts)).toEqual(["Полная стоимость кредита от 21,934 % до 27,318 % годовых", "от 31 819 ₽/мес", "Кредитор — Газпромбанк (АО)."]);
  });

  it("gives the list's footnote the ПСК first, then everything the payment assumes, the lender's licence and the note", () => {
    const parts = creditConditions(input);
    expect(parts.map((p) => p.part)).toEqual(["psk", "conditions", "lender", "offer"]);
    expect(texts(parts)[0]).toBe("Полная стоимость кредита от 21,934 % до 27,318 % годовых");
    expect(texts(parts)[2]).toBe("Кредитор — Газпромбанк (АО), генеральная лицензия Банка России № 354.");
  });

  it("is, with the payment after the ПСК, the whole disclosure: the words are written once", () => {
    const [psk, ...rest] = creditConditions(input);
    const [, payment] = compactCreditDisclosure(input);
    expect([psk, payment, ...rest]).toEqual(creditDisclosure(input));
  });

  it("names who may use a programme with rules in the footnote too", () => {
    const family = program({ name: "Семейный автомобиль", isState: true, eligibility: "Только для семей с двумя и более детьми младше 18 лет" });
    expect(creditConditions({ ...input, program: family }).map((p) => p.part)).toEqual(["psk", "conditions", "eligibility", "lender", "offer"]);
  });
});
